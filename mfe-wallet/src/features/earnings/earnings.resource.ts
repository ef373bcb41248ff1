import { api, isNotFound, payload } from '@platform/shared';

/** GET /earning/{role}/stats (reference: xlive-contract.md "Money"), in tokens. */
export interface EarningStats {
  totalPrice: number;
  paidPrice: number;
  remainingPrice: number;
}

/** The performer's earning figures; null when the server has no earnings endpoint (404). */
export async function getPerformerEarningStats(): Promise<EarningStats | null> {
  const res = await api.get<EarningStats>('/earning/performer/stats');
  return isNotFound(res) ? null : payload(res);
}

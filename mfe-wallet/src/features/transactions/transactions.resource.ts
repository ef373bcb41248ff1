import { api, pagedOrMissing } from '@platform/shared';
import type { Paged, PaymentTransaction } from '@platform/shared/contract';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** GET /transactions/user/search (money paid for tokens) — `missing` when the endpoint does not exist (404). */
export async function listTransactions(offset: number, limit: number): Promise<Paged<PaymentTransaction> & { missing: boolean }> {
  return pagedOrMissing(
    await api.get<Paged<PaymentTransaction>>('/transactions/user/search', {
      params: { offset, limit, sortBy: 'createdAt', sort: 'desc' },
    }),
  );
}

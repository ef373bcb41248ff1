import { api, pagedOrMissing, payload } from '@platform/shared';
import type { Paged, PaymentTransaction, PurchaseTokensRequest, TokenPackage } from '@platform/shared/contract';

export type { TokenPackage };

/** GET /package/token/search — `missing` when the server has no token shop (404). */
export async function listTokenPackages(): Promise<{ packages: TokenPackage[]; missing: boolean }> {
  const page = pagedOrMissing(
    await api.get<Paged<TokenPackage>>('/package/token/search', {
      params: { limit: 100, offset: 0, sortBy: 'ordering', sort: 'asc' },
    }),
  );
  return { packages: page.data, missing: page.missing };
}

/**
 * POST /payment/purchase-tokens/{id} through the default (sandbox) gateway. `idempotencyKey` belongs to
 * the user's action: a retry of the same action sends the same key, so the server charges once.
 */
export async function purchaseTokens(packageId: string, idempotencyKey: string): Promise<PaymentTransaction> {
  const body: PurchaseTokensRequest = {};
  return payload(
    await api.post<PaymentTransaction>(`/payment/purchase-tokens/${encodeURIComponent(packageId)}`, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

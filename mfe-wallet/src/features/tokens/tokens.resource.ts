import { api, pagedOrMissing, payload } from '@platform/shared';
import type { Paged, PurchaseTokensRequest, TokenCheckout, TokenPackage, TokenPurchase } from '@platform/shared/contract';

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
 * POST /payment/purchase-tokens/{id}: a pending payment and the processor's page to pay it on (no card is ever sent
 * to our API). `idempotencyKey` belongs to the member's action: a retry sends the same key and gets the same payment.
 */
export async function startCheckout(packageId: string, idempotencyKey: string): Promise<TokenCheckout> {
  const body: PurchaseTokensRequest = {};
  return payload(
    await api.post<TokenCheckout>(`/payment/purchase-tokens/${encodeURIComponent(packageId)}`, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

/** GET /payment/purchases/{paymentId}: the receipt of one of the member's purchases (pending until the processor's postback). */
export async function getPurchase(paymentId: string): Promise<TokenPurchase> {
  return payload(await api.get<TokenPurchase>(`/payment/purchases/${encodeURIComponent(paymentId)}`));
}

/** The path of a purchase's receipt page. */
export const receiptPath = (paymentId: string) => `/account/tokens/receipt/${encodeURIComponent(paymentId)}`;

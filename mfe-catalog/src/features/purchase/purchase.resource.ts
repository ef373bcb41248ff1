import { api, payload } from '@platform/shared';
import type { PurchasedItem, PurchaseProductRequest } from '@platform/shared/contract';

export type SaleKind = 'video' | 'gallery' | 'photo' | 'product';

/**
 * POST /purchase-items/{video|gallery|photo|product}/{id} with the action's Idempotency-Key: a retry of the same action
 * never charges twice. A physical product also sends its delivery details.
 */
export async function buyItem(kind: SaleKind, id: string, idempotencyKey: string, body?: PurchaseProductRequest): Promise<PurchasedItem> {
  return payload(
    await api.post<PurchasedItem>(`/purchase-items/${kind}/${encodeURIComponent(id)}`, body ?? {}, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

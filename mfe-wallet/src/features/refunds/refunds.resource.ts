import { api, payload } from '@platform/shared';
import type { CreateRefundRequest, Paged, PurchasedItem, RefundRequest } from '@platform/shared/contract';

export const REFUNDS_PAGE_SIZE = 20;
/** How many recent purchases the refund form offers when it was not opened from one. */
export const REFUNDABLE_CHOICES = 50;

/** GET /refund-requests/search: a member's own requests (a performer: those about her sales). */
export async function listRefunds(offset: number, limit: number): Promise<Paged<RefundRequest>> {
  return payload(await api.get<Paged<RefundRequest>>('/refund-requests/search', { params: { offset, limit, sortBy: 'createdAt', sort: 'desc' } }));
}

export async function createRefund(body: CreateRefundRequest): Promise<RefundRequest> {
  return payload(await api.post<RefundRequest>('/refund-requests', body));
}

/** Recent successful purchases the member may ask a refund for. */
export async function listRefundable(): Promise<PurchasedItem[]> {
  const page = payload(
    await api.get<Paged<PurchasedItem>>('/purchased-items/user/search', { params: { offset: 0, limit: REFUNDABLE_CHOICES, sort: 'desc' } }),
  );
  return page.data.filter((p) => p.status === 'success');
}

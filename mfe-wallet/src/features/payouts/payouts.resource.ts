import { api, type DateRange, payload, rangeParams } from '@platform/shared';
import type { CreatePayoutRequest, EarningPayout, Paged, PayoutRequest } from '@platform/shared/contract';

export type PayoutRole = 'performer' | 'studio';
export const PAYOUTS_PAGE_SIZE = 20;

/** GET /payout-requests/{performer|studio}/search: own requests, newest first. */
export async function listPayouts(role: PayoutRole, offset: number, limit: number): Promise<Paged<PayoutRequest>> {
  return payload(
    await api.get<Paged<PayoutRequest>>(`/payout-requests/${role}/search`, { params: { offset, limit, sortBy: 'createdAt', sort: 'desc' } }),
  );
}

export async function getPayout(role: PayoutRole, id: string): Promise<PayoutRequest> {
  return payload(await api.get<PayoutRequest>(`/payout-requests/${role}/${encodeURIComponent(id)}/view`));
}

/** POST /payout-requests/{role}; the key belongs to the user's action (a retry of it reuses the key). */
export async function createPayout(role: PayoutRole, body: CreatePayoutRequest, idempotencyKey: string): Promise<PayoutRequest> {
  return payload(await api.post<PayoutRequest>(`/payout-requests/${role}`, body, { headers: { 'Idempotency-Key': idempotencyKey } }));
}

/** PUT /payout-requests/{role}/{id}: only while the request is pending (the server refuses otherwise). */
export async function updatePayout(role: PayoutRole, id: string, body: Partial<CreatePayoutRequest>): Promise<PayoutRequest> {
  return payload(await api.put<PayoutRequest>(`/payout-requests/${role}/${encodeURIComponent(id)}`, body));
}

/** GET /earning/{role}/payout: what a request for the range could cover (remainingPrice = unpaid tokens). */
export async function getPayoutAvailable(role: PayoutRole, range: DateRange): Promise<EarningPayout> {
  return payload(await api.get<EarningPayout>(`/earning/${role}/payout`, { params: rangeParams(range) }));
}

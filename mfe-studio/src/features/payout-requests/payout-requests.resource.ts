import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, formatDate, payload } from '@platform/shared';
import type { Paged, PayoutRequest, PayoutStatus, StudioMember, StudioPayoutDecision } from '@platform/shared/contract';

export type { PayoutRequest, PayoutStatus };
export type Decision = StudioPayoutDecision['status'];

export const PAYOUTS_PAGE_SIZE = 20;
/** The member list's page cap: names for the requests are read from one page of this size. */
export const NAMES_LIMIT = 200;

export interface PayoutListParams {
  status: PayoutStatus | '';
  page: number;
}

export const payoutKeys = {
  all: ['studio', 'member-payouts'] as const,
  lists: () => [...payoutKeys.all, 'list'] as const,
  list: (params: PayoutListParams) => [...payoutKeys.lists(), params] as const,
  names: () => [...payoutKeys.all, 'names'] as const,
};

/** GET /payout-requests/studio/performer-request: the members' payout requests, newest first. */
export async function listMemberPayouts({ status, page }: PayoutListParams, limit = PAYOUTS_PAGE_SIZE): Promise<Paged<PayoutRequest>> {
  const params: Record<string, unknown> = { offset: (page - 1) * limit, limit, sortBy: 'createdAt', sort: 'desc' };
  if (status) params.status = status;
  return payload(await api.get<Paged<PayoutRequest>>('/payout-requests/studio/performer-request', { params }));
}

/** PUT /payout-requests/studio/update/{id} {status, adminNote?}: only a pending request can be decided. */
export async function decidePayout(id: string, decision: StudioPayoutDecision): Promise<PayoutRequest> {
  return payload(await api.put<PayoutRequest>(`/payout-requests/studio/update/${encodeURIComponent(id)}`, decision));
}

/**
 * A payout request names its performer by id only, so the names come from the member list (one page of
 * NAMES_LIMIT): performerId → name.
 */
export async function memberNames(): Promise<Record<string, string>> {
  const page = payload(await api.get<Paged<StudioMember>>('/studio/members', { params: { offset: 0, limit: NAMES_LIMIT }, quiet: true }));
  return Object.fromEntries(page.data.map((m) => [m._id, m.name || m.username]));
}

export const memberPayoutsQuery = (params: PayoutListParams) =>
  queryOptions({ queryKey: payoutKeys.list(params), queryFn: () => listMemberPayouts(params), placeholderData: keepPreviousData });

export const memberNamesQuery = () => queryOptions({ queryKey: payoutKeys.names(), queryFn: memberNames, staleTime: 5 * 60_000 });

/** "01/03/2025 – 31/03/2025", or what an open range means. */
export const period = (p: PayoutRequest): string =>
  p.fromDate || p.toDate ? `${formatDate(p.fromDate, 'DD/MM/YYYY') || '…'} – ${formatDate(p.toDate, 'DD/MM/YYYY') || '…'}` : 'All unpaid earnings';

const KIND_LABELS: Record<string, string> = { banking: 'Bank transfer', directDeposit: 'Direct deposit', paxum: 'Paxum', bitpay: 'Bitpay' };
export const paymentKindLabel = (type: string): string => KIND_LABELS[type] ?? type;

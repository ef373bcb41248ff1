import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, formatDate, payload, translate } from '@platform/shared';
import '../../i18n';
import type { MemberPayoutRequest, Paged, PayoutRequest, PayoutStatus, StudioPayoutDecision } from '@platform/shared/contract';
import { listKeys } from '../../common/list-keys';

export type { MemberPayoutRequest, PayoutRequest, PayoutStatus };
export type Decision = StudioPayoutDecision['status'];

export const PAYOUTS_PAGE_SIZE = 20;

export interface PayoutListParams {
  status: PayoutStatus | '';
  page: number;
}

export const payoutKeys = listKeys<PayoutListParams>('member-payouts');

/** GET /payout-requests/studio/performer-request: the members' payout requests, newest first, each with who asked. */
export async function listMemberPayouts({ status, page }: PayoutListParams, limit = PAYOUTS_PAGE_SIZE): Promise<Paged<MemberPayoutRequest>> {
  const params: Record<string, unknown> = { offset: (page - 1) * limit, limit, sortBy: 'createdAt', sort: 'desc' };
  if (status) params.status = status;
  return payload(await api.get<Paged<MemberPayoutRequest>>('/payout-requests/studio/performer-request', { params }));
}

/** PUT /payout-requests/studio/update/{id} {status, adminNote?}: only a pending request can be decided. */
export async function decidePayout(id: string, decision: StudioPayoutDecision): Promise<PayoutRequest> {
  return payload(await api.put<PayoutRequest>(`/payout-requests/studio/update/${encodeURIComponent(id)}`, decision));
}

export const memberPayoutsQuery = (params: PayoutListParams) =>
  queryOptions({ queryKey: payoutKeys.list(params), queryFn: () => listMemberPayouts(params), placeholderData: keepPreviousData });

/** "01/03/2025 – 31/03/2025", or what an open range means. */
export const period = (p: PayoutRequest): string =>
  p.fromDate || p.toDate
    ? translate('studio:payouts.range', { from: formatDate(p.fromDate, 'DD/MM/YYYY') || '…', to: formatDate(p.toDate, 'DD/MM/YYYY') || '…' })
    : translate('studio:payouts.allUnpaid');

const KINDS = ['banking', 'directDeposit', 'paxum', 'bitpay'];
/** The payment method's name in the interface language; an unknown one as the API gave it. */
export const paymentKindLabel = (type: string): string => (KINDS.includes(type) ? translate(`studio:payouts.kinds.${type}`) : type);

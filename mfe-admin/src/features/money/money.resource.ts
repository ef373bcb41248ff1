import { queryOptions } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type {
  AdminPayoutRequest,
  AdminReversals,
  AdminRefundRequest,
  LedgerCheck,
  Order,
  OrderStatus,
  PlatformCommissions,
  PayoutRequest,
  PayoutSource,
  PayoutStatus,
  RefundRequest,
  RefundStatus,
  SettlePayoutRequest,
  SettleRefundRequest,
} from '@platform/shared/contract';
import { getQuery, pagedQuery, pageParams } from '../../common/api-query';
import type { StatusFilter } from '../../common/paging';

/** '' is every status / every kind of account. */
export interface PayoutsFilter {
  status: PayoutStatus | '';
  source: PayoutSource | '';
  page: number;
}

export interface OrdersFilter {
  status: OrderStatus | '';
  /** The order's number or the product's name. */
  q: string;
  page: number;
}

export type RefundsFilter = StatusFilter<RefundStatus>;

export const moneyKeys = {
  all: ['admin', 'money'] as const,
  payouts: (filter: PayoutsFilter) => [...moneyKeys.all, 'payouts', filter] as const,
  refunds: (filter: RefundsFilter) => [...moneyKeys.all, 'refunds', filter] as const,
  ledger: () => [...moneyKeys.all, 'ledger'] as const,
  orders: (filter: OrdersFilter) => [...moneyKeys.all, 'orders', filter] as const,
  commissions: () => [...moneyKeys.all, 'commissions'] as const,
  chargebacks: () => [...moneyKeys.all, 'chargebacks'] as const,
};

/** GET /admin/money/chargebacks: token purchases the processor refunded or charged back, and the chargeback account. */
export const chargebacksQuery = () => getQuery<AdminReversals>(moneyKeys.chargebacks(), '/admin/money/chargebacks?limit=100');

/** GET /admin/payout-requests: newest first, each with the performer or studio who asks. */
export const payoutsQuery = (filter: PayoutsFilter) =>
  pagedQuery<AdminPayoutRequest>(moneyKeys.payouts(filter), '/admin/payout-requests', pageParams({ ...filter }));

/** Approve, pay (the note is the payment's reference) or reject; the API records it in the audit log. */
export async function settlePayout(id: string, decision: SettlePayoutRequest): Promise<PayoutRequest> {
  return payload(await api.post<PayoutRequest>(`/admin/payout-requests/${id}/settle`, decision));
}

/** GET /admin/refund-requests: newest first, each with the member who asks and the performer who sold. */
export const refundsQuery = (filter: RefundsFilter) =>
  pagedQuery<AdminRefundRequest>(moneyKeys.refunds(filter), '/admin/refund-requests', pageParams({ ...filter }));

/** Resolve (the member gets the price back) or reject; the API records it in the audit log. */
export async function settleRefund(id: string, decision: SettleRefundRequest): Promise<RefundRequest> {
  return payload(await api.post<RefundRequest>(`/admin/refund-requests/${id}/settle`, decision));
}

/** GET /admin/ledger/check: every balance recomputed from the ledger; run anew on each visit and by Run again. */
export async function checkLedger(): Promise<LedgerCheck> {
  return payload(await api.get<LedgerCheck>('/admin/ledger/check'));
}

export const ledgerQuery = () => queryOptions({ queryKey: moneyKeys.ledger(), queryFn: checkLedger, staleTime: 0, gcTime: 0 });

/** GET /admin/orders: every product order, newest first, with its buyer and seller. */
export const ordersQuery = (filter: OrdersFilter) => pagedQuery<Order>(moneyKeys.orders(filter), '/admin/orders', pageParams({ ...filter }));

/** GET /admin/money/commissions: the platform's default percentages. */
export const commissionsQuery = () => getQuery<PlatformCommissions>(moneyKeys.commissions(), '/admin/money/commissions');

/** PUT /admin/money/commissions: sales from now on are split with them (audited). */
export async function saveCommissions(commissions: PlatformCommissions): Promise<PlatformCommissions> {
  return payload(await api.put<PlatformCommissions>('/admin/money/commissions', commissions));
}

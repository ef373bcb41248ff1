import { type DateRange, formatDate, usePagedQuery } from '@platform/shared';
import type { Earning } from '@platform/shared/contract';
import { tokens, valueLabel } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { StatusBadge } from '../../common/status-badge.component';
import { EARNINGS_PAGE_SIZE, listEarnings, type EarningRole } from './earnings.resource';

const HEAD = ['date', 'from', 'type', 'gross', 'commission', 'net', 'payout'];

export function EarningsList({ role, range }: { role: EarningRole; range: DateRange }) {
  const list = usePagedQuery<Earning>(
    ['wallet', 'earnings', role, range.fromDate, range.toDate],
    (offset, limit) => listEarnings(role, range, offset, limit),
    EARNINGS_PAGE_SIZE,
  );
  return (
    <PagedTable
      list={list}
      section="earnings"
      columns={HEAD}
      cells={(e) => [
        formatDate(e.createdAt),
        e.userInfo?.displayName ?? e.userInfo?.username ?? '',
        valueLabel('type', e.type),
        tokens(e.grossPrice),
        tokens(e.commission),
        tokens(e.netPrice),
        <StatusBadge key="payout" status={e.isPaid ? 'done' : e.payoutStatus === 'none' ? 'unpaid' : e.payoutStatus} />,
      ]}
    />
  );
}

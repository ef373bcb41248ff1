import { useCallback } from 'react';
import { formatDate, usePagedList } from '@platform/shared';
import type { Earning } from '@platform/shared/contract';
import type { DateRange } from '../../common/dates';
import { humanize, tokens } from '../../common/money';
import { PagedList } from '../../common/paged-list.component';
import { StatusBadge } from '../../common/status-badge.component';
import { DataTable } from '../../common/table.component';
import { EARNINGS_PAGE_SIZE, listEarnings, type EarningRole } from './earnings.resource';

export function EarningsList({ role, range }: { role: EarningRole; range: DateRange }) {
  const fetchPage = useCallback((offset: number, limit: number) => listEarnings(role, range, offset, limit), [role, range]);
  const list = usePagedList<Earning>(fetchPage, EARNINGS_PAGE_SIZE, [role, range.fromDate, range.toDate]);
  return (
    <PagedList list={list} label="earnings" emptyTitle="No earnings in this period">
      {(items) => (
        <DataTable label="Earnings" head={['Date', 'From', 'Type', 'Gross', 'Commission', 'Net', 'Payout']}>
          {items.map((e) => (
            <tr key={e._id}>
              <td>{formatDate(e.createdAt)}</td>
              <td>{e.userInfo?.displayName ?? e.userInfo?.username ?? ''}</td>
              <td>{humanize(e.type)}</td>
              <td>{tokens(e.grossPrice)}</td>
              <td>{tokens(e.commission)}</td>
              <td>{tokens(e.netPrice)}</td>
              <td>{e.isPaid ? <StatusBadge status="done" /> : <StatusBadge status={e.payoutStatus === 'none' ? 'unpaid' : e.payoutStatus} />}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}

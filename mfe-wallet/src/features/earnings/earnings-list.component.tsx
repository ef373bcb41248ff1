import { useCallback } from 'react';
import { type DateRange, formatDate, usePagedList } from '@platform/shared';
import type { Earning } from '@platform/shared/contract';
import { tokens, valueLabel } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { StatusBadge } from '../../common/status-badge.component';
import { EARNINGS_PAGE_SIZE, listEarnings, type EarningRole } from './earnings.resource';
import { useTexts } from '../../i18n';

const HEAD = ['date', 'from', 'type', 'gross', 'commission', 'net', 'payout'];

export function EarningsList({ role, range }: { role: EarningRole; range: DateRange }) {
  const { t } = useTexts();
  const fetchPage = useCallback((offset: number, limit: number) => listEarnings(role, range, offset, limit), [role, range]);
  const list = usePagedList<Earning>(fetchPage, EARNINGS_PAGE_SIZE, [role, range.fromDate, range.toDate]);
  return (
    <PagedTable
      list={list}
      summary={(shown, total) => t('earnings.showing', { shown, total })}
      emptyTitle={t('earnings.empty')}
      table={t('earnings.table')}
      head={HEAD.map((h) => t(`earnings.head.${h}`))}
      row={(e) => ({
        key: e._id,
        cells: [
          formatDate(e.createdAt),
          e.userInfo?.displayName ?? e.userInfo?.username ?? '',
          valueLabel('type', e.type),
          tokens(e.grossPrice),
          tokens(e.commission),
          tokens(e.netPrice),
          <StatusBadge key="payout" status={e.isPaid ? 'done' : e.payoutStatus === 'none' ? 'unpaid' : e.payoutStatus} />,
        ],
      })}
    />
  );
}

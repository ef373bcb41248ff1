import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorState,
  formatCount,
  getServerMessage,
  LoadingState,
  PHONE_MAX,
  ResponsiveTable,
  type TableRow,
  type PagedQuery,
} from '@platform/shared';
import { useTexts } from '../i18n';

export type PagedListHandle<T> = PagedQuery<T>;

/**
 * The four states every wallet list has: loading, error (with Retry), empty, and the items as a table (one row
 * per item, named `table`) with "Load more" (limit/offset paging; a failed next page keeps the items and
 * offers its own retry). The table is the shared ResponsiveTable: a list of cards on phones.
 */
export function PagedTable<T>({
  list,
  emptyTitle,
  emptyDescription,
  summary,
  table,
  head,
  row,
}: {
  list: PagedListHandle<T>;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** The "Showing n of total …" line, from the shown and total counts (already formatted). */
  summary: (shown: string, total: string) => string;
  /** The table's accessible name. */
  table: string;
  head: string[];
  row: (item: T) => TableRow;
}) {
  const { t } = useTexts();
  if (list.status === 'loading') return <LoadingState />;
  if (list.status === 'error') return <ErrorState message={getServerMessage(list.error)} onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <>
      <ResponsiveTable label={table} head={head} rows={list.items.map(row)} />
      <Footer>
        <span>{summary(formatCount(list.items.length), formatCount(list.total))}</span>
        {list.moreError ? (
          <ErrorState message={getServerMessage(list.moreError)} onRetry={list.loadMore} retryLabel={t('list.retryMore')} />
        ) : (
          list.hasMore && (
            <Button onClick={list.loadMore} busy={list.loadingMore}>
              {t('list.loadMore')}
            </Button>
          )
        )}
      </Footer>
    </>
  );
}

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin: 16px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  @media (max-width: ${PHONE_MAX}) {
    align-items: stretch;
    button {
      min-height: 44px;
    }
  }
`;

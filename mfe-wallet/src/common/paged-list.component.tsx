import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorState,
  formatCount,
  getServerMessage,
  LoadingState,
  ResponsiveTable,
  type TableRow,
  type usePagedList,
} from '@platform/shared';

export type PagedListHandle<T> = ReturnType<typeof usePagedList<T>>;

/**
 * The four states every wallet list has: loading, error (with Retry), empty, and the items as a table (one row
 * per item, named `table`) with "Load more" (limit/offset paging; a failed next page keeps the items and
 * offers its own retry).
 */
export function PagedTable<T>({
  list,
  emptyTitle,
  emptyDescription,
  label,
  table,
  head,
  row,
}: {
  list: PagedListHandle<T>;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** What the items are, for the "Showing n of total" line. */
  label: string;
  /** The table's accessible name. */
  table: string;
  head: string[];
  row: (item: T) => TableRow;
}) {
  if (list.status === 'loading') return <LoadingState />;
  if (list.status === 'error') return <ErrorState message={getServerMessage(list.error)} onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <>
      <ResponsiveTable label={table} head={head} rows={list.items.map(row)} />
      <Footer>
        <span>
          Showing {formatCount(list.items.length)} of {formatCount(list.total)} {label}
        </span>
        {list.moreError ? (
          <ErrorState message={getServerMessage(list.moreError)} onRetry={list.loadMore} retryLabel="Retry loading more" />
        ) : (
          list.hasMore && (
            <Button onClick={list.loadMore} busy={list.loadingMore}>
              Load more
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
`;

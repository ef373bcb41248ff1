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
  type PagedQuery,
} from '@platform/shared';
import { useTexts, WALLET_TEXTS } from '../i18n';

export type PagedListHandle<T> = PagedQuery<T>;

/**
 * A list whose texts sit in one catalog section: `<section>.showing`, `<section>.table`, `<section>.head.<column>`,
 * and for no items `<section>.empty.title` with `<section>.empty.description` where the catalog has one.
 */
interface SectionTexts {
  section: string;
  columns: string[];
  /** A last column without a heading (links to act on the row). */
  actionsColumn?: boolean;
  /** Said under the empty title instead of `<section>.empty.description`. */
  emptyDescription?: ReactNode;
}

/** A list whose texts are given already translated. */
interface OwnTexts {
  /** The "Showing n of total …" line, from the shown and total counts (already formatted). */
  summary: (shown: string, total: string) => string;
  /** The table's accessible name. */
  table: string;
  head: string[];
  emptyTitle: string;
  emptyDescription?: ReactNode;
}

/**
 * The four states every wallet list has: loading, error (with Retry), empty, and the items as a table (one row
 * per item, keyed by its `_id`, named `table`) with "Load more" (limit/offset paging; a failed next page keeps
 * the items and offers its own retry). The table is the shared ResponsiveTable: a list of cards on phones.
 */
export function PagedTable<T extends { _id: string }>({
  list,
  cells,
  ...texts
}: {
  list: PagedListHandle<T>;
  cells: (item: T) => ReactNode[];
} & (SectionTexts | OwnTexts)) {
  const { t, i18n } = useTexts();
  const { summary, table, head, emptyTitle, emptyDescription } =
    'section' in texts ? sectionTexts(t, (key) => i18n.exists(key, { ns: WALLET_TEXTS }), texts) : texts;
  if (list.status === 'loading') return <LoadingState />;
  if (list.status === 'error') return <ErrorState message={getServerMessage(list.error)} onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <>
      <ResponsiveTable label={table} head={head} rows={list.items.map((item) => ({ key: item._id, cells: cells(item) }))} />
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

function sectionTexts(
  t: ReturnType<typeof useTexts>['t'],
  exists: (key: string) => boolean,
  { section, columns, actionsColumn, emptyDescription }: SectionTexts,
): OwnTexts {
  const description = `${section}.empty.description`;
  return {
    summary: (shown, total) => t(`${section}.showing`, { shown, total }),
    table: t(`${section}.table`),
    head: [...columns.map((c) => t(`${section}.head.${c}`)), ...(actionsColumn ? [''] : [])],
    emptyTitle: t(`${section}.empty.title`),
    emptyDescription: emptyDescription ?? (exists(description) ? t(description) : undefined),
  };
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

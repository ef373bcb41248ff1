import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, LoadingState, Pager } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';
import { useTexts } from '../i18n';
import { PAGE_SIZE } from './paging';

/**
 * One page of a back-office list in its states: loading, the server's error with Retry, nothing found, or the
 * total, the rows and the pager. While the next page loads the previous one stays, marked busy.
 */
export function PagedList<T>({
  query,
  label,
  empty,
  page,
  onPage,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
  label: string;
  empty: string;
  page: number;
  onPage(page: number): void;
  children(items: T[]): ReactNode;
}) {
  const { t } = useTexts();
  if (query.isError && !query.isFetching) return <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState text={t('loading')} />;
  if (query.data.data.length === 0) return <EmptyState title={empty} />;
  return (
    <section aria-label={label} aria-busy={query.isFetching}>
      <p>{t('total', { count: query.data.total })}</p>
      {children(query.data.data)}
      <Pager page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={onPage} />
    </section>
  );
}

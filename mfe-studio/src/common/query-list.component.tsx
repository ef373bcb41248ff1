import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, LoadingState } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';
import { Pager } from './pager.component';

/**
 * One page of a list in its states: searching, then the total and the items (with the pager), or the
 * error with Retry (a 403 reads 'Нет доступа'), or the empty state. While another page or search loads,
 * the previous answer stays on screen, marked busy.
 */
export function QueryList<T>({
  query,
  label,
  nouns,
  empty,
  page,
  pageSize,
  onPage,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
  label: string;
  nouns: [one: string, many: string];
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  page: number;
  pageSize: number;
  onPage(page: number): void;
  children(items: T[]): ReactNode;
}) {
  const data = query.data;
  if (query.isError && !query.isFetching) return <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!data) return <LoadingState text="Searching…" />;
  if (data.data.length === 0) return <EmptyState title={empty.title} description={empty.description} action={empty.action} />;
  return (
    <section aria-label={label} aria-busy={query.isFetching}>
      <Total>
        <span>
          {data.total} {data.total === 1 ? nouns[0] : nouns[1]}
        </span>
        {query.isFetching && <span role="status"> · Searching…</span>}
      </Total>
      {children(data.data)}
      <Pager page={page} pageSize={pageSize} total={data.total} onPage={onPage} />
    </section>
  );
}

const Total = styled.p`
  margin: 4px 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

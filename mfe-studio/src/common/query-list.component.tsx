import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, LoadingState, Pager, QueryError } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';
import { useTexts } from '../i18n';

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
  /** The total's plural key in the 'studio' namespace: 'nouns.members' → '2 members'. */
  nouns: 'nouns.members' | 'nouns.payoutRequests';
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  page: number;
  pageSize: number;
  onPage(page: number): void;
  children(items: T[]): ReactNode;
}) {
  const { t } = useTexts();
  const data = query.data;
  // getServerMessage translates known server messages; a 403 reads 'Нет доступа' in both languages.
  if (query.isError && !query.isFetching) return <QueryError query={query} />;
  if (!data) return <LoadingState text={t('searching')} />;
  if (data.data.length === 0) return <EmptyState title={empty.title} description={empty.description} action={empty.action} />;
  return (
    <section aria-label={label} aria-busy={query.isFetching}>
      <Total>
        <span>{t(nouns, { count: data.total })}</span>
        {query.isFetching && <span role="status">{t('stillSearching')}</span>}
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

/** QueryList's pager props for a list whose params (with their page) go through `apply`. */
export const pagingOf = <P extends { page: number }>(params: P, apply: (next: P) => void, pageSize: number) => ({
  page: params.page,
  pageSize,
  onPage: (page: number) => apply({ ...params, page }),
});

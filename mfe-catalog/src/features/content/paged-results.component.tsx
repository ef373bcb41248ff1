import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, LoadingState, Pager } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { CardGrid, Muted } from './content-ui';

interface Props<T> {
  query: UseQueryResult<Paged<T>>;
  /** The list's accessible name ("Videos"), the catalog key of its count ('videos.count': "1 video", "5 videos") and what an empty answer says. */
  label: string;
  countKey: string;
  empty: { title: string; description?: string };
  page: number;
  pageSize: number;
  onPage(page: number): void;
  card(item: T): ReactNode;
}

/** One page of a catalogue list in its states: loading, error with Retry, empty, or the count, the cards and the pager. */
export function PagedResults<T>({ query, label, countKey, empty, page, pageSize, onPage, card }: Props<T>) {
  const { t } = useTexts();
  const data = query.data;
  if (!data) {
    if (query.isError) return <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />;
    return <LoadingState />;
  }
  if (data.data.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <section aria-label={label} aria-busy={query.isFetching}>
      <Muted>{t(countKey, { count: data.total })}</Muted>
      <CardGrid>{data.data.map(card)}</CardGrid>
      <Pager page={page} pageSize={pageSize} total={data.total} onPage={onPage} />
    </section>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { useInfiniteQuery } from '@tanstack/react-query';
import { bus, EmptyState, ErrorState, getServerMessage, LoadingState, PHONE_MAX, useBusState } from '@platform/shared';
import { useTexts } from '../../i18n';
import { LoadMore } from './load-more.component';
import { PerformerCard } from './performer-card.component';
import { PerformerFilters } from './performer-filters.component';
import { performerListQuery, performersOf } from './performer-list.query';
import { NO_FILTERS, withoutSelf, type PerformerFilters as Filters } from './performers.resource';
import { useLiveCatalog } from './use-live-catalog';

/**
 * Performer grid with filters and "Load more" (limit/offset paging), used by home and /performers. It follows
 * who goes live or offline without a reload (see useLiveCatalog).
 */
export function PerformerList({ pageSize }: { pageSize: number }) {
  const { t } = useTexts();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const auth = useBusState(bus.auth);
  const selfId = auth.status === 'signed-in' && auth.role === 'performer' ? auth.user._id : null;
  const pollMs = useLiveCatalog();
  const query = useInfiniteQuery({ ...performerListQuery(filters, pageSize), refetchInterval: pollMs, refetchIntervalInBackground: false });
  const loaded = performersOf(query.data);
  const { items, total } = withoutSelf(loaded.items, loaded.total, selfId);
  // A failed background refetch keeps the grid on screen; only a grid with nothing to show is an error.
  const list = {
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    error: query.error,
    retry: () => void query.refetch(),
  };

  return (
    <section aria-label={t('performers.region')}>
      <PerformerFilters value={filters} onChange={setFilters} />
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState message={getServerMessage(list.error)} onRetry={list.retry} />}
      {list.status === 'ready' && items.length === 0 && <EmptyState title={t('performers.none')} />}
      {list.status === 'ready' && items.length > 0 && (
        <>
          <Count>{t('performers.count', { count: total })}</Count>
          <PerformerGrid>
            {items.map((p) => (
              <PerformerCard key={p._id} performer={p} />
            ))}
          </PerformerGrid>
          <LoadMore query={query} />
        </>
      )}
    </section>
  );
}

const Count = styled.p`
  margin: 4px 0 12px;
  color: ${(p) => p.theme.colors.textMuted};
`;

export const PerformerGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  /* phones (360–414 px): two big cards a row, each one link from edge to edge */
  @media (max-width: ${PHONE_MAX}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
  }
`;

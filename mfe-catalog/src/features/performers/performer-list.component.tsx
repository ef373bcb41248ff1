import { useState } from 'react';
import styled from 'styled-components';
import { bus, Button, EmptyState, ErrorState, getServerMessage, LoadingState, useBusState, usePagedList } from '@platform/shared';
import { PerformerCard } from './performer-card.component';
import { PerformerFilters } from './performer-filters.component';
import { findPerformers, NO_FILTERS, withoutSelf, type PerformerFilters as Filters } from './performers.resource';

/** Performer grid with filters and "Load more" (limit/offset paging), used by home and /performers. */
export function PerformerList({ pageSize }: { pageSize: number }) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const auth = useBusState(bus.auth);
  const selfId = auth.status === 'signed-in' && auth.role === 'performer' ? auth.user._id : null;
  const list = usePagedList((offset, limit) => findPerformers(filters, offset, limit), pageSize, [filters.q, filters.gender, filters.category]);
  const { items, total } = withoutSelf(list.items, list.total, selfId);

  return (
    <section aria-label="Performers">
      <PerformerFilters value={filters} onChange={setFilters} />
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState message={getServerMessage(list.error)} onRetry={list.retry} />}
      {list.status === 'ready' && items.length === 0 && <EmptyState title="No performers found" />}
      {list.status === 'ready' && items.length > 0 && (
        <>
          <Count>
            {total} {total === 1 ? 'performer' : 'performers'}
          </Count>
          <Grid>
            {items.map((p) => (
              <PerformerCard key={p._id} performer={p} />
            ))}
          </Grid>
          {list.moreError ? (
            <ErrorState message={getServerMessage(list.moreError)} onRetry={list.loadMore} />
          ) : (
            list.hasMore && (
              <More>
                <Button type="button" onClick={list.loadMore} disabled={list.loadingMore}>
                  {list.loadingMore ? 'Loading…' : 'Load more'}
                </Button>
              </More>
            )
          )}
        </>
      )}
    </section>
  );
}

const Count = styled.p`
  margin: 4px 0 12px;
  color: #666;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin: 20px 0;
`;

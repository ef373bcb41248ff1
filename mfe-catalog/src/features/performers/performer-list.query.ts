import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { performerKeys } from '@platform/shared';
import type { Paged, Performer } from '@platform/shared/contract';
import { findPerformers, type PerformerFilters } from './performers.resource';

export type PerformerPages = InfiniteData<Paged<Performer>>;

/** The catalogue's grids in the page's query cache, under the shared performers prefix. */
export const catalogKeys = {
  lists: () => [...performerKeys.all, 'catalog'] as const,
  list: (filters: PerformerFilters, pageSize: number) =>
    [...performerKeys.all, 'catalog', { q: filters.q, gender: filters.gender, category: filters.category }, pageSize] as const,
};

const loadedCount = (pages: Paged<Performer>[]) => pages.reduce((n, page) => n + page.data.length, 0);

/** limit/offset pages of the grid; "Load more" asks from the number already loaded. */
export const performerListQuery = (filters: PerformerFilters, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.list(filters, pageSize),
    queryFn: ({ pageParam }) => findPerformers(filters, pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return last.data.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

/**
 * The grid's performers in order, each once: a refetch after someone went live can shift her across a page
 * boundary, so offset pages may overlap.
 */
export function performersOf(data: PerformerPages | undefined): { items: Performer[]; total: number } {
  if (!data || data.pages.length === 0) return { items: [], total: 0 };
  const seen = new Set<string>();
  const items = data.pages.flatMap((page) => page.data).filter((p) => !seen.has(p._id) && !!seen.add(p._id));
  return { items, total: data.pages[data.pages.length - 1].total };
}

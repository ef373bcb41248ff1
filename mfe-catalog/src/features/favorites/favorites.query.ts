import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Paged, Performer } from '@platform/shared/contract';
import { catalogKeys, type PerformerPages } from '../performers/performer-list.query';
import { listFavorites } from './favorites.resource';

/**
 * The member's favourites sit under the catalogue grids' prefix (catalogKeys.lists()) and have their shape
 * (limit/offset pages of performers), so useLiveCatalog puts a streaming status event on her card at once and
 * asks the list again, as it does for every grid.
 */
export const favoritesKey = (memberId: string, pageSize: number) => [...catalogKeys.lists(), 'favorites', memberId, pageSize] as const;

const loadedCount = (pages: Paged<Performer>[]) => pages.reduce((n, page) => n + page.data.length, 0);

export const favoritesQuery = (memberId: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: favoritesKey(memberId, pageSize),
    queryFn: ({ pageParam }) => listFavorites(pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return last.data.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

/** The list without her, at once (the refetch that follows confirms it). */
export function withoutPerformer(data: PerformerPages | undefined, performerId: string): PerformerPages | undefined {
  if (!data || !data.pages.some((page) => page.data.some((p) => p._id === performerId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      data: page.data.filter((p) => p._id !== performerId),
      total: Math.max(0, page.total - 1),
    })),
  };
}

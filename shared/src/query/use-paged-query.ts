import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Paged } from '../contract';

/**
 * limit/offset paging with "Load more" over the query cache: the first page loads for `queryKey` (a new key is a
 * new search), later pages append. A failed next page keeps the items and is retried by `loadMore`.
 */
export function usePagedQuery<T, P extends Paged<T> = Paged<T>>(
  queryKey: QueryKey,
  fetchPage: (offset: number, limit: number) => Promise<P>,
  limit: number,
) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, { limit }],
    queryFn: ({ pageParam }) => fetchPage(pageParam, limit),
    initialPageParam: 0,
    getNextPageParam: (last: P, pages: P[]) => {
      const loaded = pages.reduce((count, page) => count + page.data.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
  const pages = query.data?.pages ?? [];
  const failedFirst = query.isError && !query.isFetchNextPageError;
  return {
    status: query.data ? 'ready' : failedFirst && !query.isFetching ? 'error' : 'loading',
    items: pages.flatMap((page) => page.data),
    /** The last page answered (with whatever else its answer says). */
    lastPage: pages.at(-1),
    /** Server total of the last page answered. */
    total: pages.at(-1)?.total ?? 0,
    error: failedFirst ? query.error : null,
    loadingMore: query.isFetchingNextPage,
    moreError: query.isFetchNextPageError ? query.error : null,
    hasMore: !!query.data && query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  } as const;
}

export type PagedQuery<T> = ReturnType<typeof usePagedQuery<T>>;

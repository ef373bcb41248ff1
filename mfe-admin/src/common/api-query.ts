import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';
import { offsetOf, PAGE_SIZE } from './paging';

/** A GET whose answer is read afresh on every visit unless told how long it keeps. */
export const getQuery = <T>(queryKey: QueryKey, url: string, staleTime = 0) =>
  queryOptions({ queryKey, queryFn: async () => payload(await api.get<T>(url)), staleTime });

/** A filter's query parameters without the empty ones, and its page as `limit` and `offset`. */
export const pageParams = ({ page, ...rest }: { page: number } & Record<string, string | number>) => ({
  ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== '')),
  limit: PAGE_SIZE,
  offset: offsetOf(page),
});

/** One page of a filtered list; while the next page loads the previous one stays. */
export const pagedQuery = <T>(queryKey: QueryKey, url: string, params: ReturnType<typeof pageParams>) =>
  queryOptions({
    queryKey,
    queryFn: async () => payload(await api.get<Paged<T>>(url, { params })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

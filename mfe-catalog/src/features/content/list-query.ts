/** One order a list offers: `value` is the API's `sortBy:sort`; `key` names its text (catalog:sort.<key>). */
export interface SortOption {
  value: string;
  key: string;
}

/** The orders the catalogue lists offer; each list picks its own, its first being the default. */
export const SORT = {
  newest: { value: 'createdAt:desc', key: 'newest' },
  oldest: { value: 'createdAt:asc', key: 'oldest' },
  mostViewed: { value: 'views:desc', key: 'mostViewed' },
  cheapest: { value: 'token:asc', key: 'cheapest' },
  dearest: { value: 'token:desc', key: 'dearest' },
  longest: { value: 'duration:desc', key: 'longest' },
  titleAz: { value: 'title:asc', key: 'titleAz' },
  nameAz: { value: 'name:asc', key: 'nameAz' },
} as const;

/** `limit` and `offset` of a 1-based page. */
export const pageWindow = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** `sortBy` and `sort` of an order the list offers; any other value (an old or edited link) reads as its default. */
export function sortParams(sorts: readonly SortOption[], value: string) {
  const [sortBy, sort] = (sorts.some((s) => s.value === value) ? value : sorts[0].value).split(':');
  return { sortBy, sort: sort as 'asc' | 'desc' };
}

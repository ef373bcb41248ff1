/** One order a list offers: `value` is the API's `sortBy:sort`. */
export interface SortOption {
  value: string;
  label: string;
}

/** The orders the catalogue lists offer; each list picks its own, its first being the default. */
export const SORT = {
  newest: { value: 'createdAt:desc', label: 'Newest' },
  oldest: { value: 'createdAt:asc', label: 'Oldest' },
  mostViewed: { value: 'views:desc', label: 'Most viewed' },
  cheapest: { value: 'token:asc', label: 'Price: low to high' },
  dearest: { value: 'token:desc', label: 'Price: high to low' },
  longest: { value: 'duration:desc', label: 'Longest' },
  titleAz: { value: 'title:asc', label: 'Title A–Z' },
  nameAz: { value: 'name:asc', label: 'Name A–Z' },
} as const;

/** `limit` and `offset` of a 1-based page. */
export const pageWindow = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** `sortBy` and `sort` of an order the list offers; any other value (an old or edited link) reads as its default. */
export function sortParams(sorts: readonly SortOption[], value: string) {
  const [sortBy, sort] = (sorts.some((s) => s.value === value) ? value : sorts[0].value).split(':');
  return { sortBy, sort: sort as 'asc' | 'desc' };
}

import { useState } from 'react';

/** A list's filter with its page: `paging` is what the list's pager needs (a new filter starts at page 1 by its caller). */
export function usePagedFilter<F extends { page: number }>(initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  const paging = { page: filter.page, onPage: (page: number) => setFilter({ ...filter, page }) };
  return { filter, setFilter, paging };
}

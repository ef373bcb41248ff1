/** A list's filter by one status ('' is every status) and its page. */
export type StatusFilter<S extends string> = { status: S | ''; page: number };

/** Rows per page of the back office's lists. */
export const PAGE_SIZE = 20;

/** The API's `offset` of a 1-based page. */
export const offsetOf = (page: number) => (page - 1) * PAGE_SIZE;

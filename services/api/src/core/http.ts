import type { ApiEnvelope, Paged } from '@platform/shared/contract';

/** Success envelope of every call (HTTP 200, also for POST). */
export const ok = <T>(data: T): ApiEnvelope<T> => ({ status: 0, data });

export const paged = <T>(data: T[], total: number): Paged<T> => ({ data, total });

export const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

/** Shared query-string schema of paged lists (SPEC.md §9: offset default 0, sort desc unless 'asc'). */
export const listQuerySchema = (defaultLimit: number, maxLimit = 1000) => ({
  q: { type: 'string', maxLength: 200 },
  limit: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit },
  offset: { type: 'integer', minimum: 0, default: 0 },
  sortBy: { type: 'string', maxLength: 50 },
  sort: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC', '1', '-1'] },
});

/** A paged list's query string once `listQuerySchema` has applied its defaults. */
export interface ListQueryString {
  q?: string;
  limit: number;
  offset: number;
  sortBy?: string;
  sort?: string;
}

export const sortDirection = (sort: unknown) => (typeof sort === 'string' && (sort.toLowerCase() === 'asc' || sort === '1') ? 'ASC' : 'DESC');

/** `%term%` for ILIKE with the wildcard characters of the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

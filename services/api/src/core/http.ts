import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { ApiEnvelope, ApiErrorBody, Paged, StringEnum } from '@platform/shared/contract';

/** Success envelope of every call (HTTP 200, also for POST). */
export const ok = <T>(data: T): ApiEnvelope<T> => ({ status: 0, data });

export const paged = <T>(data: T[], total: number): Paged<T> => ({ data, total });

export const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

/** Response schemas of a route answering `{status: 0, data}` with `data` of the given shape. */
export const okResponse = <T extends TSchema>(data: T) => ({ 200: ApiEnvelope(data) });

/** Response schemas of a paged list: `{status: 0, data: {data: T[], total}}`. */
export const pagedResponse = <T extends TSchema>(item: T) => okResponse(Paged(item));

/** Error answers every route may give; added to each route that does not declare its own. */
export const errorResponses = { '4xx': ApiErrorBody, '5xx': ApiErrorBody } as const;

// Beyond this an OFFSET only burns the database's time (and 1e20 would overflow its integers).
export const MAX_OFFSET = 1_000_000;

export const SORT_DIRECTIONS = ['asc', 'desc', 'ASC', 'DESC', '1', '-1'] as const;

/**
 * Query string of a paged list: `q`, `limit` (default per list, capped), `offset` (default 0), `sortBy` from the
 * list's own whitelist and `sort`. Anything else is answered 400 by the validator, never reaches SQL.
 */
export function listQuery<S extends string, P extends TProperties = {}>(
  options: { defaultLimit: number; maxLimit?: number; sortBy: readonly S[] },
  extra: P = {} as P,
) {
  return Type.Object({
    q: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Integer({ minimum: 1, maximum: options.maxLimit ?? 1000, default: options.defaultLimit }),
    offset: Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 }),
    sortBy: Type.Optional(StringEnum(options.sortBy)),
    sort: Type.Optional(StringEnum(SORT_DIRECTIONS)),
    ...extra,
  });
}

export const sortDirection = (sort: unknown): 'ASC' | 'DESC' =>
  typeof sort === 'string' && (sort.toLowerCase() === 'asc' || sort === '1') ? 'ASC' : 'DESC';

/** `%term%` for ILIKE with the wildcard characters of the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** @deprecated until every list uses `listQuery`: the old JSON-schema form of a paged list's query string. */
export const listQuerySchema = (defaultLimit: number, maxLimit = 1000) => ({
  q: { type: 'string', maxLength: 200 },
  limit: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit },
  offset: { type: 'integer', minimum: 0, default: 0 },
  sortBy: { type: 'string', maxLength: 50 },
  sort: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC', '1', '-1'] },
});

/** @deprecated see listQuerySchema */
export interface ListQueryString {
  q?: string;
  limit: number;
  offset: number;
  sortBy?: string;
  sort?: string;
}

import { Type, type Static, type TObject, type TProperties, type TSchema, type TString } from '@sinclair/typebox';
import { ApiEnvelope, ApiErrorBody, Paged, StringEnum } from '@platform/shared/contract';

/** Success envelope of every call (HTTP 200, also for POST). */
export const ok = <T>(data: T): ApiEnvelope<T> => ({ status: 0, data });

export const paged = <T>(data: T[], total: number): Paged<T> => ({ data, total });

export const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

/** Response schemas of a route answering `{status: 0, data}` with `data` of the given shape. */
export const okResponse = <T extends TSchema>(data: T) => ({ 200: ApiEnvelope(data) });

/** Response schemas of a paged list: `{status: 0, data: {data: T[], total}}`. */
export const pagedResponse = <T extends TSchema>(item: T) => okResponse(Paged(item));

/** A JSON body the client may leave out: Fastify validates a missing body as `null`. */
export const optionalBody = <T extends TObject>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });

/** Response schemas of a route answering an HTML page (not the JSON envelope) with each of the given statuses. */
export const htmlResponse = <const C extends number>(...statuses: C[]) =>
  Object.fromEntries(statuses.map((status) => [status, { content: { 'text/html': { schema: Type.String() } } }])) as Record<
    C,
    { content: { 'text/html': { schema: TString } } }
  >;

/** Error answers every route may give; added to each route that does not declare its own. */
export const errorResponses = { '4xx': ApiErrorBody, '5xx': ApiErrorBody } as const;

// Beyond this an OFFSET only burns the database's time (and 1e20 would overflow its integers).
export const MAX_OFFSET = 1_000_000;

export const SORT_DIRECTIONS = ['asc', 'desc', 'ASC', 'DESC', '1', '-1'] as const;

/**
 * Query string of a paged list: `q`, `limit` (default per list, capped), `offset` (default 0), `sortBy` from the
 * list's own whitelist and `sort`. Anything else is answered 400 by the validator, never reaches SQL.
 */
export function listQuery<S extends string, P extends TProperties = Record<never, never>>(
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

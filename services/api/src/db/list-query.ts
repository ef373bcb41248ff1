import { likePattern, sortDirection } from '../core/http';
import type { Queryable } from './db.types';

/** Collects the conditions and the bound parameters of one SQL query; `param` returns the placeholder. */
export class SqlWhere {
  readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  get sql(): string {
    return this.conditions.length ? this.conditions.join(' AND ') : 'TRUE';
  }
}

/** How one list reads: its FROM clause, the columns it may sort by and search in. */
export interface ListSpec {
  /** `performers p`, or a join. */
  from: string;
  select?: string;
  /** `sortBy` value → SQL expression (or several, all in the chosen direction). Only these keys are ever put into SQL. */
  sortable: Record<string, string | readonly string[]>;
  defaultSortBy: string;
  /** Direction when the caller names neither `sortBy` nor `sort` (default DESC). */
  defaultSort?: 'ASC' | 'DESC';
  /** Keeps pages stable when sort values tie (default `id`). */
  tieBreaker?: string;
  /** A fixed direction for the tie-breaker, for lists whose ties always read one way (default: the sort direction). */
  tieBreakerDirection?: 'ASC' | 'DESC';
  /** Expressions matched by `q` with ILIKE. */
  searchIn?: string[];
  /** A search condition of its own (over joined rows, say), given the placeholder that holds `%q%`; replaces `searchIn`. */
  searchWhere?: (pattern: string) => string;
}

export interface ListParams {
  q?: string;
  limit: number;
  offset: number;
  sortBy?: string;
  sort?: string;
}

/** ORDER BY of a list: a whitelisted column (unknown names fall back to the default), then the tie-breaker. */
export function orderBy(spec: ListSpec, params: Pick<ListParams, 'sortBy' | 'sort'>): string {
  const key = params.sortBy && Object.hasOwn(spec.sortable, params.sortBy) ? params.sortBy : spec.defaultSortBy;
  const direction = params.sortBy || params.sort ? sortDirection(params.sort) : (spec.defaultSort ?? 'DESC');
  const nulls = direction === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST';
  const sortKeys = [spec.sortable[key]].flat().map((expression) => `${expression} ${direction} ${nulls}`);
  return `${sortKeys.join(', ')}, ${spec.tieBreaker ?? 'id'} ${spec.tieBreakerDirection ?? direction}`;
}

/** Adds the list's `q` search (its own condition, or ILIKE over `searchIn`) to `where`. */
function applySearch(spec: ListSpec, where: SqlWhere, params: ListParams): void {
  const term = params.q?.trim();
  if (term && spec.searchWhere) {
    where.and(`(${spec.searchWhere(where.param(likePattern(term)))})`);
  } else if (term && spec.searchIn?.length) {
    const pattern = where.param(likePattern(term));
    where.and(`(${spec.searchIn.map((column) => `${column} ILIKE ${pattern}`).join(' OR ')})`);
  }
}

/** One page of a list and the total count, with the list's search, sort and paging applied. */
export async function listPage<Row>(db: Queryable, spec: ListSpec, where: SqlWhere, params: ListParams): Promise<{ rows: Row[]; total: number }> {
  applySearch(spec, where, params);
  const filterParams = [...where.params];
  const limit = where.param(params.limit);
  const offset = where.param(params.offset);
  const [list, count] = await Promise.all([
    db.query<Row>(
      `SELECT ${spec.select ?? '*'} FROM ${spec.from} WHERE ${where.sql} ORDER BY ${orderBy(spec, params)} LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${spec.from} WHERE ${where.sql}`, filterParams),
  ]);
  return { rows: list.rows, total: count.rows[0].total };
}

/**
 * `listPage` in one round trip: the total and the page come back as one row, the page as a JSON array built by the
 * database. Same filters, order, paging and total; the rows carry the same columns, with timestamps as ISO strings
 * and numerics as numbers (so only for mappers that read both). Two statements per request cost twice the
 * per-query overhead, and the embedded PGlite decodes each field of each row in JavaScript (27 × 120 for /media):
 * one JSON value is decoded by a single JSON.parse. The sort expressions must name the page's alias `a`.
 */
export async function listPageAsJson<Row>(
  db: Queryable,
  spec: ListSpec,
  where: SqlWhere,
  params: ListParams,
): Promise<{ rows: Row[]; total: number }> {
  applySearch(spec, where, params);
  const limit = where.param(params.limit);
  const offset = where.param(params.offset);
  const order = orderBy(spec, params);
  const { rows } = await db.query<{ total: number; page: Row[] | string }>(
    `SELECT (SELECT count(*)::int FROM ${spec.from} WHERE ${where.sql}) AS total,
       (SELECT COALESCE(json_agg(a ORDER BY ${order}), '[]'::json)
          FROM (SELECT ${spec.select ?? '*'} FROM ${spec.from} WHERE ${where.sql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) a) AS page`,
    where.params,
  );
  const page = rows[0].page;
  return { rows: typeof page === 'string' ? (JSON.parse(page) as Row[]) : page, total: rows[0].total };
}

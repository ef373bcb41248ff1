import type { Paged } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { paged } from '../../core/http';

export interface PageQuery<R, T> {
  /** `SELECT … FROM … WHERE …` without ORDER BY / LIMIT; parameters $1…$n in `params`. */
  sql: string;
  params: unknown[];
  orderBy: string;
  limit: number;
  offset: number;
  map: (row: R) => T;
}

/** One page of a list plus its total (`{data, total}`), the total counted even past the last page. */
export async function pageOf<R, T>(db: Queryable, q: PageQuery<R, T>): Promise<Paged<T>> {
  const n = q.params.length;
  const { rows } = await db.query<R & { __total: number }>(
    `SELECT page.*, count(*) OVER ()::int AS __total FROM (${q.sql}) page ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...q.params, q.limit, q.offset],
  );
  let total = rows[0]?.__total;
  if (total === undefined) {
    total = q.offset > 0 ? (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${q.sql}) page`, q.params)).rows[0].n : 0;
  }
  return paged(rows.map(q.map), total);
}

import type { Gender, StreamingStatus } from '@platform/shared/contract';
import { likePattern } from '../../core/http';
import type { Queryable } from '../../db/db';
import { isObjectId } from '../../db/ids';
import type { PerformerRow } from './performers.mapper';

export interface PerformerSearch {
  q?: string;
  limit: number;
  offset: number;
  sortBy?: string;
  sort: 'ASC' | 'DESC';
  gender?: Gender;
  categoryId?: string;
  status?: StreamingStatus | 'live';
  studioId?: string;
}

const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  username: 'lower(username)',
  name: 'lower(name)',
  privateCallPrice: 'private_call_price',
  groupCallPrice: 'group_call_price',
  views: 'views',
  favorites: 'favorites',
  lastStreamingTime: 'last_streaming_time',
  // live performers first, then the most recently streaming
  isStreaming: "(streaming_status <> 'offline')",
  streamingStatus: "(streaming_status <> 'offline')",
  isOnline: 'is_online',
};

export async function searchPerformers(db: Queryable, search: PerformerSearch) {
  const where = [`status = 'active'`];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (search.q) {
    const p = add(likePattern(search.q.trim()));
    where.push(`(username ILIKE ${p} OR name ILIKE ${p} OR about_me ILIKE ${p} OR array_to_string(tags, ' ') ILIKE ${p})`);
  }
  if (search.gender) where.push(`gender = ${add(search.gender)}`);
  if (search.categoryId) where.push(`${add(search.categoryId)} = ANY(category_ids)`);
  if (search.status === 'live') where.push(`streaming_status <> 'offline'`);
  else if (search.status) where.push(`streaming_status = ${add(search.status)}`);
  if (search.studioId) where.push(`studio_id = ${add(search.studioId)}`);
  const sortColumn = SORT_COLUMNS[search.sortBy ?? ''] ?? 'created_at';
  const nulls = search.sort === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST';
  const whereSql = where.join(' AND ');
  const [list, count] = await Promise.all([
    db.query<PerformerRow>(
      `SELECT * FROM performers WHERE ${whereSql}
       ORDER BY ${sortColumn} ${search.sort} ${nulls}, id ${search.sort}
       LIMIT ${add(search.limit)} OFFSET ${add(search.offset)}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM performers WHERE ${whereSql}`, params.slice(0, params.length - 2)),
  ]);
  return { rows: list.rows, total: count.rows[0].total };
}

/** By username (case-insensitive) or by id. */
export async function findPerformer(db: Queryable, usernameOrId: string) {
  const { rows } = await db.query<PerformerRow>(
    `SELECT * FROM performers WHERE ${isObjectId(usernameOrId) ? 'id = $1 OR ' : ''}lower(username) = lower($1) LIMIT 1`,
    [usernameOrId],
  );
  return rows[0] ?? null;
}

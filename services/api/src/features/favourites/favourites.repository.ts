import type { Queryable } from '../../db/db';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import type { PerformerRow } from '../performers/performers.mapper';
import { hideBlockedFrom } from '../performers/performers.repository';

/** Adds a favourite; the performer's counter moves only when the row is new. Returns false for an unknown performer. */
export async function addFavourite(db: Queryable, userId: string, performerId: string): Promise<boolean> {
  const { rows } = await db.query<{ performer_id: string }>(
    `WITH added AS (
       INSERT INTO favourite_performers (user_id, performer_id)
       SELECT $1, id FROM performers WHERE id = $2 AND status = 'active'
       ON CONFLICT DO NOTHING RETURNING performer_id)
     UPDATE performers SET favorites = favorites + 1 WHERE id IN (SELECT performer_id FROM added) RETURNING id AS performer_id`,
    [userId, performerId],
  );
  if (rows.length) return true;
  return (await db.query(`SELECT 1 FROM performers WHERE id = $1 AND status = 'active'`, [performerId])).rows.length > 0;
}

export async function removeFavourite(db: Queryable, userId: string, performerId: string): Promise<void> {
  await db.query(
    `WITH removed AS (DELETE FROM favourite_performers WHERE user_id = $1 AND performer_id = $2 RETURNING performer_id)
     UPDATE performers SET favorites = GREATEST(favorites - 1, 0) WHERE id IN (SELECT performer_id FROM removed)`,
    [userId, performerId],
  );
}

/** `sortBy` values of the favourites list: when the member liked the performer. */
export const FAVOURITE_SORT_BY = ['createdAt'] as const;

const FAVOURITE_LIST: ListSpec = {
  from: 'favourite_performers f JOIN performers p ON p.id = f.performer_id',
  select: 'p.*',
  sortable: { createdAt: 'f.created_at' } satisfies Record<(typeof FAVOURITE_SORT_BY)[number], string>,
  defaultSortBy: 'createdAt',
  tieBreaker: 'p.id',
  tieBreakerDirection: 'ASC',
};

/** The member's favourite performers, newest favourite first (without those who blocked him or his country). */
export async function listFavourites(db: Queryable, userId: string, params: ListParams, country: string | null = null) {
  const where = new SqlWhere();
  where.and(`f.user_id = ${where.param(userId)}`).and(`p.status = 'active'`);
  hideBlockedFrom(where, 'p', { userId, country });
  return listPage<PerformerRow>(db, FAVOURITE_LIST, where, params);
}

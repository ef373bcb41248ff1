import type { Queryable } from '../../db/db';

// Performer cards carry the caller's isFavorite; the rest of favourite_performers is features/favourites', which lists performers.

/** Which of `performerIds` the member has favourited. */
export async function favouriteIdsAmong(db: Queryable, userId: string, performerIds: string[]): Promise<Set<string>> {
  if (!performerIds.length) return new Set();
  const { rows } = await db.query<{ performer_id: string }>(
    `SELECT performer_id FROM favourite_performers WHERE user_id = $1 AND performer_id = ANY($2::text[])`,
    [userId, performerIds],
  );
  return new Set(rows.map((r) => r.performer_id));
}

import type { Queryable } from '../../db/db';

/** Blocks members (already blocked ones stay as they were); returns the ids that exist as members. */
export async function blockMembers(db: Queryable, performerId: string, userIds: string[]) {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM users WHERE id = ANY($1::text[])`, [userIds]);
  const known = rows.map((row) => row.id);
  await db.query(`INSERT INTO performer_blocks (performer_id, user_id) SELECT $1, id FROM unnest($2::text[]) AS id ON CONFLICT DO NOTHING`, [
    performerId,
    known,
  ]);
  return known;
}

export async function unblockMember(db: Queryable, performerId: string, userId: string) {
  const { rowCount } = await db.query(`DELETE FROM performer_blocks WHERE performer_id = $1 AND user_id = $2`, [performerId, userId]);
  return rowCount > 0;
}

/** Her blocked members, latest first. */
export async function listBlockedMembers(db: Queryable, performerId: string) {
  const { rows } = await db.query<{ user_id: string; created_at: Date }>(
    `SELECT user_id, created_at FROM performer_blocks WHERE performer_id = $1 ORDER BY created_at DESC, user_id`,
    [performerId],
  );
  return rows;
}

/** Her blocked countries (upper case, sorted). */
export async function blockedCountries(db: Queryable, performerId: string): Promise<string[]> {
  const { rows } = await db.query<{ blocked_countries: string[] }>(`SELECT blocked_countries FROM performers WHERE id = $1`, [performerId]);
  return rows[0]?.blocked_countries ?? [];
}

/** Replaces her blocked countries. */
export async function setBlockedCountries(db: Queryable, performerId: string, countries: string[]) {
  await db.query(`UPDATE performers SET blocked_countries = $2::text[], updated_at = now() WHERE id = $1`, [performerId, countries]);
}

/** Whether she blocked this member and whether she blocked this country; null for an unknown performer. */
export async function blockState(db: Queryable, performerId: string, userId: string | null, country: string | null) {
  const { rows } = await db.query<{ member: boolean; country: boolean }>(
    `SELECT ($2::text IS NOT NULL AND EXISTS (SELECT 1 FROM performer_blocks WHERE performer_id = p.id AND user_id = $2)) AS member,
            ($3::text IS NOT NULL AND $3 = ANY(p.blocked_countries)) AS country
     FROM performers p WHERE p.id = $1`,
    [performerId, userId, country],
  );
  return rows[0] ?? null;
}

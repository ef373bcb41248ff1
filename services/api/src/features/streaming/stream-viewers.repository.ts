// Signed-in viewers of a stream: who watches now, the stream's total and peak.
import type { Queryable } from '../../db/db';
import type { AccountRef } from '../accounts/public-accounts.repository';

/** Records a signed-in viewer of a stream; the first visit counts towards its total, and the show's peak keeps the most at once. */
export async function registerViewer(db: Queryable, streamId: string, who: AccountRef) {
  const inserted = await db.query(
    `INSERT INTO stream_viewers (stream_id, source, source_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
    [streamId, who.source, who.id],
  );
  if (!inserted.rows.length)
    await db.query('UPDATE stream_viewers SET left_at = NULL WHERE stream_id = $1 AND source = $2 AND source_id = $3', [
      streamId,
      who.source,
      who.id,
    ]);
  await db.query(
    `UPDATE streams SET total_viewer = total_viewer + $2, updated_at = now(),
       peak_viewers = greatest(peak_viewers, (SELECT count(*)::int FROM stream_viewers WHERE stream_id = $1 AND left_at IS NULL))
     WHERE id = $1`,
    [streamId, inserted.rows.length ? 1 : 0],
  );
}

export async function unregisterViewer(db: Queryable, streamId: string, who: AccountRef) {
  await db.query('UPDATE stream_viewers SET left_at = now() WHERE stream_id = $1 AND source = $2 AND source_id = $3 AND left_at IS NULL', [
    streamId,
    who.source,
    who.id,
  ]);
}

/** Everyone still watching leaves (the show ended). */
export async function closeViewers(db: Queryable, streamId: string) {
  await db.query(`UPDATE stream_viewers SET left_at = now() WHERE stream_id = $1 AND left_at IS NULL`, [streamId]);
}

/** The accounts watching a stream now, in the order they came. */
export async function currentViewerRefs(db: Queryable, streamId: string): Promise<AccountRef[]> {
  const { rows } = await db.query<{ source: AccountRef['source']; source_id: string }>(
    `SELECT source, source_id FROM stream_viewers WHERE stream_id = $1 AND left_at IS NULL ORDER BY joined_at`,
    [streamId],
  );
  return rows.map((row) => ({ source: row.source, id: row.source_id }));
}

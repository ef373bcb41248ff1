// The performer's side of her shows: streaming status, title, total streaming time, how many watch.
import type { StreamingStatus } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';

/** Sets the performer's streaming status (and what follows from it); returns the status before, null for an unknown performer. */
export async function updatePerformerStreamingStatus(db: Queryable, performerId: string, status: StreamingStatus) {
  const { rows } = await db.query<{ before: StreamingStatus }>(
    `UPDATE performers p SET streaming_status = $2, updated_at = now(),
        is_online = CASE WHEN $2 = 'offline' THEN p.is_online ELSE true END,
        last_streaming_time = CASE WHEN $2 <> 'offline' OR p.streaming_status <> 'offline' THEN now() ELSE p.last_streaming_time END,
        offline_at = CASE WHEN $2 = 'offline' AND p.streaming_status <> 'offline' THEN now() ELSE p.offline_at END,
        watching = CASE WHEN $2 = 'offline' THEN 0 ELSE p.watching END
     FROM performers old WHERE p.id = $1 AND old.id = p.id RETURNING old.streaming_status AS before`,
    [performerId, status],
  );
  return rows[0]?.before ?? null;
}

export async function setStreamingTitle(db: Queryable, performerId: string, title: string) {
  await db.query('UPDATE performers SET streaming_title = $2 WHERE id = $1', [performerId, title]);
}

/** Adds the time since `since` to the performer's total streaming time. */
export async function addStreamTime(db: Queryable, performerId: string, since: Date) {
  await db.query(
    `UPDATE performers SET total_stream_time = total_stream_time + GREATEST(0, extract(epoch FROM now() - $2::timestamptz))::int WHERE id = $1`,
    [performerId, since],
  );
}

/** How many watch the performer's public room now (kept only while she is live). */
export async function setWatching(db: Queryable, performerId: string, total: number) {
  await db.query(`UPDATE performers SET watching = $2 WHERE id = $1 AND streaming_status <> 'offline'`, [performerId, total]);
}

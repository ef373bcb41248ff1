// Private shows before they start: a member's request, the performer's answer, requests left unanswered.
import type { Queryable } from '../../db/db';
import { msInterval } from '../../db/sql-interval';
import type { StreamRow } from './streams.repository';

/** A member's open (requested or running) private show with the performer. */
export async function openPrivateStream(db: Queryable, performerId: string, userId: string) {
  const { rows } = await db.query<StreamRow>(
    `SELECT * FROM streams WHERE performer_id = $1 AND user_id = $2 AND type = 'private' AND status IN ('requested', 'active')`,
    [performerId, userId],
  );
  return rows[0] ?? null;
}

/** A member's request for a private show: both sides publish, the member's media stream id is listed too. */
export async function insertPrivateRequest(
  db: Queryable,
  stream: { id: string; performerId: string; userId: string; sessionId: string; memberStreamId: string; price: number },
) {
  await db.query(
    `INSERT INTO streams (id, performer_id, type, session_id, user_id, status, stream_ids, price)
     VALUES ($1, $2, 'private', $3, $4, 'requested', ARRAY[$3, $5], $6)`,
    [stream.id, stream.performerId, stream.sessionId, stream.userId, stream.memberStreamId, stream.price],
  );
}

/** Starts a requested private show at the given per-minute price; null when it was no longer requested. */
export async function acceptPrivateStream(db: Queryable, streamId: string, price: number) {
  const { rows } = await db.query<StreamRow>(
    `UPDATE streams SET status = 'active', started_at = now(), price = $2, updated_at = now() WHERE id = $1 AND status = 'requested' RETURNING *`,
    [streamId, price],
  );
  return rows[0] ?? null;
}

/** Declines a requested private show; false when it was no longer requested. */
export async function rejectStreamRequest(db: Queryable, streamId: string) {
  const { rows } = await db.query(
    `UPDATE streams SET status = 'rejected', ended_at = now(), end_reason = 'rejected', updated_at = now() WHERE id = $1 AND status = 'requested' RETURNING 1`,
    [streamId],
  );
  return rows.length > 0;
}

/** Private requests left unanswered for `ttlMs` are declined (end_reason 'expired'); returns them. */
export async function expirePrivateRequests(db: Queryable, ttlMs: number) {
  const { rows } = await db.query<StreamRow>(
    `UPDATE streams SET status = 'rejected', ended_at = now(), end_reason = 'expired', updated_at = now()
     WHERE type = 'private' AND status = 'requested' AND created_at <= now() - ${msInterval('$1')} RETURNING *`,
    [ttlMs],
  );
  return rows;
}

// Members of private and group shows: who is in, since when, and their end.
import type { Queryable } from '../../db/db';

export interface ParticipantRow {
  stream_id: string;
  user_id: string;
  status: 'active' | 'ended';
  /** Takes part in the show, or watches a private show silently. */
  role: 'member' | 'spy';
  billed_minutes: number;
  tokens_spent: number;
  next_charge_at: Date;
  /** Since when his video has not played (the start window or a pause); null while it plays. */
  not_playing_since: Date | null;
  /** Failed attempts at the due minute. */
  charge_failures: number;
  /** A process charges (or waits to retry) the due minute until then. */
  claimed_until: Date | null;
  /** Since when every socket of his page has left the show's room (closed tab, lost network); null while it is there. */
  away_since: Date | null;
  joined_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
}

export async function participant(db: Queryable, streamId: string, userId: string) {
  const { rows } = await db.query<ParticipantRow>('SELECT * FROM show_participants WHERE stream_id = $1 AND user_id = $2', [streamId, userId]);
  return rows[0] ?? null;
}

export async function activeParticipants(db: Queryable, streamId?: string) {
  const { rows } = await db.query<ParticipantRow>(
    `SELECT * FROM show_participants WHERE status = 'active' ${streamId ? 'AND stream_id = $1' : ''} ORDER BY joined_at`,
    streamId ? [streamId] : [],
  );
  return rows;
}

export async function activeParticipantCount(db: Queryable, streamId: string) {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM show_participants WHERE stream_id = $1 AND status = 'active'`, [
    streamId,
  ]);
  return rows[0].n;
}

/**
 * The joining request charges minute 1 itself (ShowBilling.start): its membership starts claimed for this long, so
 * the sweep takes it over only when that process died on the way.
 */
const JOIN_CLAIM = `now() + interval '30 seconds'`;

/** A member enters a group show, or a spy a private show (again): active, first minute due now. */
export async function joinShowParticipant(db: Queryable, streamId: string, userId: string, role: 'member' | 'spy' = 'member') {
  await db.query(
    `INSERT INTO show_participants (stream_id, user_id, status, joined_at, next_charge_at, claimed_until, role)
     VALUES ($1, $2, 'active', now(), now(), ${JOIN_CLAIM}, $3)
     ON CONFLICT (stream_id, user_id) DO UPDATE SET status = 'active', joined_at = now(), next_charge_at = now(), ended_at = NULL,
       end_reason = NULL, not_playing_since = NULL, away_since = NULL, charge_failures = 0, claimed_until = ${JOIN_CLAIM}`,
    [streamId, userId, role],
  );
}

/** How many spies watch the show now. */
export async function activeSpyCount(db: Queryable, streamId: string) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM show_participants WHERE stream_id = $1 AND status = 'active' AND role = 'spy'`,
    [streamId],
  );
  return rows[0].n;
}

/** The member of an accepted private show: active, first minute due now. */
export async function addPrivateParticipant(db: Queryable, streamId: string, userId: string) {
  await db.query(
    `INSERT INTO show_participants (stream_id, user_id, status, joined_at, next_charge_at, claimed_until)
     VALUES ($1, $2, 'active', now(), now(), ${JOIN_CLAIM}) ON CONFLICT DO NOTHING`,
    [streamId, userId],
  );
}

/** Ends every active membership of a show; returns the members and the spies. */
export async function endActiveParticipants(db: Queryable, streamId: string, reason: string) {
  const { rows } = await db.query<{ user_id: string; role: 'member' | 'spy' }>(
    `UPDATE show_participants SET status = 'ended', ended_at = now(), end_reason = $2 WHERE stream_id = $1 AND status = 'active' RETURNING user_id, role`,
    [streamId, reason],
  );
  return rows;
}

/** Ends one member's active membership; false when it was not active. */
export async function endParticipant(db: Queryable, streamId: string, userId: string, reason: string) {
  const { rows } = await db.query(
    `UPDATE show_participants SET status = 'ended', ended_at = now(), end_reason = $3 WHERE stream_id = $1 AND user_id = $2 AND status = 'active' RETURNING 1`,
    [streamId, userId, reason],
  );
  return rows.length > 0;
}

/** Ends a membership whatever its state (a first minute that could not be billed). */
export async function closeParticipant(db: Queryable, streamId: string, userId: string, reason: string) {
  await db.query(`UPDATE show_participants SET status = 'ended', ended_at = now(), end_reason = $3 WHERE stream_id = $1 AND user_id = $2`, [
    streamId,
    userId,
    reason,
  ]);
}

/**
 * Whether the member's page is in the show's room: away when its last socket left (his minutes wait), back when
 * it joins again. Only an active membership is marked.
 */
export async function setMemberAway(db: Queryable, streamId: string, userId: string, away: boolean) {
  await db.query(
    `UPDATE show_participants SET away_since = ${away ? 'coalesce(away_since, now())' : 'NULL'}
     WHERE stream_id = $1 AND user_id = $2 AND status = 'active'`,
    [streamId, userId],
  );
}

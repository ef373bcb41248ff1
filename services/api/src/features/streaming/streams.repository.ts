import type { Stream, StreamingStatus, StreamType } from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Queryable } from '../../db/db';
import { isObjectId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import type { AccountRef } from '../accounts/public-accounts.repository';

export type StreamStatus = Stream['status'];

export interface StreamRow {
  id: string;
  performer_id: string;
  type: StreamType;
  session_id: string;
  conversation_id: string | null;
  user_id: string | null;
  status: StreamStatus;
  is_streaming: boolean;
  stream_ids: string[];
  total_viewer: number;
  peak_viewers: number;
  price: number;
  started_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ParticipantRow {
  stream_id: string;
  user_id: string;
  status: 'active' | 'ended';
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

/** Media stream id of one publisher in a private or group show: `{type}-{key}-{accountId}` (key: the show's random key). */
export const showStreamId = (type: 'private' | 'group', key: string, accountId: string) => `${type}-${key}-${accountId}`;

/** Media stream id of a member's own camera in a private or group show (its session id is the performer's). */
export function memberStreamIdOf(stream: StreamRow, userId: string) {
  if (stream.type === 'public') return null;
  const prefix = `${stream.type}-`;
  const suffix = `-${stream.performer_id}`;
  if (!stream.session_id.startsWith(prefix) || !stream.session_id.endsWith(suffix)) return null;
  return showStreamId(stream.type, stream.session_id.slice(prefix.length, -suffix.length), userId);
}

/**
 * A stream as the API shows it. `showUser`: the private show's member may be named; `streamIds`: the
 * media ids this caller may know (by default all of them).
 */
export function toStream(row: StreamRow, showUser = true, streamIds: string[] = row.stream_ids): Stream {
  return {
    _id: row.id,
    performerId: row.performer_id,
    type: row.type,
    sessionId: row.session_id,
    isStreaming: row.is_streaming,
    streamIds,
    totalViewer: row.total_viewer,
    conversationId: row.conversation_id,
    userId: showUser ? row.user_id : null,
    status: row.status,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
  };
}

// ---- streams ----

export async function findStream(db: Queryable, id: string) {
  const { rows } = await db.query<StreamRow>('SELECT * FROM streams WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** A stream by its row id, its media session id, one of its media stream ids, or its conversation (latest). */
export async function resolveStream(db: Queryable, key: string) {
  const { rows } = await db.query<StreamRow>(
    `SELECT * FROM streams
     WHERE ${isObjectId(key) ? 'id = $1 OR conversation_id = $1 OR ' : ''}session_id = $1 OR $1 = ANY(stream_ids)
     ORDER BY (id = $1) DESC, (status IN ('active', 'requested')) DESC, created_at DESC LIMIT 1`,
    [key],
  );
  return rows[0] ?? null;
}

export async function activeStream(db: Queryable, performerId: string, type: StreamType) {
  const { rows } = await db.query<StreamRow>(
    `SELECT * FROM streams WHERE performer_id = $1 AND type = $2 AND status = 'active' ORDER BY created_at DESC LIMIT 1`,
    [performerId, type],
  );
  return rows[0] ?? null;
}

/** Who reads a list of shows: an account (admins see all) or null for a visitor. */
export interface StreamReader {
  source: string;
  id: string;
  isAdmin: boolean;
}

/**
 * Only shows the reader may know of: public ones, and private or group shows she is a party of (the
 * performer, the private show's member, a member who joined the group show).
 */
function visibleTo(where: SqlWhere, reader: StreamReader | null) {
  if (reader?.isAdmin) return;
  const parties: string[] = [`type = 'public'`];
  if (reader?.source === 'performer') parties.push(`performer_id = ${where.param(reader.id)}`);
  if (reader?.source === 'user') {
    const me = where.param(reader.id);
    parties.push(`user_id = ${me}`);
    parties.push(`(type = 'group' AND EXISTS (SELECT 1 FROM show_participants sp WHERE sp.stream_id = streams.id AND sp.user_id = ${me}))`);
  }
  where.and(`(${parties.join(' OR ')})`);
}

/** The performer's running shows the reader may know of, oldest first. */
export async function activeStreamsOfPerformer(db: Queryable, performerId: string, reader: StreamReader | null) {
  const where = new SqlWhere();
  where.and(`performer_id = ${where.param(performerId)}`).and(`status = 'active'`);
  visibleTo(where, reader);
  const { rows } = await db.query<StreamRow>(`SELECT * FROM streams WHERE ${where.sql} ORDER BY created_at`, where.params);
  return rows;
}

/** Every running show (checked against the media server when the API starts). */
export async function allActiveStreams(db: Queryable) {
  const { rows } = await db.query<StreamRow>(`SELECT * FROM streams WHERE status = 'active' ORDER BY created_at`);
  return rows;
}

/** Kinds of the performer's running shows. */
export async function activeStreamTypes(db: Queryable, performerId: string) {
  const { rows } = await db.query<{ type: StreamType }>(`SELECT type FROM streams WHERE performer_id = $1 AND status = 'active'`, [performerId]);
  return new Set(rows.map((row) => row.type));
}

export async function streamOfConversation(db: Queryable, conversationId: string) {
  const { rows } = await db.query<StreamRow>(
    `SELECT * FROM streams WHERE conversation_id = $1 ORDER BY (status IN ('active', 'requested')) DESC, created_at DESC LIMIT 1`,
    [conversationId],
  );
  return rows[0] ?? null;
}

export async function openStreamsOfPerformer(db: Queryable, performerId: string) {
  const { rows } = await db.query<StreamRow>(
    `SELECT * FROM streams WHERE performer_id = $1 AND status IN ('active', 'requested') ORDER BY created_at`,
    [performerId],
  );
  return rows;
}

/** `sortBy` values of the show list. */
export const STREAM_SORT_BY = ['updatedAt', 'createdAt', 'totalViewer'] as const;

const STREAM_LIST: ListSpec = {
  from: 'streams',
  sortable: { updatedAt: 'updated_at', createdAt: 'created_at', totalViewer: 'total_viewer' } satisfies Record<
    (typeof STREAM_SORT_BY)[number],
    string
  >,
  defaultSortBy: 'updatedAt',
};

/** Shows the reader may know of (of one performer when given), latest update first unless asked otherwise. */
export async function searchStreams(db: Queryable, search: ListParams & { performerId?: string }, reader: StreamReader | null) {
  const where = new SqlWhere();
  if (search.performerId) where.and(`performer_id = ${where.param(search.performerId)}`);
  visibleTo(where, reader);
  return listPage<StreamRow>(db, STREAM_LIST, where, search);
}

/** Opens the performer's public show; false when one is already running. */
export async function insertPublicStream(db: Queryable, stream: { id: string; performerId: string; sessionId: string }) {
  const { rows } = await db.query(
    `INSERT INTO streams (id, performer_id, type, session_id, status, stream_ids, started_at)
     VALUES ($1, $2, 'public', $3, 'active', ARRAY[$3], now()) ON CONFLICT DO NOTHING RETURNING id`,
    [stream.id, stream.performerId, stream.sessionId],
  );
  return rows.length > 0;
}

/** Opens the performer's group show; false when one is already running. */
export async function insertGroupStream(db: Queryable, stream: { id: string; performerId: string; sessionId: string; price: number }) {
  const { rows } = await db.query(
    `INSERT INTO streams (id, performer_id, type, session_id, status, stream_ids, price, started_at)
     VALUES ($1, $2, 'group', $3, 'active', ARRAY[$3], $4, now()) ON CONFLICT DO NOTHING RETURNING id`,
    [stream.id, stream.performerId, stream.sessionId, stream.price],
  );
  return rows.length > 0;
}

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

export async function setStreamConversation(db: Queryable, streamId: string, conversationId: string) {
  await db.query('UPDATE streams SET conversation_id = $2, updated_at = now() WHERE id = $1', [streamId, conversationId]);
}

/** Adds one media stream id to a show (once). */
export async function addMediaStreamId(db: Queryable, streamId: string, mediaStreamId: string) {
  await db.query(`UPDATE streams SET stream_ids = array_append(array_remove(stream_ids, $2), $2), updated_at = now() WHERE id = $1`, [
    streamId,
    mediaStreamId,
  ]);
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

/** Ends a running show; null when it was not running. */
export async function endStream(db: Queryable, streamId: string, reason: string) {
  const { rows } = await db.query<StreamRow>(
    `UPDATE streams SET status = 'ended', ended_at = now(), end_reason = $2, is_streaming = false, updated_at = now()
     WHERE id = $1 AND status = 'active' RETURNING *`,
    [streamId, reason],
  );
  return rows[0] ?? null;
}

/** Whether the performer's own publish of the show runs on the media server. */
export async function setStreamPublishing(db: Queryable, streamId: string, publishing: boolean) {
  await db.query('UPDATE streams SET is_streaming = $2, updated_at = now() WHERE id = $1', [streamId, publishing]);
}

/** The performer publishes her running public show. */
export async function setPublicStreamPublishing(db: Queryable, performerId: string) {
  await db.query(`UPDATE streams SET is_streaming = true, updated_at = now() WHERE performer_id = $1 AND type = 'public' AND status = 'active'`, [
    performerId,
  ]);
}

// ---- show members (private and group shows) ----

export async function participant(db: Queryable, streamId: string, userId: string) {
  const { rows } = await db.query<ParticipantRow>('SELECT * FROM show_participants WHERE stream_id = $1 AND user_id = $2', [streamId, userId]);
  return rows[0] ?? null;
}

/**
 * Inside a minute's charge: is the member still in the running show? Locks his row, so a show ending at the same
 * moment either commits first (and no minute is charged) or waits for the charge.
 */
export async function lockBilledMembership(tx: Queryable, streamId: string, userId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM show_participants p JOIN streams s ON s.id = p.stream_id
      WHERE p.stream_id = $1 AND p.user_id = $2 AND p.status = 'active' AND s.status = 'active'
      FOR UPDATE OF p`,
    [streamId, userId],
  );
  return rows.length > 0;
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

/** A member enters a group show (again): active, first minute due now. */
export async function joinGroupParticipant(db: Queryable, streamId: string, userId: string) {
  await db.query(
    `INSERT INTO show_participants (stream_id, user_id, status, joined_at, next_charge_at, claimed_until)
     VALUES ($1, $2, 'active', now(), now(), ${JOIN_CLAIM})
     ON CONFLICT (stream_id, user_id) DO UPDATE SET status = 'active', joined_at = now(), next_charge_at = now(), ended_at = NULL,
       end_reason = NULL, not_playing_since = NULL, away_since = NULL, charge_failures = 0, claimed_until = ${JOIN_CLAIM}`,
    [streamId, userId],
  );
}

/** The member of an accepted private show: active, first minute due now. */
export async function addPrivateParticipant(db: Queryable, streamId: string, userId: string) {
  await db.query(
    `INSERT INTO show_participants (stream_id, user_id, status, joined_at, next_charge_at, claimed_until)
     VALUES ($1, $2, 'active', now(), now(), ${JOIN_CLAIM}) ON CONFLICT DO NOTHING`,
    [streamId, userId],
  );
}

/** Ends every active membership of a show; returns the members. */
export async function endActiveParticipants(db: Queryable, streamId: string, reason: string) {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE show_participants SET status = 'ended', ended_at = now(), end_reason = $2 WHERE stream_id = $1 AND status = 'active' RETURNING user_id`,
    [streamId, reason],
  );
  return rows.map((row) => row.user_id);
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
 * Records a billed minute of a member (counted once, however often it is replayed) and when the next one is
 * due, and gives up the claim on it; null when the member is not in the show.
 */
export async function recordBilledMinute(db: Queryable, bill: { streamId: string; userId: string; minute: number; token: number; nextAt: Date }) {
  const { rows } = await db.query<{ next_charge_at: Date; status: string }>(
    `UPDATE show_participants SET
       tokens_spent = tokens_spent + CASE WHEN billed_minutes < $3 THEN $4 ELSE 0 END,
       billed_minutes = GREATEST(billed_minutes, $3),
       next_charge_at = $5,
       not_playing_since = NULL,
       charge_failures = 0,
       claimed_until = NULL
     WHERE stream_id = $1 AND user_id = $2 RETURNING next_charge_at, status`,
    [bill.streamId, bill.userId, bill.minute, bill.token, bill.nextAt],
  );
  return rows[0] ?? null;
}

/** A membership whose next charge a sweep took on. `stale`: it was left unbilled for too long (every API was down). */
export interface DueMembership {
  streamId: string;
  userId: string;
  dueAt: Date;
  stale: boolean;
}

const ms = (param: string) => `(${param}::float8 * interval '1 millisecond')`;

/**
 * Claims, for `claimMs`, the members of running private and group shows whose next charge is due and that no
 * live process has claimed (a claim of a process that died runs out), the longest overdue first.
 */
export async function claimDueMemberships(db: Queryable, options: { claimMs: number; staleMs: number; limit: number }): Promise<DueMembership[]> {
  const { rows } = await db.query<{ stream_id: string; user_id: string; next_charge_at: Date; stale: boolean }>(
    `UPDATE show_participants sp SET claimed_until = now() + ${ms('$1')}
     WHERE (sp.stream_id, sp.user_id) IN (
       SELECT p.stream_id, p.user_id FROM show_participants p JOIN streams s ON s.id = p.stream_id
       WHERE p.status = 'active' AND s.status = 'active' AND s.type IN ('private', 'group')
         AND p.next_charge_at <= now() AND (p.claimed_until IS NULL OR p.claimed_until <= now())
       ORDER BY p.next_charge_at LIMIT $3 FOR UPDATE OF p SKIP LOCKED)
     RETURNING sp.stream_id, sp.user_id, sp.next_charge_at, sp.next_charge_at < now() - ${ms('$2')} AS stale`,
    [options.claimMs, options.staleMs, options.limit],
  );
  return rows.map((row) => ({ streamId: row.stream_id, userId: row.user_id, dueAt: new Date(row.next_charge_at), stale: row.stale }));
}

/**
 * The member's video does not play: the wait (since the first time it did not) is stored and he is asked again
 * after `pollMs`, unless he has waited `startMs` already (true: give up; his claim stays until he is out).
 * Null when he is no longer in the show.
 */
export async function waitForVideo(db: Queryable, wait: { streamId: string; userId: string; pollMs: number; startMs: number }) {
  const gaveUp = `coalesce(not_playing_since, now()) <= now() - ${ms('$4')}`;
  const { rows } = await db.query<{ gave_up: boolean }>(
    `UPDATE show_participants SET
       not_playing_since = coalesce(not_playing_since, now()),
       next_charge_at = CASE WHEN ${gaveUp} THEN next_charge_at ELSE now() + ${ms('$3')} END,
       claimed_until = CASE WHEN ${gaveUp} THEN claimed_until ELSE NULL END
     WHERE stream_id = $1 AND user_id = $2 AND status = 'active'
     RETURNING not_playing_since <= now() - ${ms('$4')} AS gave_up`,
    [wait.streamId, wait.userId, wait.pollMs, wait.startMs],
  );
  return rows[0] ? rows[0].gave_up : null;
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

/** A charge that failed (not for lack of tokens) is tried again after `delayMs`, by whichever process sweeps then. */
export async function retryChargeLater(db: Queryable, streamId: string, userId: string, delayMs: number) {
  await db.query(
    `UPDATE show_participants SET charge_failures = charge_failures + 1, claimed_until = now() + ${ms('$3')}
     WHERE stream_id = $1 AND user_id = $2 AND status = 'active'`,
    [streamId, userId, delayMs],
  );
}

/** Private requests left unanswered for `ttlMs` are declined (end_reason 'expired'); returns them. */
export async function expirePrivateRequests(db: Queryable, ttlMs: number) {
  const { rows } = await db.query<StreamRow>(
    `UPDATE streams SET status = 'rejected', ended_at = now(), end_reason = 'expired', updated_at = now()
     WHERE type = 'private' AND status = 'requested' AND created_at <= now() - ${ms('$1')} RETURNING *`,
    [ttlMs],
  );
  return rows;
}

// ---- viewers ----

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

/** Figures of one show: tokens the performer earned in its chat while it ran, billed minutes, members and viewers now. */
export async function streamFigures(db: Queryable, stream: StreamRow) {
  const started = stream.started_at ?? stream.created_at;
  const [earned, billed, viewers] = await Promise.all([
    db.query<{ total: number }>(
      `SELECT coalesce(sum(e.net_price), 0)::int AS total FROM earnings e JOIN purchased_items pi ON pi.id = e.purchased_item_id
       WHERE e.source = 'performer' AND e.source_id = $1 AND pi.conversation_id = $2 AND pi.created_at >= $3
         AND ($4::timestamptz IS NULL OR pi.created_at <= $4)`,
      [stream.performer_id, stream.conversation_id, started, stream.ended_at],
    ),
    db.query<{ minutes: number; active: number }>(
      `SELECT coalesce(sum(billed_minutes), 0)::int AS minutes, count(*) FILTER (WHERE status = 'active')::int AS active FROM show_participants WHERE stream_id = $1`,
      [stream.id],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM stream_viewers WHERE stream_id = $1 AND left_at IS NULL`, [stream.id]),
  ]);
  return {
    tokensEarned: earned.rows[0].total,
    billedMinutes: billed.rows[0].minutes,
    activeMembers: billed.rows[0].active,
    viewers: viewers.rows[0].n,
  };
}

// ---- the performer and the member around a show ----

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

/** The member's token balance; null for an unknown member. */
export async function memberBalance(db: Queryable, userId: string) {
  const { rows } = await db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
  return rows[0]?.balance ?? null;
}

/** What the performer earned net from one sale. */
export async function performerNetOfSale(db: Queryable, purchasedItemId: string) {
  const { rows } = await db.query<{ net_price: number }>(`SELECT net_price FROM earnings WHERE purchased_item_id = $1 AND source = 'performer'`, [
    purchasedItemId,
  ]);
  return Number(rows[0]?.net_price ?? 0);
}

// ---- media settings ----

/** Stores one media setting (public, group `general`). */
export async function saveMediaSetting(db: Queryable, key: string, value: unknown) {
  await db.query(
    `INSERT INTO settings (key, value, public, grp) VALUES ($1, $2::jsonb, true, 'general')
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

import type { Stream, StreamType } from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Queryable } from '../../db/db';
import { isObjectId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';

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

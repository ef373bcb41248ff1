import type { Stream, StreamType } from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Queryable } from '../../db/db';
import { isObjectId } from '../../db/ids';

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
  joined_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
}

/** Media stream id of one publisher in a private or group show (xlive-contract "Streaming"). */
export const showStreamId = (type: 'private' | 'group', streamId: string, userId: string) => `${type}-${streamId}-${userId}`;

export function toStream(row: StreamRow, showUser = true): Stream {
  return {
    _id: row.id,
    performerId: row.performer_id,
    type: row.type,
    sessionId: row.session_id,
    isStreaming: row.is_streaming,
    streamIds: row.stream_ids,
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

const STREAM_SORT: Record<string, string> = { updatedAt: 'updated_at', createdAt: 'created_at', totalViewer: 'total_viewer' };

export async function searchStreams(db: Queryable, q: { performerId?: string; limit: number; offset: number; sortBy?: string; sort: 'ASC' | 'DESC' }) {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.performerId) {
    params.push(q.performerId);
    where.push(`performer_id = $${params.length}`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = `${STREAM_SORT[q.sortBy ?? ''] ?? 'updated_at'} ${q.sort}, id ${q.sort}`;
  const [list, count] = await Promise.all([
    db.query<StreamRow>(`SELECT * FROM streams ${whereSql} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}`, params),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM streams ${whereSql}`, params),
  ]);
  return { rows: list.rows, total: count.rows[0].total };
}

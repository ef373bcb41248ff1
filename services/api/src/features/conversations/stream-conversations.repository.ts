import type { ConversationType } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import type { AccountRef } from '../accounts/public-accounts.repository';

export const STREAM_CONVERSATION_TYPES: ConversationType[] = ['stream_public', 'stream_private', 'stream_group'];

/** What the streaming feature needs to know of a conversation. */
export interface StreamConversationRow {
  id: string;
  type: ConversationType;
  performer_id: string | null;
}

export async function conversationRow(db: Queryable, id: string) {
  const { rows } = await db.query<StreamConversationRow>('SELECT id, type, performer_id FROM conversations WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Whether both the member and the performer take part in the (private) conversation. */
export async function memberAndPerformerIn(db: Queryable, conversationId: string, userId: string, performerId: string) {
  const { rows } = await db.query(
    `SELECT 1 FROM conversation_participants WHERE conversation_id = $1 AND ((source = 'user' AND source_id = $2) OR (source = 'performer' AND source_id = $3))`,
    [conversationId, userId, performerId],
  );
  return rows.length >= 2;
}

export async function addParticipant(db: Queryable, conversationId: string, who: AccountRef) {
  await db.query(`INSERT INTO conversation_participants (conversation_id, source, source_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    conversationId,
    who.source,
    who.id,
  ]);
}

/** The performer's public chat conversation (one per performer, reused by every public show), created on first use. */
export async function findOrCreatePublicConversation(db: Queryable, performerId: string, username: string, streamId: string | null) {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO conversations (id, type, name, stream_id, performer_id) VALUES ($1, 'stream_public', $2, $3, $4)
     ON CONFLICT (performer_id) WHERE type = 'stream_public' DO NOTHING RETURNING id`,
    [newId(), `${username} public chat`, streamId, performerId],
  );
  let id = inserted.rows[0]?.id;
  if (!id) {
    const { rows } = await db.query<{ id: string }>(
      `UPDATE conversations SET stream_id = coalesce($2, stream_id), updated_at = now() WHERE performer_id = $1 AND type = 'stream_public' RETURNING id`,
      [performerId, streamId],
    );
    id = rows[0].id;
  }
  await addParticipant(db, id, { source: 'performer', id: performerId });
  return id;
}

/** A new conversation for one private or group show, with the performer (and the member) as participants. */
export async function createShowConversation(
  db: Queryable,
  type: 'stream_private' | 'stream_group',
  name: string,
  streamId: string,
  performerId: string,
  memberId?: string,
) {
  const id = newId();
  await db.query(`INSERT INTO conversations (id, type, name, stream_id, performer_id) VALUES ($1, $2, $3, $4, $5)`, [
    id,
    type,
    name,
    streamId,
    performerId,
  ]);
  await addParticipant(db, id, { source: 'performer', id: performerId });
  if (memberId) await addParticipant(db, id, { source: 'user', id: memberId });
  return id;
}

export async function publicConversationOf(db: Queryable, performerId: string) {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM conversations WHERE performer_id = $1 AND type = 'stream_public'`, [performerId]);
  return rows[0]?.id ?? null;
}

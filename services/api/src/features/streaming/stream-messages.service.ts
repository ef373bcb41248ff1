import type { Message } from '@platform/shared/contract';
import { MODERATOR_DELETED_TEXT, OWN_DELETED_TEXT, conversationRoom, messageCreatedEvent, messageDeletedEvent } from '@platform/shared/contract';
import type { AppContext, AuthInfo } from '../../core/context';
import { forbidden, notFound } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { isObjectId, newId } from '../../db/ids';
import { loadPublicAccounts, type AccountRef } from '../conversations/public-accounts.repository';
import { toMessage, type MessageRow } from '../messages/messages.mapper';
import { findMessage } from '../messages/messages.repository';
import { STREAM_CONVERSATION_TYPES } from './stream-conversations.repository';

export interface StreamConversationRow {
  id: string;
  type: 'private' | 'stream_public' | 'stream_private' | 'stream_group';
  performer_id: string | null;
}

export async function conversationRow(db: Queryable, id: string) {
  const { rows } = await db.query<StreamConversationRow>('SELECT id, type, performer_id FROM conversations WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export const isStreamConversation = (row: StreamConversationRow) => STREAM_CONVERSATION_TYPES.includes(row.type);

export async function toStreamMessages(ctx: AppContext, rows: MessageRow[]): Promise<Message[]> {
  const accounts = await loadPublicAccounts(ctx.db, ctx.storage, rows.map((r) => ({ source: r.sender_source, id: r.sender_id })));
  return rows.map((row) => toMessage(row, accounts, (path) => ctx.storage.url(path)));
}

/**
 * Stores a message of a stream chat and sends it to the room. Stream chats do not count unread messages
 * (they are read live), so the participants' counters stay untouched.
 */
export async function postStreamMessage(
  ctx: AppContext,
  conversation: StreamConversationRow,
  sender: AccountRef,
  content: { type: 'text' | 'tip'; text: string; token?: number },
): Promise<Message> {
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ created_at: Date }>(
      `INSERT INTO messages (id, conversation_id, type, text, sender_source, sender_id, token) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING created_at`,
      [id, conversation.id, content.type, content.text, sender.source, sender.id, content.token ?? null],
    );
    await tx.query(
      `UPDATE conversations SET last_message = $2, last_sender_source = $3, last_sender_id = $4, last_message_created_at = $5, updated_at = now() WHERE id = $1`,
      [conversation.id, content.text, sender.source, sender.id, rows[0].created_at],
    );
  });
  const [message] = await toStreamMessages(ctx, [(await findMessage(ctx.db, id))!]);
  ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), messageCreatedEvent(conversation.id), message);
  return message;
}

/** The performer who owns a stream conversation, and admins, moderate it. */
export const isModerator = (conversation: StreamConversationRow, auth: AuthInfo) =>
  auth.isAdmin || (auth.source === 'performer' && auth.sourceId === conversation.performer_id);

/**
 * Deletes a message of a stream chat: its sender ('Message deleted') or a moderator ('Сообщение удалено
 * модератором'). An already deleted message is answered as it is. Returns null for non-stream conversations.
 */
export async function deleteStreamMessage(ctx: AppContext, auth: AuthInfo, row: MessageRow): Promise<Message | null> {
  const conversation = await conversationRow(ctx.db, row.conversation_id);
  if (!conversation || !isStreamConversation(conversation)) return null;
  const own = row.sender_source === auth.source && row.sender_id === auth.sourceId;
  if (!own && !isModerator(conversation, auth)) throw forbidden();
  if (!row.is_deleted) {
    const text = own ? OWN_DELETED_TEXT : MODERATOR_DELETED_TEXT;
    await ctx.db.query(`UPDATE messages SET is_deleted = true, text = $2, updated_at = now() WHERE id = $1`, [row.id, text]);
  }
  const [message] = await toStreamMessages(ctx, [(await findMessage(ctx.db, row.id))!]);
  if (!row.is_deleted) ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), messageDeletedEvent(conversation.id), message);
  return message;
}

/** DELETE /messages/{conversationId}/remove-all-message: a moderator clears a stream chat. */
export async function removeAllMessages(ctx: AppContext, auth: AuthInfo, conversationId: string) {
  const conversation = await conversationRow(ctx.db, conversationId);
  if (!conversation) throw notFound('Conversation not found');
  if (!isStreamConversation(conversation) || !isModerator(conversation, auth)) throw forbidden();
  const { rows } = await ctx.db.query<{ id: string }>(
    `UPDATE messages SET is_deleted = true, text = $2, updated_at = now() WHERE conversation_id = $1 AND NOT is_deleted RETURNING id`,
    [conversationId, MODERATOR_DELETED_TEXT],
  );
  if (rows.length) {
    const room = conversationRoom(conversation.type, conversation.id);
    const { rows: deleted } = await ctx.db.query<MessageRow>(
      `SELECT m.*, NULL::text AS file_path FROM messages m WHERE m.id = ANY($1::text[]) ORDER BY m.created_at`,
      [rows.map((r) => r.id)],
    );
    for (const message of await toStreamMessages(ctx, deleted)) ctx.realtime.emitToRoom(room, messageDeletedEvent(conversation.id), message);
    await ctx.db.query(`UPDATE conversations SET last_message = $2, updated_at = now() WHERE id = $1`, [conversationId, MODERATOR_DELETED_TEXT]);
  }
  return { success: true, total: rows.length };
}

/**
 * After a successful tip with a `conversationId` (POST /member/send-tip-token/{id}): the tip shows in that
 * chat as a `type:'tip'` message, when the chat is one of the tipped performer's stream chats or a private
 * conversation of the two.
 */
export async function postTipMessage(ctx: AppContext, tip: { conversationId: string | null; sourceId: string; sellerId: string; totalPrice: number }) {
  if (!isObjectId(tip.conversationId)) return null;
  const conversation = await conversationRow(ctx.db, tip.conversationId);
  if (!conversation) return null;
  if (isStreamConversation(conversation)) {
    if (conversation.performer_id !== tip.sellerId) return null;
  } else {
    const { rows } = await ctx.db.query(
      `SELECT 1 FROM conversation_participants WHERE conversation_id = $1 AND ((source = 'user' AND source_id = $2) OR (source = 'performer' AND source_id = $3))`,
      [conversation.id, tip.sourceId, tip.sellerId],
    );
    if (rows.length < 2) return null;
  }
  return postStreamMessage(ctx, conversation, { source: 'user', id: tip.sourceId }, {
    type: 'tip',
    text: `Tipped ${tip.totalPrice} ${tip.totalPrice === 1 ? 'token' : 'tokens'}`,
    token: tip.totalPrice,
  });
}

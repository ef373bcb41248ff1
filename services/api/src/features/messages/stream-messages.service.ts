import type { Message } from '@platform/shared/contract';
import { MODERATOR_DELETED_TEXT, OWN_DELETED_TEXT, conversationRoom, messageCreatedEvent, messageDeletedEvent } from '@platform/shared/contract';
import type { AppContext, AuthInfo } from '../../core/context';
import { forbidden, notFound } from '../../core/errors';
import { isObjectId } from '../../db/ids';
import type { AccountRef } from '../accounts/public-accounts.repository';
import type { MessageRow } from './messages.mapper';
import {
  findMessagesWithoutFiles,
  insertMessage,
  markAllMessagesDeleted,
  markMessageDeletedWith,
  setLastMessageText,
  type MessageContent,
} from './messages.repository';
import { messageView, toMessages } from './messages.service';
import {
  conversationRow,
  memberAndPerformerIn,
  STREAM_CONVERSATION_TYPES,
  type StreamConversationRow,
} from '../conversations/stream-conversations.repository';

export const isStreamConversation = (row: StreamConversationRow) => STREAM_CONVERSATION_TYPES.includes(row.type);

/**
 * Stores a message of a stream chat and sends it to the room. Stream chats do not count unread messages
 * (they are read live), so the participants' counters stay untouched.
 */
export async function postStreamMessage(
  ctx: AppContext,
  conversation: StreamConversationRow,
  sender: AccountRef,
  content: Pick<MessageContent, 'text' | 'token' | 'details'> & { type: 'text' | 'tip' | 'notify' },
): Promise<Message> {
  const id = await ctx.db.transaction((tx) => insertMessage(tx, conversation.id, sender, content));
  // show chats carry no attachments: no party to sign links for
  const message = await messageView(ctx, id, null);
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
  if (!row.is_deleted) await markMessageDeletedWith(ctx.db, row.id, own ? OWN_DELETED_TEXT : MODERATOR_DELETED_TEXT);
  const message = await messageView(ctx, row.id, null);
  if (!row.is_deleted) ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), messageDeletedEvent(conversation.id), message);
  return message;
}

/** DELETE /messages/{conversationId}/remove-all-message: a moderator clears a stream chat. */
export async function removeAllMessages(ctx: AppContext, auth: AuthInfo, conversationId: string) {
  const conversation = await conversationRow(ctx.db, conversationId);
  if (!conversation) throw notFound('Conversation not found');
  if (!isStreamConversation(conversation) || !isModerator(conversation, auth)) throw forbidden();
  const ids = await markAllMessagesDeleted(ctx.db, conversationId, MODERATOR_DELETED_TEXT);
  if (ids.length) {
    const room = conversationRoom(conversation.type, conversation.id);
    const deleted = await findMessagesWithoutFiles(ctx.db, ids);
    for (const message of await toMessages(ctx, deleted, null)) ctx.realtime.emitToRoom(room, messageDeletedEvent(conversation.id), message);
    await setLastMessageText(ctx.db, conversationId, MODERATOR_DELETED_TEXT);
  }
  return { success: true, total: ids.length };
}

/**
 * After a successful tip with a `conversationId` (POST /member/send-tip-token/{id}): the tip shows in that
 * chat as a `type:'tip'` message, when the chat is one of the tipped performer's stream chats or a private
 * conversation of the two. A tip for an item of her tip menu names the item (`tipItem`).
 */
export async function postTipMessage(
  ctx: AppContext,
  tip: { conversationId: string | null; sourceId: string; sellerId: string; totalPrice: number },
  tipItem?: string,
) {
  if (!isObjectId(tip.conversationId)) return null;
  const conversation = await conversationRow(ctx.db, tip.conversationId);
  if (!conversation) return null;
  if (isStreamConversation(conversation)) {
    if (conversation.performer_id !== tip.sellerId) return null;
  } else if (!(await memberAndPerformerIn(ctx.db, conversation.id, tip.sourceId, tip.sellerId))) {
    return null;
  }
  return postStreamMessage(
    ctx,
    conversation,
    { source: 'user', id: tip.sourceId },
    {
      type: 'tip',
      text: `Tipped ${tip.totalPrice} ${tip.totalPrice === 1 ? 'token' : 'tokens'}${tipItem ? ` for ${tipItem}` : ''}`,
      token: tip.totalPrice,
      ...(tipItem ? { details: { tipItem } } : {}),
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { Message, ReadAllMessagesRequest, SendMessageRequest } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { guard } from '../../core/auth';
import { fieldError, forbidden, notFound } from '../../core/errors';
import { ok, paged, sortDirection } from '../../core/http';
import { PATTERNS } from '../../core/validation';
import { idParams } from '../conversations/conversations.routes';
import { markConversationRead, totalUnread } from '../conversations/conversations.repository';
import { callerRef, conversationRoom, participantConversation } from '../conversations/conversations.service';
import { loadPublicAccounts, type AccountRef } from '../conversations/public-accounts.repository';
import { toMessage, type MessageRow } from './messages.mapper';
import { findMessage, insertTextMessage, listMessages, markMessageDeleted } from './messages.repository';
import { deleteStreamMessage } from '../streaming/stream-messages.service';
import { messagePageQuery } from './messages.schemas';

export const UNREAD_EVENT = 'nofify_read_messages_in_conversation'; // sic: the reference platform's spelling

interface MessagesQuery {
  limit: number;
  offset: number;
  sort?: string;
}

async function toMessages(ctx: AppContext, rows: MessageRow[]): Promise<Message[]> {
  const accounts = await loadPublicAccounts(ctx.db, ctx.storage, rows.map((r) => ({ source: r.sender_source, id: r.sender_id })));
  return rows.map((row) => toMessage(row, accounts, (path) => ctx.storage.url(path)));
}

export async function messageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const emitUnread = async (account: AccountRef) =>
    ctx.realtime.emitToAccount(account.source, account.id, UNREAD_EVENT, { total: await totalUnread(ctx.db, account) });

  app.get<{ Params: { id: string }; Querystring: MessagesQuery }>(
    '/messages/conversations/:id',
    {
      preHandler: guard(),
      schema: {
        tags: ['messaging'],
        summary: 'Messages of a conversation, newest first unless sort=asc (participants only)',
        params: idParams,
        querystring: messagePageQuery,
      },
    },
    async (req) => {
      const conversation = await participantConversation(ctx.db, req.params.id, callerRef(req.auth!));
      const { rows, total } = await listMessages(ctx.db, conversation.id, { ...req.query, sort: sortDirection(req.query.sort) });
      return ok(paged(await toMessages(ctx, rows), total));
    },
  );

  app.post<{ Params: { id: string }; Body: SendMessageRequest }>(
    '/messages/conversations/:id',
    {
      preHandler: guard(),
      schema: {
        tags: ['messaging'],
        summary: 'Send a text message (1–2000 characters) to a conversation',
        params: idParams,
        body: { type: 'object', required: ['text'], properties: { text: { type: 'string', minLength: 1, maxLength: 2000 } } },
      },
    },
    async (req) => {
      const me = callerRef(req.auth!);
      const text = req.body.text.trim();
      if (!text) throw fieldError('text', 'isNotEmpty', 'text should not be empty');
      const conversation = await participantConversation(ctx.db, req.params.id, me);
      const { id, recipients } = await ctx.db.transaction((tx) => insertTextMessage(tx, conversation.id, me, text));
      const [message] = await toMessages(ctx, [(await findMessage(ctx.db, id))!]);
      ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), `message_created_conversation_${conversation.id}`, message);
      for (const recipient of recipients) {
        ctx.realtime.emitToAccount(recipient.source, recipient.id, 'message_created', message);
        await emitUnread(recipient);
      }
      return ok(message);
    },
  );

  app.get('/messages/total-unread', { preHandler: guard(), schema: { tags: ['messaging'], summary: "The caller's unread messages → {total}" } }, async (req) =>
    ok({ total: await totalUnread(ctx.db, callerRef(req.auth!)) }),
  );

  app.post<{ Body: ReadAllMessagesRequest }>(
    '/messages/read-all',
    {
      preHandler: guard(),
      schema: {
        tags: ['messaging'],
        summary: "Mark a conversation read for the caller → {total} (the caller's remaining unread)",
        body: {
          type: 'object',
          required: ['conversationId'],
          properties: {
            conversationId: { type: 'string', pattern: PATTERNS.objectId },
            recipientId: { type: 'string', pattern: PATTERNS.objectId },
          },
        },
      },
    },
    async (req) => {
      const me = callerRef(req.auth!);
      const conversation = await participantConversation(ctx.db, req.body.conversationId, me);
      await markConversationRead(ctx.db, conversation.id, me);
      const total = await totalUnread(ctx.db, me);
      ctx.realtime.emitToAccount(me.source, me.id, UNREAD_EVENT, { total });
      return ok({ total });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/messages/:id',
    { preHandler: guard(), schema: { tags: ['messaging'], summary: 'Delete an own message (its text becomes "Message deleted"); moderators delete any message of their stream chats', params: idParams } },
    async (req) => {
      const me = callerRef(req.auth!);
      const row = await findMessage(ctx.db, req.params.id);
      if (!row) throw notFound('Message not found');
      // stream chats: the sender, or a moderator (the stream's performer, an admin) with the moderator text
      const streamMessage = await deleteStreamMessage(ctx, req.auth!, row);
      if (streamMessage) return ok(streamMessage);
      const conversation = await participantConversation(ctx.db, row.conversation_id, me);
      if (row.sender_source !== me.source || row.sender_id !== me.id) throw forbidden();
      if (row.is_deleted) return ok((await toMessages(ctx, [row]))[0]);
      await ctx.db.transaction((tx) => markMessageDeleted(tx, row));
      const [message] = await toMessages(ctx, [(await findMessage(ctx.db, row.id))!]);
      ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), `message_deleted_conversation_${conversation.id}`, message);
      return ok(message);
    },
  );
}

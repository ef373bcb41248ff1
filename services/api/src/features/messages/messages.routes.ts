import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  conversationRoom,
  Message,
  messageCreatedEvent,
  messageDeletedEvent,
  ReadAllMessagesRequest,
  SendMessageRequest,
  TotalUnread,
} from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { fieldError, forbidden, notFound } from '../../core/errors';
import { listQuery, ok, okResponse, paged, pagedResponse } from '../../core/http';
import { IdParams } from '../conversations/conversations.routes';
import { markConversationRead, totalUnread } from '../conversations/conversations.repository';
import { assertNotBlocked, callerRef, participantConversation } from '../conversations/conversations.service';
import type { AccountRef } from '../conversations/public-accounts.repository';
import { deleteStreamMessage } from '../streaming/stream-messages.service';
import { findMessage, insertTextMessage, listMessages, markMessageDeleted, MESSAGE_SORT_BY } from './messages.repository';
import { messageView, toMessages } from './messages.service';

export const UNREAD_EVENT = 'nofify_read_messages_in_conversation'; // sic: the reference platform's spelling

/** Query of a message page (25 messages by default, from offset 0), shared by private and stream chats; no search. */
export const MessagePageQuery = Type.Omit(listQuery({ defaultLimit: 25, maxLimit: 200, sortBy: MESSAGE_SORT_BY }), ['q']);

export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const emitUnread = async (account: AccountRef) =>
    ctx.realtime.emitToAccount(account.source, account.id, UNREAD_EVENT, { total: await totalUnread(ctx.db, account) } satisfies TotalUnread);

  app.get(
    '/messages/conversations/:id',
    {
      preHandler: guard(),
      schema: {
        tags: ['messaging'],
        summary: 'Messages of a conversation, newest first unless sort=asc (participants only)',
        params: IdParams,
        querystring: MessagePageQuery,
        response: pagedResponse(Message),
      },
    },
    async (req) => {
      const conversation = await participantConversation(ctx.db, req.params.id, callerRef(req.auth!));
      const { rows, total } = await listMessages(ctx.db, conversation.id, req.query);
      return ok(paged(await toMessages(ctx, rows), total));
    },
  );

  app.post(
    '/messages/conversations/:id',
    {
      preHandler: guard(),
      schema: {
        tags: ['messaging'],
        summary: 'Send a text message (1–2000 characters) to a conversation (403 for a member the performer blocked)',
        params: IdParams,
        body: SendMessageRequest,
        response: okResponse(Message),
      },
    },
    async (req) => {
      const me = callerRef(req.auth!);
      const text = req.body.text.trim();
      if (!text) throw fieldError('text', 'isNotEmpty', 'text should not be empty');
      const conversation = await participantConversation(ctx.db, req.params.id, me);
      const others = conversation.recipients.map((r) => ({ source: r.source, id: r.sourceId }));
      await assertNotBlocked(ctx.db, me, others);
      const { id, recipients } = await ctx.db.transaction((tx) => insertTextMessage(tx, conversation.id, me, text));
      const message = await messageView(ctx, id);
      ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), messageCreatedEvent(conversation.id), message);
      for (const recipient of recipients) {
        ctx.realtime.emitToAccount(recipient.source, recipient.id, 'message_created', message);
        await emitUnread(recipient);
      }
      return ok(message);
    },
  );

  app.get(
    '/messages/total-unread',
    { preHandler: guard(), schema: { tags: ['messaging'], summary: "The caller's unread messages → {total}", response: okResponse(TotalUnread) } },
    async (req) => ok({ total: await totalUnread(ctx.db, callerRef(req.auth!)) }),
  );

  app.post(
    '/messages/read-all',
    {
      preHandler: guard(),
      schema: {
        tags: ['messaging'],
        summary: "Mark a conversation read for the caller → {total} (the caller's remaining unread)",
        body: ReadAllMessagesRequest,
        response: okResponse(TotalUnread),
      },
    },
    async (req) => {
      const me = callerRef(req.auth!);
      const conversation = await participantConversation(ctx.db, req.body.conversationId, me);
      await markConversationRead(ctx.db, conversation.id, me);
      const total = await totalUnread(ctx.db, me);
      ctx.realtime.emitToAccount(me.source, me.id, UNREAD_EVENT, { total } satisfies TotalUnread);
      return ok({ total });
    },
  );

  app.delete(
    '/messages/:id',
    {
      preHandler: guard(),
      schema: {
        tags: ['messaging'],
        summary: 'Delete an own message (its text becomes "Message deleted"); moderators delete any message of their stream chats',
        params: IdParams,
        response: okResponse(Message),
      },
    },
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
      const message = await messageView(ctx, row.id);
      ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), messageDeletedEvent(conversation.id), message);
      return ok(message);
    },
  );
};

import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Message, ReadAllMessagesRequest, SendMessageRequest, TotalUnread } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { fieldError, forbidden, notFound } from '../../core/errors';
import { requestCountry } from '../../core/geo';
import { listQuery, ok, okResponse, pagedResponse } from '../../core/http';
import { IdParams } from '../conversations/conversations.routes';
import { markConversationRead, totalUnread } from '../conversations/conversations.repository';
import { callerRef, participantConversation } from '../conversations/conversations.service';
import { guardSender } from '../conversations/messaging-policy';
import { deleteStreamMessage } from './stream-messages.service';
import { findMessage, markMessageDeleted, MESSAGE_SORT_BY } from './messages.repository';
import { conversationMessages, messageView, toMessages } from './messages.service';
import { assertMayWriteIn, deliverDeletedMessage, pushUnreadTotal, sendPrivateMessage } from './private-messages.service';

/**
 * Query of a message page (25 messages by default, from offset 0), shared by private and stream chats; no search.
 * `after`: a client back from a dropped socket asks only for what it missed.
 */
export const MessagePageQuery = Type.Object({
  ...Type.Omit(listQuery({ defaultLimit: 25, maxLimit: 200, sortBy: MESSAGE_SORT_BY }), ['q']).properties,
  after: Type.Optional(
    Type.String({
      pattern: '^[0-9a-f]{24}$',
      description: 'Only messages newer than this message of the conversation (the last one the client holds)',
    }),
  ),
});

export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/messages/conversations/:id',
    guarded([], {
      tags: ['messaging'],
      summary: 'Messages of a conversation, newest first unless sort=asc; with after, only those newer than that message (participants only)',
      params: IdParams,
      querystring: MessagePageQuery,
      response: pagedResponse(Message),
    }),
    async (req) => {
      const me = callerRef(req.auth!);
      const conversation = await participantConversation(ctx.db, req.params.id, me);
      return ok(await conversationMessages(ctx, conversation.id, me, req.query));
    },
  );

  app.post(
    '/messages/conversations/:id',
    {
      preHandler: guardSender,
      schema: {
        tags: ['messaging'],
        summary:
          'Send a text message (1–2000 characters, stored and answered as plain text) to a private conversation ' +
          '(403 with the reason: roles that may not write to each other, a suspended account, a member the performer blocked)',
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
      await assertMayWriteIn(ctx.db, me, conversation, requestCountry(req));
      return ok(await sendPrivateMessage(ctx, conversation, me, () => ({ type: 'text', text })));
    },
  );

  app.get(
    '/messages/total-unread',
    guarded([], { tags: ['messaging'], summary: "The caller's unread messages → {total}", response: okResponse(TotalUnread) }),
    async (req) => ok({ total: await totalUnread(ctx.db, callerRef(req.auth!)) }),
  );

  app.post(
    '/messages/read-all',
    guarded([], {
      tags: ['messaging'],
      summary:
        "Mark a conversation read for the caller → {total} (the caller's remaining unread), also pushed to all her tabs with the conversationId",
      body: ReadAllMessagesRequest,
      response: okResponse(TotalUnread),
    }),
    async (req) => {
      const me = callerRef(req.auth!);
      const conversation = await participantConversation(ctx.db, req.body.conversationId, me);
      await ctx.db.transaction((tx) => markConversationRead(tx, conversation.id, me));
      const { total } = await pushUnreadTotal(ctx, me, conversation.id);
      return ok({ total });
    },
  );

  app.delete(
    '/messages/:id',
    guarded([], {
      tags: ['messaging'],
      summary:
        'Delete an own message (its text becomes "Message deleted", its file is no longer served; every participant is told); ' +
        'moderators delete any message of their stream chats',
      params: IdParams,
      response: okResponse(Message),
    }),
    async (req) => {
      const me = callerRef(req.auth!);
      const row = await findMessage(ctx.db, req.params.id);
      if (!row) throw notFound('Message not found');
      // stream chats: the sender, or a moderator (the stream's performer, an admin) with the moderator text
      const streamMessage = await deleteStreamMessage(ctx, req.auth!, row);
      if (streamMessage) return ok(streamMessage);
      const conversation = await participantConversation(ctx.db, row.conversation_id, me);
      if (row.sender_source !== me.source || row.sender_id !== me.id) throw forbidden();
      if (row.is_deleted) return ok((await toMessages(ctx, [row], me))[0]);
      const uncounted = await ctx.db.transaction((tx) => markMessageDeleted(tx, row));
      const message = await messageView(ctx, row.id, me);
      deliverDeletedMessage(ctx, conversation, message);
      await Promise.all(uncounted.map((recipient) => pushUnreadTotal(ctx, recipient)));
      return ok(message);
    },
  );
};

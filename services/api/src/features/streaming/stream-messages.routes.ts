import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Conversation, Message, RemoveAllMessagesResponse, SendStreamMessageRequest } from '@platform/shared/contract';
import { guarded, optionalAuth } from '../../core/auth';
import type { AppContext, AuthInfo } from '../../core/context';
import { badRequest, fieldError, forbidden, notFound } from '../../core/errors';
import { ok, okResponse, pagedResponse } from '../../core/http';
import { isObjectId } from '../../db/ids';
import { IdParams } from '../conversations/conversations.routes';
import { findMessage } from '../messages/messages.repository';
import { MessagePageQuery } from '../messages/messages.routes';
import { conversationMessages } from '../messages/messages.service';
import { conversationRow, findOrCreatePublicConversation, type StreamConversationRow } from '../conversations/stream-conversations.repository';
import { assertNotBlocked } from './stream-access';
import { requestCountry } from '../../core/geo';
import { deleteStreamMessage, postStreamMessage, removeAllMessages } from '../messages/stream-messages.service';
import { participant } from './stream-participants.repository';
import { resolveStream, streamOfConversation } from './streams.repository';
import { anonymousRef, conversationView, requirePerformer } from './streaming.runtime';
import { PerformerIdParams } from './streaming.schemas';

const tags = ['messaging'];

type SendRequest = FastifyRequest & { params: Static<typeof IdParams>; body: Static<typeof SendStreamMessageRequest> };

const me = (auth: AuthInfo | null) => (auth ? { source: auth.source, id: auth.sourceId } : anonymousRef);

/** May the caller read and write the chat of a private or group show? Its performer, its members, admins. */
async function inShow(ctx: AppContext, conversation: StreamConversationRow, auth: AuthInfo | null) {
  if (!auth) return false;
  if (auth.isAdmin || (auth.source === 'performer' && auth.sourceId === conversation.performer_id)) return true;
  if (auth.source !== 'user') return false;
  const stream = await streamOfConversation(ctx.db, conversation.id);
  if (!stream) return false;
  if (stream.type === 'private') return stream.user_id === auth.sourceId;
  return !!(await participant(ctx.db, stream.id, auth.sourceId));
}

const cleanText = (text: string) => {
  const trimmed = text.trim();
  if (!trimmed) throw fieldError('text', 'isNotEmpty', 'text should not be empty');
  return trimmed;
};

/** Stream conversations and stream chat messages. */
export const streamMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/conversations/stream/:streamId',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'The chat of a show (by stream id or media session id)',
        params: Type.Object({ streamId: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: okResponse(Conversation),
      },
    },
    async (req) => {
      const stream = await resolveStream(ctx.db, req.params.streamId);
      if (!stream?.conversation_id) throw notFound('Conversation not found');
      const conversation = (await conversationRow(ctx.db, stream.conversation_id))!;
      if (conversation.type !== 'stream_public' && !(await inShow(ctx, conversation, req.auth))) throw forbidden();
      return ok(await conversationView(ctx, conversation.id, me(req.auth)));
    },
  );

  app.get(
    '/conversations/stream/public/:performerId',
    {
      preHandler: optionalAuth,
      schema: { tags, summary: "A performer's public chat (created on first use)", params: PerformerIdParams, response: okResponse(Conversation) },
    },
    async (req) => {
      const performer = await requirePerformer(ctx.db, req.params.performerId);
      const id = await findOrCreatePublicConversation(ctx.db, performer.id, performer.username, null);
      return ok(await conversationView(ctx, id, me(req.auth)));
    },
  );

  app.get(
    '/messages/conversations/public/:id',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Messages of a public stream chat, newest first unless sort=asc; with after, only those newer than that message',
        params: IdParams,
        querystring: MessagePageQuery,
        response: pagedResponse(Message),
      },
    },
    async (req) => {
      const conversation = await conversationRow(ctx.db, req.params.id);
      if (!conversation) throw notFound('Conversation not found');
      if (conversation.type !== 'stream_public') throw forbidden();
      return ok(await conversationMessages(ctx, conversation.id, null, req.query));
    },
  );

  const sendOptions = (summary: string) =>
    guarded([], { tags, summary, params: IdParams, body: SendStreamMessageRequest, response: okResponse(Message) });
  /** Posts the sender's text to the chat, once `admit` has let them write to it; a performer's block is checked last. */
  const sendText = async (req: SendRequest, admit: (conversation: StreamConversationRow) => Promise<void>) => {
    const text = cleanText(req.body.text);
    const conversation = await conversationRow(ctx.db, req.params.id);
    if (!conversation) throw notFound('Conversation not found');
    await admit(conversation);
    await assertNotBlocked(ctx.db, conversation.performer_id, req.auth, requestCountry(req));
    return ok(await postStreamMessage(ctx, conversation, me(req.auth), { type: 'text', text }));
  };

  app.post(
    '/messages/stream/conversations/:id',
    sendOptions('Send to the chat of a private or group show (its performer and members)'),
    async (req) =>
      sendText(req, async (conversation) => {
        if (conversation.type !== 'stream_private' && conversation.type !== 'stream_group')
          throw badRequest('Not the chat of a private or group show');
        if (!(await inShow(ctx, conversation, req.auth))) throw forbidden();
      }),
  );

  app.post(
    '/messages/stream/public/conversations/:id',
    sendOptions('Send to a public stream chat (any signed-in account but a member the performer blocked)'),
    async (req) =>
      sendText(req, async (conversation) => {
        if (conversation.type !== 'stream_public') throw badRequest('Not a public stream chat');
      }),
  );

  app.delete(
    '/messages/:id/remove-all-message',
    guarded([], {
      tags,
      summary: 'Moderator (performer of the stream, admin): delete every message of a stream chat',
      params: IdParams,
      response: okResponse(RemoveAllMessagesResponse),
    }),
    async (req) => ok(await removeAllMessages(ctx, req.auth!, req.params.id)),
  );

  // DELETE /messages with the id in the body; messageId must be a string
  const deleteByBody = async (auth: AuthInfo, body: unknown) => {
    const messageId = (body as { messageId?: unknown } | null | undefined)?.messageId;
    if (messageId === undefined || messageId === null || messageId === '') throw badRequest('messageId not provided');
    if (typeof messageId !== 'string') throw badRequest('messageId must be a string');
    const row = isObjectId(messageId) ? await findMessage(ctx.db, messageId) : null;
    if (!row) throw notFound('Message not found');
    const message = await deleteStreamMessage(ctx, auth, row);
    if (!message) throw badRequest('Only stream chat messages can be deleted this way; use DELETE /messages/{id}');
    return ok(message);
  };
  for (const url of ['/messages', '/messages/']) {
    app.delete(url, guarded([], { tags, summary: 'Delete a stream chat message given as {messageId}', response: okResponse(Message) }), async (req) =>
      deleteByBody(req.auth!, req.body),
    );
  }
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  GoLiveRequest,
  JoinStreamResponse,
  PublicChatResponse,
  SpyShowResponse,
  StreamConversationResponse,
  StreamingRoomResponse,
  StreamingStatusResponse,
  StreamingSuccess,
} from '@platform/shared/contract';
import { guarded, optionalAuth } from '../../core/auth';
import { badRequest, notFound } from '../../core/errors';
import { ok, okResponse, optionalBody } from '../../core/http';
import { findPerformer } from '../performers/performers.repository';
import { assertNotBlocked, isBlocked } from './stream-access';
import { requestCountry } from '../../core/geo';
import { findOrCreatePublicConversation } from '../conversations/stream-conversations.repository';
import { activeStream } from './streams.repository';
import { conversationView, requirePerformer } from './streaming.runtime';
import { ConversationIdParams, PerformerIdParams } from './streaming.schemas';
import { acceptPrivate, finishAll, goLive, joinGroup, rejectPrivate, requestPrivate, spyOnPrivate, startGroup } from './streaming.service';

const tags = ['streaming'];

/** Shows: go live, finish, join, private and group shows, status. */
export const showRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/streaming/live',
    guarded('performer', {
      tags,
      summary: 'Performer: start (or resume) the public show → {conversation, sessionId}',
      body: optionalBody(GoLiveRequest),
      response: okResponse(StreamConversationResponse),
    }),
    async (req) => ok(await goLive(ctx, req.auth!.sourceId, req.body?.title)),
  );

  app.get(
    '/streaming/finish',
    guarded('performer', { tags, summary: 'Performer: end all her shows (public, group, private)', response: okResponse(StreamingSuccess) }),
    async (req) => ok(await finishAll(ctx, req.auth!.sourceId)),
  );

  app.post(
    '/streaming/join/:performerId',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary:
          "Watch a performer's public show → {sessionId, streamingStatus}; in a private or group show {sessionId: '', streamingStatus, message} (400 when not live, 403 for a member she blocked)",
        params: PerformerIdParams,
        response: okResponse(JoinStreamResponse),
      },
    },
    async (req) => {
      const performer = await requirePerformer(ctx.db, req.params.performerId);
      await assertNotBlocked(ctx.db, performer.id, req.auth, requestCountry(req));
      const stream = await activeStream(ctx.db, performer.id, 'public');
      // her room shows the private / group state from this answer: not an error, nothing public to play
      if (performer.streaming_status === 'private' || performer.streaming_status === 'group') {
        const status = performer.streaming_status;
        return ok({ sessionId: '', streamingStatus: status, message: `The performer is in a ${status} show right now` });
      }
      if (!stream || performer.streaming_status === 'offline') throw badRequest('The performer is not live');
      return ok({ sessionId: stream.session_id, streamingStatus: 'public' as const });
    },
  );

  app.get(
    '/streaming/chat/public',
    guarded('performer', { tags, summary: 'Performer: her public chat → {conversation, sessionId|null}', response: okResponse(PublicChatResponse) }),
    async (req) => {
      const performer = await requirePerformer(ctx.db, req.auth!.sourceId);
      const stream = await activeStream(ctx.db, performer.id, 'public');
      const id = await findOrCreatePublicConversation(ctx.db, performer.id, performer.username, stream?.id ?? null);
      return ok({ conversation: await conversationView(ctx, id, { source: 'performer', id: performer.id }), sessionId: stream?.session_id ?? null });
    },
  );

  app.post(
    '/streaming/group-chat',
    guarded('performer', {
      tags,
      summary: 'Performer: start (or resume) a group show → {conversation, sessionId}',
      response: okResponse(StreamConversationResponse),
    }),
    async (req) => ok(await startGroup(ctx, req.auth!.sourceId)),
  );

  app.get(
    '/streaming/group-chat/:performerId',
    guarded('user', {
      tags,
      summary: "Member: join the performer's group show (balance ≥ group price; first minute billed) → {conversation, sessionId}",
      params: PerformerIdParams,
      response: okResponse(StreamConversationResponse),
    }),
    async (req) => ok(await joinGroup(ctx, req.auth!.sourceId, req.params.performerId, requestCountry(req))),
  );

  app.post(
    '/streaming/spy/:performerId',
    guarded('user', {
      tags,
      summary:
        "Member: spy on the performer's running private show (she allows it; balance ≥ her spy price; billed per minute while the video plays; no chat, her video only) → {conversationId, sessionId, price}",
      params: PerformerIdParams,
      response: okResponse(SpyShowResponse),
    }),
    async (req) => ok(await spyOnPrivate(ctx, req.auth!.sourceId, req.params.performerId, requestCountry(req))),
  );

  app.post(
    '/streaming/private-chat/:performerId',
    guarded('user', {
      tags,
      summary: 'Member: request a private show (balance ≥ private price) → {conversation, sessionId}',
      params: PerformerIdParams,
      response: okResponse(StreamConversationResponse),
    }),
    async (req) => ok(await requestPrivate(ctx, req.auth!.sourceId, req.params.performerId, requestCountry(req))),
  );

  app.post(
    '/streaming/private-chat/accept/:conversationId',
    guarded('performer', {
      tags,
      summary: 'Performer: accept a private request (first minute billed) → {conversation, sessionId}',
      params: ConversationIdParams,
      response: okResponse(StreamConversationResponse),
    }),
    async (req) => ok(await acceptPrivate(ctx, req.auth!.sourceId, req.params.conversationId)),
  );

  app.put(
    '/streaming/private-chat/reject/:conversationId',
    guarded('performer', {
      tags,
      summary: 'Performer: decline a private request (or end the running private show)',
      params: ConversationIdParams,
      response: okResponse(StreamingSuccess),
    }),
    async (req) => ok(await rejectPrivate(ctx, req.auth!.sourceId, req.params.conversationId)),
  );

  app.get(
    '/streaming/room/:username',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary:
          "A watch room's first read by her username (or id), asked beside her profile: her status, the media id of her public show (none for a member or a country she blocked: `blocked`), whether it is published now, the room's public chat",
        params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: okResponse(StreamingRoomResponse),
      },
    },
    async (req) => {
      const performer = await findPerformer(ctx.db, req.params.username);
      if (!performer || performer.status === 'inactive') throw notFound('Performer not found');
      // as GET /streaming/status: a viewer she blocked gets no media id (her room tells him why, as POST /streaming/join does)
      const blocked = await isBlocked(ctx.db, performer.id, req.auth, requestCountry(req));
      const stream = blocked ? null : await activeStream(ctx.db, performer.id, 'public');
      const show = performer.streaming_status === 'public' ? stream : null;
      return ok({
        performerId: performer.id,
        streamingStatus: performer.streaming_status,
        sessionId: show?.session_id ?? null,
        conversationId: stream?.conversation_id ?? (await findOrCreatePublicConversation(ctx.db, performer.id, performer.username, null)),
        publishing: show?.is_streaming ?? false,
        blocked,
      });
    },
  );

  app.get(
    '/streaming/status/:performerId',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: "A performer's streaming status (no session id for a member she blocked)",
        params: PerformerIdParams,
        response: okResponse(StreamingStatusResponse),
      },
    },
    async (req) => {
      const performer = await requirePerformer(ctx.db, req.params.performerId).catch(() => {
        throw notFound('Performer not found');
      });
      // a member she blocked does not get the media id of her show
      const stream = (await isBlocked(ctx.db, performer.id, req.auth, requestCountry(req)))
        ? null
        : await activeStream(ctx.db, performer.id, 'public');
      return ok({
        performerId: performer.id,
        streamingStatus: performer.streaming_status,
        isStreaming: performer.streaming_status !== 'offline',
        sessionId: stream?.session_id ?? null,
        conversationId: stream?.conversation_id ?? null,
        streamingTitle: performer.streaming_title,
      });
    },
  );
};

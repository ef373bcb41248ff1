import type { FastifyInstance } from 'fastify';
import type { GoLiveRequest, PublicChatResponse, StreamingStatusResponse } from '@platform/shared/contract';
import { guard, optionalAuth } from '../../core/auth';
import { badRequest, notFound } from '../../core/errors';
import { ok } from '../../core/http';
import { PATTERNS } from '../../core/validation';
import { findOrCreatePublicConversation } from './stream-conversations.repository';
import { activeStream } from './streams.repository';
import { conversationView, requirePerformer } from './streaming.runtime';
import { acceptPrivate, finishAll, goLive, joinGroup, rejectPrivate, requestPrivate, startGroup } from './streaming.service';

const idParam = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'string', pattern: PATTERNS.objectId } } });
const tags = ['streaming'];

/** Shows: go live, finish, join, private and group shows, status (SPEC.md §7 "Streaming"). */
export async function showRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post<{ Body: GoLiveRequest | undefined }>(
    '/streaming/live',
    {
      preHandler: guard('performer'),
      schema: {
        tags,
        summary: 'Performer: start (or resume) the public show → {conversation, sessionId}',
        body: { type: ['object', 'null'], properties: { title: { type: 'string', maxLength: 200 } } },
      },
    },
    async (req) => ok(await goLive(ctx, req.auth!.sourceId, req.body?.title)),
  );

  app.get('/streaming/finish', { preHandler: guard('performer'), schema: { tags, summary: "Performer: end all her shows (public, group, private)" } }, async (req) =>
    ok(await finishAll(ctx, req.auth!.sourceId)),
  );

  app.post<{ Params: { performerId: string } }>(
    '/streaming/join/:performerId',
    { preHandler: optionalAuth, schema: { tags, summary: "Watch a performer's public show → {sessionId} (400 when not live)", params: idParam('performerId') } },
    async (req) => {
      const performer = await requirePerformer(ctx.db, req.params.performerId);
      const stream = await activeStream(ctx.db, performer.id, 'public');
      if (performer.streaming_status === 'private') throw badRequest('The performer is in a private show right now');
      if (performer.streaming_status === 'group') throw badRequest('The performer is in a group show right now');
      if (!stream || performer.streaming_status === 'offline') throw badRequest('The performer is not live');
      return ok({ sessionId: stream.session_id });
    },
  );

  app.get('/streaming/chat/public', { preHandler: guard('performer'), schema: { tags, summary: "Performer: her public chat → {conversation, sessionId|null}" } }, async (req) => {
    const performer = await requirePerformer(ctx.db, req.auth!.sourceId);
    const stream = await activeStream(ctx.db, performer.id, 'public');
    const id = await findOrCreatePublicConversation(ctx.db, performer.id, performer.username, stream?.id ?? null);
    const data: PublicChatResponse = { conversation: await conversationView(ctx, id, { source: 'performer', id: performer.id }), sessionId: stream?.session_id ?? null };
    return ok(data);
  });

  app.post('/streaming/group-chat', { preHandler: guard('performer'), schema: { tags, summary: 'Performer: start (or resume) a group show → {conversation, sessionId}' } }, async (req) =>
    ok(await startGroup(ctx, req.auth!.sourceId)),
  );

  app.get<{ Params: { performerId: string } }>(
    '/streaming/group-chat/:performerId',
    {
      preHandler: guard('user'),
      schema: { tags, summary: "Member: join the performer's group show (balance ≥ group price; first minute billed) → {conversation, sessionId}", params: idParam('performerId') },
    },
    async (req) => ok(await joinGroup(ctx, req.auth!.sourceId, req.params.performerId)),
  );

  app.post<{ Params: { performerId: string } }>(
    '/streaming/private-chat/:performerId',
    {
      preHandler: guard('user'),
      schema: { tags, summary: 'Member: request a private show (balance ≥ private price) → {conversation, sessionId}', params: idParam('performerId') },
    },
    async (req) => ok(await requestPrivate(ctx, req.auth!.sourceId, req.params.performerId)),
  );

  app.post<{ Params: { conversationId: string } }>(
    '/streaming/private-chat/accept/:conversationId',
    { preHandler: guard('performer'), schema: { tags, summary: 'Performer: accept a private request (first minute billed) → {conversation, sessionId}', params: idParam('conversationId') } },
    async (req) => ok(await acceptPrivate(ctx, req.auth!.sourceId, req.params.conversationId)),
  );

  app.put<{ Params: { conversationId: string } }>(
    '/streaming/private-chat/reject/:conversationId',
    { preHandler: guard('performer'), schema: { tags, summary: 'Performer: decline a private request (or end the running private show)', params: idParam('conversationId') } },
    async (req) => ok(await rejectPrivate(ctx, req.auth!.sourceId, req.params.conversationId)),
  );

  app.get<{ Params: { performerId: string } }>(
    '/streaming/status/:performerId',
    { schema: { tags, summary: "A performer's streaming status", params: idParam('performerId') } },
    async (req) => {
      const performer = await requirePerformer(ctx.db, req.params.performerId).catch(() => {
        throw notFound('Performer not found');
      });
      const stream = await activeStream(ctx.db, performer.id, 'public');
      const data: StreamingStatusResponse = {
        performerId: performer.id,
        streamingStatus: performer.streaming_status,
        isStreaming: performer.streaming_status !== 'offline',
        sessionId: stream?.session_id ?? null,
        conversationId: stream?.conversation_id ?? null,
        streamingTitle: performer.streaming_title,
      };
      return ok(data);
    },
  );
}

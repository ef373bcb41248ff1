import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Conversation, CreateConversationRequest, ObjectId } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { requestCountry } from '../../core/geo';
import { fieldError } from '../../core/errors';
import { listQuery, ok, okResponse, paged, pagedResponse } from '../../core/http';
import { CONVERSATION_SORT_BY, findConversation, findOrCreatePrivate, searchPrivateConversations } from './conversations.repository';
import { callerRef, participantConversation, toConversations } from './conversations.service';
import { registerConversationSockets } from './conversations.socket';
import { assertMayWrite, guardSender } from './messaging-policy';

/** `{id}` path parameter holding a conversation or message id. */
export const IdParams = Type.Object({ id: ObjectId });

const ConversationListQuery = listQuery({ defaultLimit: 25, maxLimit: 200, sortBy: CONVERSATION_SORT_BY });

export const conversationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  registerConversationSockets(ctx);

  for (const url of ['/conversations', '/conversations/search']) {
    app.get(
      url,
      guarded([], {
        tags: ['messaging'],
        summary: "The caller's private conversations, latest message first (q matches the other party)",
        querystring: ConversationListQuery,
        response: pagedResponse(Conversation),
      }),
      async (req) => {
        const me = callerRef(req.auth!);
        const { rows, total } = await searchPrivateConversations(ctx.db, me, req.query);
        return ok(paged(await toConversations(ctx, rows, me), total));
      },
    );
  }

  app.post(
    '/conversations',
    {
      preHandler: guardSender,
      schema: {
        tags: ['messaging'],
        summary:
          'Find or create the private conversation with an account: a member ↔ a performer, a studio ↔ its own performers ' +
          '(403 with the reason otherwise, for a suspended account either side, or a member the performer blocked; 404 unknown account)',
        body: CreateConversationRequest,
        response: okResponse(Conversation),
      },
    },
    async (req) => {
      const me = callerRef(req.auth!);
      const other = { source: req.body.source, id: req.body.sourceId };
      if (other.source === me.source && other.id === me.id)
        throw fieldError('sourceId', 'isNotSelf', 'You cannot start a conversation with yourself');
      await assertMayWrite(ctx.db, me, other, requestCountry(req));
      const { id } = await ctx.db.transaction((tx) => findOrCreatePrivate(tx, me, other));
      const row = (await findConversation(ctx.db, id, me))!;
      return ok((await toConversations(ctx, [row], me))[0]);
    },
  );

  app.get(
    '/conversations/:id',
    guarded([], { tags: ['messaging'], summary: 'One conversation (participants only)', params: IdParams, response: okResponse(Conversation) }),
    async (req) => {
      const me = callerRef(req.auth!);
      const row = await participantConversation(ctx.db, req.params.id, me);
      return ok((await toConversations(ctx, [row], me))[0]);
    },
  );
};

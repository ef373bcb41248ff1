import type { FastifyInstance } from 'fastify';
import type { CreateConversationRequest } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import type { AuthInfo } from '../../core/context';
import { fieldError, notFound } from '../../core/errors';
import { listQuerySchema, ok, paged, sortDirection, type ListQueryString } from '../../core/http';
import { PATTERNS } from '../../core/validation';
import { ROLES } from '../auth/auth.schemas';
import { findConversation, findOrCreatePrivate, searchPrivateConversations } from './conversations.repository';
import { callerRef, participantConversation, toConversations } from './conversations.service';
import { registerConversationSockets } from './conversations.socket';
import { accountIsActive } from './public-accounts.repository';

const listSchema = { type: 'object', properties: listQuerySchema(25, 200) };
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: PATTERNS.objectId } } };

export async function conversationRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerConversationSockets(ctx);

  const list = async (auth: AuthInfo, query: ListQueryString) => {
    const me = callerRef(auth);
    const { rows, total } = await searchPrivateConversations(ctx.db, me, { ...query, sort: sortDirection(query.sort) });
    return ok(paged(await toConversations(ctx, rows, me), total));
  };
  for (const url of ['/conversations', '/conversations/search']) {
    app.get<{ Querystring: ListQueryString }>(
      url,
      {
        preHandler: guard(),
        schema: {
          tags: ['messaging'],
          summary: "The caller's private conversations, latest message first (q matches the other party)",
          querystring: listSchema,
        },
      },
      async (req) => list(req.auth!, req.query),
    );
  }

  app.post<{ Body: CreateConversationRequest }>(
    '/conversations',
    {
      preHandler: guard(),
      schema: {
        tags: ['messaging'],
        summary: 'Find or create the private conversation between the caller and an account',
        body: {
          type: 'object',
          required: ['source', 'sourceId'],
          properties: { source: { type: 'string', enum: ROLES }, sourceId: { type: 'string', pattern: PATTERNS.objectId } },
        },
      },
    },
    async (req) => {
      const me = callerRef(req.auth!);
      const other = { source: req.body.source, id: req.body.sourceId };
      if (other.source === me.source && other.id === me.id) throw fieldError('sourceId', 'isNotSelf', 'You cannot start a conversation with yourself');
      if (!(await accountIsActive(ctx.db, other))) throw notFound('Account not found');
      const { id } = await ctx.db.transaction((tx) => findOrCreatePrivate(tx, me, other));
      const row = (await findConversation(ctx.db, id, me))!;
      return ok((await toConversations(ctx, [row], me))[0]);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/conversations/:id',
    { preHandler: guard(), schema: { tags: ['messaging'], summary: 'One conversation (participants only)', params: idParams } },
    async (req) => {
      const me = callerRef(req.auth!);
      const row = await participantConversation(ctx.db, req.params.id, me);
      return ok((await toConversations(ctx, [row], me))[0]);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { SendPayTokenRequest, SendTipRequest } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { ok } from '../../core/http';
import { idempotencyHeaders, idParams, tokenAmount } from './money.schemas';
import { idempotencyScope, runMoney } from './money-transaction';
import { executeSale, saleOutcome } from './sales.service';

const conversationId = { type: 'string', minLength: 1, maxLength: 64 };

export async function tipRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post<{ Params: { id: string }; Body: SendTipRequest }>(
    '/member/send-tip-token/:id',
    {
      preHandler: guard('user'),
      schema: {
        tags: ['money'],
        summary: 'Tip a performer (returns the purchased-item record; accepts an Idempotency-Key header)',
        params: idParams('id'),
        headers: idempotencyHeaders,
        body: { type: 'object', required: ['token'], properties: { token: tokenAmount, conversationId } },
      },
    },
    async (req, reply) => {
      const scope = idempotencyScope(req);
      const { data, replayed } = await runMoney(ctx, scope, async (tx) => {
        const result = await executeSale(tx, {
          buyerId: req.auth!.sourceId,
          performerId: req.params.id,
          type: 'tip',
          target: 'performer',
          targetId: req.params.id,
          name: 'Tip',
          unitPrice: req.body.token,
          conversationId: req.body.conversationId ?? null,
        });
        return saleOutcome(result, ctx.storage, 'tipped');
      });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return ok(data);
    },
  );

  app.post<{ Params: { id: string }; Body: SendPayTokenRequest }>(
    '/member/send-pay-token/:id',
    {
      preHandler: guard('user'),
      schema: {
        tags: ['money'],
        summary: 'Pay tokens to a performer in a paid chat (returns the purchased-item record; accepts an Idempotency-Key header)',
        params: idParams('id'),
        headers: idempotencyHeaders,
        body: {
          type: 'object',
          required: ['token'],
          properties: { token: tokenAmount, conversationId, type: { type: 'string', enum: ['stream_private', 'stream_group'] } },
        },
      },
    },
    async (req, reply) => {
      const scope = idempotencyScope(req);
      const { data, replayed } = await runMoney(ctx, scope, async (tx) => {
        const result = await executeSale(tx, {
          buyerId: req.auth!.sourceId,
          performerId: req.params.id,
          type: req.body.type ?? 'pay_token',
          target: 'stream',
          targetId: req.body.conversationId ?? req.params.id,
          name: 'Paid chat tokens',
          unitPrice: req.body.token,
          conversationId: req.body.conversationId ?? null,
        });
        return saleOutcome(result, ctx.storage, 'paid-token');
      });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return ok(data);
    },
  );
}

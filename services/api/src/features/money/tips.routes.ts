import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SendPayTokenRequest, SendTipRequest } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { idempotencyHeaders, idParams, tokenAmount } from './money.schemas';
import { REPLAYED_HEADER, replyMoney } from './money-transaction';
import { postTipMessage } from '../streaming/stream-messages.service';
import { executeSale, saleOutcome, type SaleInput } from './sales.service';

const conversationId = { type: 'string', minLength: 1, maxLength: 64 };

export async function tipRoutes(app: FastifyInstance) {
  const { ctx } = app;
  /** Tokens from the signed-in member to performer :id (the body's `token`, in the body's conversation if any). */
  const payPerformer = (
    req: FastifyRequest<{ Params: { id: string }; Body: SendTipRequest }>,
    reply: FastifyReply,
    sale: Pick<SaleInput, 'type' | 'target' | 'targetId' | 'name'>,
    event: 'tipped' | 'paid-token',
  ) =>
    replyMoney(ctx, req, reply, async (tx) => {
      const result = await executeSale(tx, {
        ...sale,
        buyerId: req.auth!.sourceId,
        performerId: req.params.id,
        unitPrice: req.body.token,
        conversationId: req.body.conversationId ?? null,
      });
      return saleOutcome(result, ctx.storage, event);
    });

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
      const res = await payPerformer(req, reply, { type: 'tip', target: 'performer', targetId: req.params.id, name: 'Tip' }, 'tipped');
      // A tip with a conversation also appears in that chat, once (a replayed tip was posted the first time).
      if (res.data.conversationId && !reply.getHeader(REPLAYED_HEADER)) {
        await postTipMessage(ctx, res.data).catch((error: Error) => req.log.warn(`tip message not posted: ${error.message}`));
      }
      return res;
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
    (req, reply) =>
      payPerformer(
        req,
        reply,
        { type: req.body.type ?? 'pay_token', target: 'stream', targetId: req.body.conversationId ?? req.params.id, name: 'Paid chat tokens' },
        'paid-token',
      ),
  );
}

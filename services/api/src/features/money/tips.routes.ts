import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdempotencyHeaders, PurchasedItem, SendPayTokenRequest, SendTipRequest } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { ok, okResponse } from '../../core/http';
import { IdParams } from './money.schemas';
import { idempotencyScope, REPLAYED_HEADER } from './money-transaction';
import { directSale } from './direct-sale';
import { postTipMessage } from '../messages/stream-messages.service';
import type { SaleInput } from './sales.service';
import { requestCountry } from '../../core/geo';

export const tipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  /**
   * Tokens from the signed-in member to performer `performerId` (`token`, in the body's conversation if any): one read
   * and one write statement (direct-sale.ts), the member's row the only one locked — a performer many members tip at
   * once is not a hot row.
   */
  const payPerformer = async (
    req: FastifyRequest,
    reply: FastifyReply,
    payment: { performerId: string; token: number; conversationId?: string },
    sale: Pick<SaleInput, 'type' | 'target' | 'targetId' | 'name'>,
    event: 'tipped' | 'paid-token',
  ) => {
    const { data, replayed } = await directSale(ctx, idempotencyScope(req), {
      ...sale,
      buyerId: req.auth!.sourceId,
      performerId: payment.performerId,
      country: requestCountry(req),
      unitPrice: payment.token,
      conversationId: payment.conversationId ?? null,
      event,
    });
    if (replayed) reply.header(REPLAYED_HEADER, 'true');
    return ok(data);
  };

  app.post(
    '/member/send-tip-token/:id',
    guarded('user', {
      tags: ['money'],
      summary: 'Tip a performer (returns the purchased-item record; accepts an Idempotency-Key header)',
      params: IdParams,
      headers: IdempotencyHeaders,
      body: SendTipRequest,
      response: okResponse(PurchasedItem),
    }),
    async (req, reply) => {
      const { id } = req.params;
      const res = await payPerformer(
        req,
        reply,
        { performerId: id, ...req.body },
        { type: 'tip', target: 'performer', targetId: id, name: 'Tip' },
        'tipped',
      );
      // A tip with a conversation also appears in that chat, once (a replayed tip was posted the first time).
      if (res.data.conversationId && !reply.getHeader(REPLAYED_HEADER)) {
        await postTipMessage(ctx, res.data).catch((error: Error) => req.log.warn(`tip message not posted: ${error.message}`));
      }
      return res;
    },
  );

  app.post(
    '/member/send-pay-token/:id',
    guarded('user', {
      tags: ['money'],
      summary: 'Pay tokens to a performer in a paid chat (returns the purchased-item record; accepts an Idempotency-Key header)',
      params: IdParams,
      headers: IdempotencyHeaders,
      body: SendPayTokenRequest,
      response: okResponse(PurchasedItem),
    }),
    (req, reply) =>
      payPerformer(
        req,
        reply,
        { performerId: req.params.id, token: req.body.token, conversationId: req.body.conversationId },
        { type: req.body.type ?? 'pay_token', target: 'stream', targetId: req.body.conversationId ?? req.params.id, name: 'Paid chat tokens' },
        'paid-token',
      ),
  );
};

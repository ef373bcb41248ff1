import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdempotencyHeaders, PurchasedItem, SendPayTokenRequest, SendTipRequest } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { guarded } from '../../core/auth';
import { ok, okResponse } from '../../core/http';
import { IdParams } from './money.schemas';
import { idempotencyScope, REPLAYED_HEADER } from './money-transaction';
import { directSale } from './direct-sale';
import { postTipMessage } from '../messages/stream-messages.service';
import type { SaleInput } from './sales.service';
import { requestCountry } from '../../core/geo';

/** Runs after each tip is made (not after a replay): features above money count it (the tip menu's goals). */
export type TipListener = (tip: PurchasedItem) => Promise<void>;
const tipListeners = new WeakMap<AppContext, TipListener[]>();

/** `listener` hears every tip this app takes from now on. */
export function onTip(ctx: AppContext, listener: TipListener): void {
  tipListeners.set(ctx, [...(tipListeners.get(ctx) ?? []), listener]);
}

/**
 * Tokens from the signed-in member to performer `performerId` (`token`, in the body's conversation if any): one read
 * and one write statement (direct-sale.ts), the member's row the only one locked — a performer many members tip at
 * once is not a hot row.
 */
async function payPerformer(
  req: FastifyRequest,
  reply: FastifyReply,
  payment: { performerId: string; token: number; conversationId?: string },
  sale: Pick<SaleInput, 'type' | 'target' | 'targetId' | 'name'>,
  event: 'tipped' | 'paid-token',
) {
  const { data, replayed } = await directSale(req.server.ctx, idempotencyScope(req), {
    ...sale,
    buyerId: req.auth!.sourceId,
    performerId: payment.performerId,
    country: requestCountry(req),
    unitPrice: payment.token,
    conversationId: payment.conversationId ?? null,
    event,
  });
  if (replayed) reply.header(REPLAYED_HEADER, 'true');
  return { data, replayed };
}

/**
 * A tip of `token` from the signed-in member to `performerId` — the one way tokens are tipped (POST
 * /member/send-tip-token/{id}, and an item of her tip menu, `item`, at its own price): the sale, then, once (a replayed
 * tip was posted the first time), its line in the body's chat and the tip listeners. Answers the purchased item.
 */
export async function tipPerformer(
  req: FastifyRequest,
  reply: FastifyReply,
  tip: { performerId: string; token: number; conversationId?: string; item?: string },
): Promise<{ data: PurchasedItem; replayed: boolean }> {
  const { ctx } = req.server;
  const name = tip.item ? `Tip: ${tip.item}` : 'Tip';
  const res = await payPerformer(req, reply, tip, { type: 'tip', target: 'performer', targetId: tip.performerId, name }, 'tipped');
  if (res.replayed) return res;
  if (res.data.conversationId) {
    await postTipMessage(ctx, res.data, tip.item).catch((error: Error) => req.log.warn(`tip message not posted: ${error.message}`));
  }
  for (const listener of tipListeners.get(ctx) ?? []) {
    await listener(res.data).catch((error: Error) => req.log.warn(`after a tip: ${error.message}`));
  }
  return res;
}

export const tipRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async (req, reply) => ok((await tipPerformer(req, reply, { performerId: req.params.id, ...req.body })).data),
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
    async (req, reply) => {
      const { data } = await payPerformer(
        req,
        reply,
        { performerId: req.params.id, token: req.body.token, conversationId: req.body.conversationId },
        { type: req.body.type ?? 'pay_token', target: 'stream', targetId: req.body.conversationId ?? req.params.id, name: 'Paid chat tokens' },
        'paid-token',
      );
      return ok(data);
    },
  );
};

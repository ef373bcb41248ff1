import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdempotencyHeaders, PaymentTransaction, PaymentTransactionStatus, PurchaseTokensRequest } from '@platform/shared/contract';
import { Type } from '@sinclair/typebox';
import { guard } from '../../core/auth';
import { listQuery, ok, okResponse, pagedResponse } from '../../core/http';
import { IdParams, optionalBody } from './money.schemas';
import { idempotencyScope, oneOffScope, REPLAYED_HEADER } from './money-transaction';
import { DEFAULT_GATEWAY } from './payment-gateway';
import { listMemberTransactions, TRANSACTION_SORT_BY } from './payments.repository';
import { purchaseTokens } from './token-purchase.service';

const TransactionQuery = listQuery(
  { defaultLimit: 10, maxLimit: 200, sortBy: TRANSACTION_SORT_BY },
  { status: Type.Optional(PaymentTransactionStatus) },
);

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/payment/purchase-tokens/:id',
    {
      preHandler: guard('user'),
      schema: {
        tags: ['money'],
        summary: 'Buy a token package through a payment gateway (default: the SANDBOX gateway, no real money)',
        description:
          'The sandbox approves every charge except card number 4000000000000002 or `sandboxDecline: true` (declined: 400, ' +
          'a failed transaction is recorded, no tokens). Accepts an Idempotency-Key header: the purchase is recorded under it before ' +
          'the card is charged, so one key charges at most once; a retry finishes or answers the recorded purchase, and a duplicate ' +
          'that cannot wait for a running one answers 409.',
        params: IdParams,
        headers: IdempotencyHeaders,
        body: optionalBody(PurchaseTokensRequest),
        response: okResponse(PaymentTransaction),
      },
    },
    async (req, reply) => {
      const body = req.body ?? {};
      const { data, replayed } = await purchaseTokens(ctx, {
        userId: req.auth!.sourceId,
        packageId: req.params.id,
        gatewayName: body.paymentGateway ?? DEFAULT_GATEWAY,
        // without a key the purchase is still recorded (under a one-off key) before the gateway is charged
        scope: idempotencyScope(req) ?? oneOffScope(req),
        card: body.card,
        sandboxDecline: body.sandboxDecline,
      });
      if (replayed) reply.header(REPLAYED_HEADER, 'true');
      return ok(data);
    },
  );

  app.get(
    '/transactions/user/search',
    {
      preHandler: guard('user'),
      schema: {
        tags: ['money'],
        summary: "The member's token purchases (money paid), newest first",
        querystring: TransactionQuery,
        response: pagedResponse(PaymentTransaction),
      },
    },
    async (req) => ok(await listMemberTransactions(ctx.db, req.auth!.sourceId, req.query.status, req.query)),
  );
};

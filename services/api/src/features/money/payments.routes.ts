import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdempotencyHeaders, PaymentTransaction, PaymentTransactionStatus, PurchaseTokensRequest } from '@platform/shared/contract';
import { Type } from '@sinclair/typebox';
import { guard } from '../../core/auth';
import { badRequest, notFound } from '../../core/errors';
import { listQuery, ok, okResponse, pagedResponse } from '../../core/http';
import { newId } from '../../db/ids';
import { GATEWAY, postMovement } from './ledger.repository';
import { IdParams, optionalBody } from './money.schemas';
import { earlierResponse, idempotencyScope, REPLAYED_HEADER, replyMoney } from './money-transaction';
import { findActivePackage } from './packages.repository';
import { DEFAULT_GATEWAY, PAYMENT_GATEWAYS } from './payment-gateway';
import { insertFailedTransaction, insertPaidTransaction, listMemberTransactions, TRANSACTION_SORT_BY } from './payments.repository';

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
          'a failed transaction is recorded, no tokens). Accepts an Idempotency-Key header.',
        params: IdParams,
        headers: IdempotencyHeaders,
        body: optionalBody(PurchaseTokensRequest),
        response: okResponse(PaymentTransaction),
      },
    },
    async (req, reply) => {
      const userId = req.auth!.sourceId;
      const body = req.body ?? {};
      const scope = idempotencyScope(req);
      const gatewayName = body.paymentGateway ?? DEFAULT_GATEWAY;
      const gateway = PAYMENT_GATEWAYS[gatewayName];
      if (!gateway) throw badRequest(`Unknown payment gateway: ${gatewayName}`);
      const pkg = await findActivePackage(ctx.db, req.params.id);
      if (!pkg) throw notFound('Token package not found');
      const products = [{ name: pkg.name, price: pkg.price, productType: 'token_package', productId: pkg._id, quantity: 1, tokens: pkg.tokens }];

      // A repeated key must not reach the gateway again: answer from the stored result first.
      const earlier = scope ? await earlierResponse<PaymentTransaction>(ctx.db, scope) : null;
      if (earlier) {
        reply.header(REPLAYED_HEADER, 'true');
        return ok(earlier);
      }

      const charge = await gateway.charge({
        amount: pkg.price,
        currency: 'USD',
        description: `${pkg.tokens} tokens (${pkg.name})`,
        buyerId: userId,
        idempotencyKey: scope?.key,
        card: body.card,
        sandboxDecline: body.sandboxDecline,
      });
      if (!charge.approved) {
        await insertFailedTransaction(ctx.db, gateway.name, userId, products, pkg.price, charge.reason);
        throw badRequest(charge.reason);
      }
      return replyMoney(
        ctx,
        req,
        reply,
        async (tx) => {
          const id = newId();
          const movement = await postMovement(tx, {
            type: 'token_purchase',
            reference: id,
            postings: [
              { account: GATEWAY, amount: -pkg.tokens },
              { account: { kind: 'user', id: userId }, amount: pkg.tokens },
            ],
          });
          const data = await insertPaidTransaction(tx, {
            id,
            gateway: gateway.name,
            gatewayRef: charge.reference,
            buyerId: userId,
            products,
            totalPrice: pkg.price,
            tokens: pkg.tokens,
            movementId: movement.movementId,
          });
          return { data, wallets: movement.wallets };
        },
        scope,
      );
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

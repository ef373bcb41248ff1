import type { FastifyInstance } from 'fastify';
import type { ListQuery, PaymentTransaction, PurchaseTokensRequest } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { badRequest, notFound } from '../../core/errors';
import { listQuerySchema, ok, sortDirection } from '../../core/http';
import { pageOf } from './money.paging';
import { newId } from '../../db/ids';
import { GATEWAY, postMovement } from './ledger.repository';
import { toTokenPackage, toTransaction, type TokenPackageRow, type TransactionRow } from './money.mappers';
import { idempotencyHeaders, idParams } from './money.schemas';
import { earlierResponse, idempotencyScope, REPLAYED_HEADER, replyMoney } from './money-transaction';
import { DEFAULT_GATEWAY, PAYMENT_GATEWAYS } from './payment-gateway';

const purchaseBody = {
  type: ['object', 'null'],
  properties: {
    paymentGateway: { type: 'string', maxLength: 40 },
    couponCode: { type: 'string', maxLength: 60 },
    card: {
      type: 'object',
      properties: {
        number: { type: 'string', maxLength: 30 },
        holder: { type: 'string', maxLength: 100 },
        expiry: { type: 'string', maxLength: 10 },
        cvc: { type: 'string', maxLength: 6 },
      },
    },
    sandboxDecline: { type: 'boolean' },
  },
};

export async function paymentRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post<{ Params: { id: string }; Body: PurchaseTokensRequest | undefined }>(
    '/payment/purchase-tokens/:id',
    {
      preHandler: guard('user'),
      schema: {
        tags: ['money'],
        summary: 'Buy a token package through a payment gateway (default: the SANDBOX gateway, no real money)',
        description:
          'The sandbox approves every charge except card number 4000000000000002 or `sandboxDecline: true` (declined: 400, ' +
          'a failed transaction is recorded, no tokens). Accepts an Idempotency-Key header.',
        params: idParams('id'),
        headers: idempotencyHeaders,
        body: purchaseBody,
      },
    },
    async (req, reply) => {
      const userId = req.auth!.sourceId;
      const body = req.body ?? {};
      const scope = idempotencyScope(req);
      const gatewayName = body.paymentGateway ?? DEFAULT_GATEWAY;
      const gateway = PAYMENT_GATEWAYS[gatewayName];
      if (!gateway) throw badRequest(`Unknown payment gateway: ${gatewayName}`);
      const { rows } = await ctx.db.query<TokenPackageRow>('SELECT * FROM token_packages WHERE id = $1 AND is_active', [req.params.id]);
      if (!rows[0]) throw notFound('Token package not found');
      const pkg = toTokenPackage(rows[0]);
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
        await ctx.db.query(
          `INSERT INTO payment_transactions (id, payment_gateway, buyer_id, products, total_price, tokens, status, failure_reason)
           VALUES ($1, $2, $3, $4::jsonb, $5, 0, 'failed', $6)`,
          [newId(), gateway.name, userId, JSON.stringify(products), pkg.price, charge.reason],
        );
        throw badRequest(charge.reason);
      }
      return replyMoney(ctx, req, reply, async (tx) => {
        const id = newId();
        const movement = await postMovement(tx, {
          type: 'token_purchase',
          reference: id,
          postings: [
            { account: GATEWAY, amount: -pkg.tokens },
            { account: { kind: 'user', id: userId }, amount: pkg.tokens },
          ],
        });
        const { rows: saved } = await tx.query<TransactionRow>(
          `INSERT INTO payment_transactions (id, payment_gateway, gateway_ref, buyer_id, products, total_price, tokens, status, movement_id)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, 'success', $8) RETURNING *`,
          [id, gateway.name, charge.reference, userId, JSON.stringify(products), pkg.price, pkg.tokens, movement.movementId],
        );
        return { data: toTransaction(saved[0]), wallets: movement.wallets };
      }, scope);
    },
  );

  app.get<{ Querystring: ListQuery & { status?: string } }>(
    '/transactions/user/search',
    {
      preHandler: guard('user'),
      schema: {
        tags: ['money'],
        summary: "The member's token purchases (money paid), newest first",
        querystring: { type: 'object', properties: { ...listQuerySchema(10, 200), status: { type: 'string', enum: ['pending', 'success', 'failed'] } } },
      },
    },
    async (req) => {
      const { limit = 10, offset = 0, sort, status } = req.query;
      const page = await pageOf(ctx.db, {
        sql: `SELECT * FROM payment_transactions WHERE buyer_id = $1 AND ($2::text IS NULL OR status = $2)`,
        params: [req.auth!.sourceId, status ?? null],
        orderBy: `created_at ${sortDirection(sort)}, id ${sortDirection(sort)}`,
        limit,
        offset,
        map: toTransaction,
      });
      return ok(page);
    },
  );
}

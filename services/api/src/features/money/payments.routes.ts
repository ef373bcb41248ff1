import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminReversals,
  IdempotencyHeaders,
  ObjectId,
  PaymentTransactionStatus,
  PaymentTransaction,
  ProcessorPostbackAnswer,
  PurchaseTokensRequest,
  TokenCheckout,
  TokenPurchase,
} from '@platform/shared/contract';
import { Type } from '@sinclair/typebox';
import { guarded } from '../../core/auth';
import { badRequest } from '../../core/errors';
import { listQuery, ok, okResponse, pagedResponse } from '../../core/http';
import { findBadText } from '../../core/input-guard';
import { loadParties } from './admin-parties';
import { IdParams, optionalBody } from './money.schemas';
import { idempotencyScope, oneOffScope, REPLAYED_HEADER } from './money-transaction';
import { loadProcessorConfig, paymentProcessors, postbackRefused } from './payment-processor';
import { listMemberTransactions, TRANSACTION_SORT_BY } from './payments.repository';
import { chargebackBalance, listReversals } from './processor.repository';
import { applyPostback, purchaseReceipt, startPurchase } from './token-purchase.service';

const TransactionQuery = listQuery(
  { defaultLimit: 10, maxLimit: 200, sortBy: TRANSACTION_SORT_BY },
  { status: Type.Optional(PaymentTransactionStatus) },
);

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/payment/purchase-tokens/:id',
    guarded('user', {
      tags: ['money'],
      summary: "Buy a token package: a pending payment and the processor's hosted payment page (no card ever reaches this API)",
      description:
        "Records a pending payment under the Idempotency-Key (the same key answers the same payment) and answers the processor's " +
        "page to send the member to (`redirectUrl`, or `action` + `fields` as a form post). The member pays there; the processor's " +
        'signed postback credits the tokens (POST /payment/processor/postback) and the member comes back to ' +
        '/account/tokens/receipt/{paymentId}. The sandbox processor (services/processor) has test cards on its page.',
      params: IdParams,
      headers: IdempotencyHeaders,
      body: optionalBody(PurchaseTokensRequest),
      response: okResponse(TokenCheckout),
    }),
    async (req, reply) => {
      const body = req.body ?? {};
      const { data, replayed } = await startPurchase(ctx, {
        userId: req.auth!.sourceId,
        packageId: req.params.id,
        processorName: body.paymentGateway,
        // without a key the purchase is still recorded (under a one-off key)
        scope: idempotencyScope(req) ?? oneOffScope(req),
      });
      if (replayed) reply.header(REPLAYED_HEADER, 'true');
      return ok(data);
    },
  );

  app.get(
    '/payment/purchases/:paymentId',
    guarded('user', {
      tags: ['money'],
      summary: "One of the member's token purchases, as its receipt shows it: pending until the processor's postback, then completed or failed",
      params: Type.Object({ paymentId: ObjectId }),
      response: okResponse(TokenPurchase),
    }),
    async (req) => ok(await purchaseReceipt(ctx, req.auth!.sourceId, req.params.paymentId)),
  );

  // The processor's postbacks: signed over the raw body, so this route reads the body as text and parses it itself.
  const { toleranceSeconds } = loadProcessorConfig().sandbox;
  await app.register(async (plugin) => {
    const postbacks = plugin.withTypeProvider<TypeBoxTypeProvider>();
    postbacks.removeContentTypeParser('application/json');
    postbacks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    postbacks.post(
      '/payment/processor/postback',
      {
        schema: {
          tags: ['money'],
          summary: "The payment processor's signed postback (sale, decline, cancel, refund, chargeback)",
          description:
            'Body: JSON as the processor sends it (the sandbox: ProcessorPostback). Headers `X-Processor-Timestamp` (unix seconds) and ' +
            '`X-Processor-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`. A forged, unsigned or stale postback ' +
            'answers 401, a replay of the same signed request 409; each (transaction, event) is applied once (`duplicate: true` after).',
          querystring: Type.Object({ processor: Type.Optional(Type.String({ maxLength: 40 })) }),
          response: okResponse(ProcessorPostbackAnswer),
        },
      },
      async (req) => {
        const name = req.query.processor ?? 'sandbox';
        const processor = paymentProcessors().byName(name);
        if (!processor) throw badRequest(`Unknown payment processor: ${name}`);
        if (typeof req.body !== 'string') throw postbackRefused(400, 'The postback body must be JSON');
        const postback = processor.verifyPostback(req.headers, req.body);
        if (findBadText(postback.event, 'body')) throw postbackRefused(400, 'The postback holds characters that cannot be stored');
        const outcome = await applyPostback(ctx, processor, postback, toleranceSeconds * 2);
        return ok({ received: true, duplicate: outcome.duplicate });
      },
    );
  });

  app.get(
    '/admin/money/chargebacks',
    guarded('admin', {
      tags: ['admin'],
      summary: 'Admin: token purchases the processor refunded or charged back, and the chargeback account (tokens already spent)',
      querystring: Type.Object({
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
        offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
      }),
      response: okResponse(AdminReversals),
    }),
    async (req) => {
      const { rows, total } = await listReversals(ctx.db, { limit: req.query.limit ?? 20, offset: req.query.offset ?? 0 });
      const party = await loadParties(
        ctx.db,
        ctx.storage,
        rows.map((r) => ({ source: 'user' as const, id: r.account_id })),
      );
      return ok({
        chargebackBalance: await chargebackBalance(ctx.db),
        total,
        data: rows.map((r) => ({
          paymentId: r.id,
          kind: r.reversal_kind,
          member: party('user', r.account_id),
          packageName: r.products[0]?.name ?? 'Tokens',
          amount: Number(r.amount),
          tokens: r.tokens,
          recovered: r.reversal_recovered,
          shortfall: r.reversal_shortfall,
          processorTransactionId: r.gateway_charge_id,
          reversedAt: new Date(r.reversed_at).toISOString(),
        })),
      });
    },
  );

  app.get(
    '/transactions/user/search',
    guarded('user', {
      tags: ['money'],
      summary: "The member's token purchases (money paid), newest first",
      querystring: TransactionQuery,
      response: pagedResponse(PaymentTransaction),
    }),
    async (req) => ok(await listMemberTransactions(ctx.db, req.auth!.sourceId, req.query.status, req.query)),
  );
};

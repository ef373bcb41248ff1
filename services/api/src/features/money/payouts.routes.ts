import type { FastifyInstance } from 'fastify';
import type { CreatePayoutRequest, ListQuery } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { notFound } from '../../core/errors';
import { listQuerySchema, ok, sortDirection } from '../../core/http';
import { ownRole, roleParams, type EarningRole } from './earnings.routes';
import { toPayout, type PayoutRow } from './money.mappers';
import { dateQuery, idempotencyHeaders, idParams, tokenAmount } from './money.schemas';
import { pageOf } from './money.paging';
import { replyMoney, runMoney } from './money-transaction';
import { createPayout, findOwnPayout, settlePayout, studioDecision, updatePayout } from './payouts.service';

const ACCOUNT_TYPES = ['banking', 'directDeposit', 'paxum', 'bitpay'];
const payoutFields = {
  paymentAccountType: { type: 'string', enum: ACCOUNT_TYPES },
  fromDate: dateQuery,
  toDate: dateQuery,
  requestNote: { type: 'string', maxLength: 2000 },
  tokenMustPay: tokenAmount,
};
const STATUSES = ['pending', 'approved', 'rejected', 'done'];
type PayoutQuery = ListQuery & { status?: string; fromDate?: string; toDate?: string };
const payoutQuerySchema = {
  type: 'object',
  properties: { ...listQuerySchema(10, 200), status: { type: 'string', enum: STATUSES }, fromDate: dateQuery, toDate: dateQuery },
};

export async function payoutRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const search = (where: string, params: unknown[], query: PayoutQuery) => {
    const dir = sortDirection(query.sort);
    const n = params.length;
    return pageOf(ctx.db, {
      sql: `SELECT * FROM payout_requests WHERE ${where} AND ($${n + 1}::text IS NULL OR status = $${n + 1})
            AND ($${n + 2}::timestamptz IS NULL OR created_at >= $${n + 2}::timestamptz)
            AND ($${n + 3}::text IS NULL OR created_at < $${n + 3}::date + 1)`,
      params: [...params, query.status ?? null, query.fromDate ?? null, query.toDate ?? null],
      orderBy: `created_at ${dir}, id ${dir}`,
      limit: query.limit ?? 10,
      offset: query.offset ?? 0,
      map: toPayout,
    });
  };

  app.post<{ Params: { role: EarningRole }; Body: CreatePayoutRequest }>(
    '/payout-requests/:role',
    {
      preHandler: guard('performer', 'studio'),
      schema: {
        tags: ['money'],
        summary: 'Ask for a payout (default amount: unpaid earnings of the date range; never above the available balance). Idempotency-Key accepted',
        params: roleParams,
        headers: idempotencyHeaders,
        body: { type: 'object', required: ['paymentAccountType'], properties: payoutFields },
      },
    },
    async (req, reply) => {
      const id = ownRole(req);
      return replyMoney(ctx, req, reply, (tx) => createPayout(tx, req.params.role, id, req.body));
    },
  );

  app.put<{ Params: { role: EarningRole; id: string }; Body: Partial<CreatePayoutRequest> }>(
    '/payout-requests/:role/:id',
    {
      preHandler: guard('performer', 'studio'),
      schema: {
        tags: ['money'],
        summary: 'Edit an own payout request while it is pending',
        params: { ...roleParams, required: ['role', 'id'], properties: { ...roleParams.properties, id: idParams('id').properties.id } },
        body: { type: 'object', properties: payoutFields },
      },
    },
    async (req) => {
      const owner = ownRole(req);
      return ok((await runMoney(ctx, null, (tx) => updatePayout(tx, req.params.role, owner, req.params.id, req.body ?? {}))).data);
    },
  );

  app.get<{ Params: { role: EarningRole; id: string } }>(
    '/payout-requests/:role/:id/view',
    {
      preHandler: guard('performer', 'studio'),
      schema: {
        tags: ['money'],
        summary: 'One payout request (own, or a member’s for their studio)',
        params: { ...roleParams, required: ['role', 'id'], properties: { ...roleParams.properties, id: idParams('id').properties.id } },
      },
    },
    async (req) => {
      const owner = ownRole(req);
      if (req.params.role === 'studio') {
        const { rows } = await ctx.db.query<PayoutRow>(
          `SELECT * FROM payout_requests WHERE id = $1 AND ((source = 'studio' AND source_id = $2) OR studio_id = $2)`,
          [req.params.id, owner],
        );
        if (!rows[0]) throw notFound('Payout request not found');
        return ok(toPayout(rows[0]));
      }
      return ok(toPayout(await findOwnPayout(ctx.db, 'performer', owner, req.params.id)));
    },
  );

  app.get<{ Querystring: PayoutQuery }>(
    '/payout-requests/performer/search',
    { preHandler: guard('performer'), schema: { tags: ['money'], summary: "The performer's payout requests", querystring: payoutQuerySchema } },
    async (req) => ok(await search(`source = 'performer' AND source_id = $1`, [req.auth!.sourceId], req.query)),
  );
  app.get<{ Querystring: PayoutQuery }>(
    '/payout-requests/studio/search',
    { preHandler: guard('studio'), schema: { tags: ['money'], summary: "The studio's own payout requests", querystring: payoutQuerySchema } },
    async (req) => ok(await search(`source = 'studio' AND source_id = $1`, [req.auth!.sourceId], req.query)),
  );
  app.get<{ Querystring: PayoutQuery }>(
    '/payout-requests/studio/performer-request',
    {
      preHandler: guard('studio'),
      schema: { tags: ['money'], summary: "Payout requests of the studio's members", querystring: payoutQuerySchema },
    },
    async (req) => ok(await search(`source = 'performer' AND studio_id = $1`, [req.auth!.sourceId], req.query)),
  );

  app.put<{ Params: { id: string }; Body: { status: 'approved' | 'rejected'; adminNote?: string } }>(
    '/payout-requests/studio/update/:id',
    {
      preHandler: guard('studio'),
      schema: {
        tags: ['money'],
        summary: "A studio approves or rejects a member's pending payout request",
        params: idParams('id'),
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: ['approved', 'rejected'] }, adminNote: { type: 'string', maxLength: 2000 } },
        },
      },
    },
    async (req) => ok(await ctx.db.transaction((tx) => studioDecision(tx, req.auth!.sourceId, req.params.id, req.body))),
  );

  app.post<{ Params: { id: string }; Body: { status: 'done' | 'rejected'; adminNote?: string } }>(
    '/admin/payout-requests/:id/settle',
    {
      preHandler: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Admin: pay out (tokens leave the wallet to the gateway) or reject a payout request',
        params: idParams('id'),
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: ['done', 'rejected'] }, adminNote: { type: 'string', maxLength: 2000 } },
        },
      },
    },
    async (req) => ok((await runMoney(ctx, null, (tx) => settlePayout(tx, req.params.id, req.body))).data),
  );
}

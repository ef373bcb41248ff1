import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminPayoutRequest,
  MemberPayoutRequest,
  CreatePayoutRequest,
  DateQuery,
  IdempotencyHeaders,
  PayoutRequest,
  PayoutSource,
  PayoutStatus,
  SettlePayoutRequest,
  StudioPayoutDecision,
  UpdatePayoutRequest,
} from '@platform/shared/contract';
import { Type } from '@sinclair/typebox';
import { guarded } from '../../core/auth';
import { notFound } from '../../core/errors';
import { listQuery, ok, okResponse, pagedResponse } from '../../core/http';
import { recordAdminAction } from '../audit-log/audit-log';
import { loadPublicAccounts, refKey } from '../accounts/public-accounts.repository';
import { loadParties } from './admin-parties';
import { ownRole } from './earnings.routes';
import { toPayout } from './money.mappers';
import { IdParams, RoleIdParams, RoleParams } from './money.schemas';
import { replyMoney, runMoney } from './money-transaction';
import { findStudioPayout, listPayouts, lockPayout, PAYOUT_SORT_BY } from './payouts.repository';
import { createPayout, findOwnPayout, settlePayout, studioDecision, updatePayout } from './payouts.service';

const PayoutQuery = listQuery(
  { defaultLimit: 10, maxLimit: 200, sortBy: PAYOUT_SORT_BY },
  { status: Type.Optional(PayoutStatus), fromDate: Type.Optional(DateQuery), toDate: Type.Optional(DateQuery) },
);

const AdminPayoutQuery = listQuery(
  { defaultLimit: 20, maxLimit: 200, sortBy: PAYOUT_SORT_BY },
  { status: Type.Optional(PayoutStatus), source: Type.Optional(PayoutSource) },
);

export const payoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/payout-requests/:role',
    guarded(['performer', 'studio'], {
      tags: ['money'],
      summary: 'Ask for a payout (default amount: unpaid earnings of the date range; never above the available balance). Idempotency-Key accepted',
      params: RoleParams,
      headers: IdempotencyHeaders,
      body: CreatePayoutRequest,
      response: okResponse(PayoutRequest),
    }),
    async (req, reply) => {
      const id = ownRole(req);
      return replyMoney(ctx, req, reply, (tx) => createPayout(tx, req.params.role, id, req.body));
    },
  );

  app.put(
    '/payout-requests/:role/:id',
    guarded(['performer', 'studio'], {
      tags: ['money'],
      summary: 'Edit an own payout request while it is pending',
      params: RoleIdParams,
      body: UpdatePayoutRequest,
      response: okResponse(PayoutRequest),
    }),
    async (req) => {
      const owner = ownRole(req);
      return ok((await runMoney(ctx, null, (tx) => updatePayout(tx, req.params.role, owner, req.params.id, req.body))).data);
    },
  );

  app.get(
    '/payout-requests/:role/:id/view',
    guarded(['performer', 'studio'], {
      tags: ['money'],
      summary: 'One payout request (own, or a member’s for their studio)',
      params: RoleIdParams,
      response: okResponse(PayoutRequest),
    }),
    async (req) => {
      const owner = ownRole(req);
      if (req.params.role === 'studio') {
        const request = await findStudioPayout(ctx.db, owner, req.params.id);
        if (!request) throw notFound('Payout request not found');
        return ok(toPayout(request));
      }
      return ok(toPayout(await findOwnPayout(ctx.db, 'performer', owner, req.params.id)));
    },
  );

  app.get(
    '/payout-requests/performer/search',
    guarded('performer', {
      tags: ['money'],
      summary: "The performer's payout requests",
      querystring: PayoutQuery,
      response: pagedResponse(PayoutRequest),
    }),
    async (req) => ok(await listPayouts(ctx.db, { source: 'performer', sourceId: req.auth!.sourceId }, req.query, req.query)),
  );
  app.get(
    '/payout-requests/studio/search',
    guarded('studio', {
      tags: ['money'],
      summary: "The studio's own payout requests",
      querystring: PayoutQuery,
      response: pagedResponse(PayoutRequest),
    }),
    async (req) => ok(await listPayouts(ctx.db, { source: 'studio', sourceId: req.auth!.sourceId }, req.query, req.query)),
  );
  app.get(
    '/payout-requests/studio/performer-request',
    guarded('studio', {
      tags: ['money'],
      summary: "Payout requests of the studio's members, each with who asked (performerInfo)",
      querystring: PayoutQuery,
      response: pagedResponse(MemberPayoutRequest),
    }),
    async (req) => {
      const page = await listPayouts(ctx.db, { memberOfStudio: req.auth!.sourceId }, req.query, req.query);
      const refs = page.data.flatMap((p) => (p.performerId ? [{ source: 'performer' as const, id: p.performerId }] : []));
      const accounts = await loadPublicAccounts(ctx.db, ctx.storage, refs);
      const withNames = page.data.map((p) => ({ ...p, performerInfo: (p.performerId && accounts.get(refKey('performer', p.performerId))) || null }));
      return ok({ ...page, data: withNames });
    },
  );

  app.put(
    '/payout-requests/studio/update/:id',
    guarded('studio', {
      tags: ['money'],
      summary: "A studio approves or rejects a member's pending payout request",
      params: IdParams,
      body: StudioPayoutDecision,
      response: okResponse(PayoutRequest),
    }),
    async (req) => ok(await ctx.db.transaction((tx) => studioDecision(tx, req.auth!.sourceId, req.params.id, req.body))),
  );

  app.get(
    '/admin/payout-requests',
    guarded('admin', {
      tags: ['admin'],
      summary: "Admin: every performer's and studio's payout requests (filter by status and by who asks), each with its account",
      querystring: AdminPayoutQuery,
      response: pagedResponse(AdminPayoutRequest),
    }),
    async (req) => {
      const page = await listPayouts(ctx.db, 'everyone', req.query, req.query);
      const partyOf = await loadParties(
        ctx.db,
        ctx.storage,
        page.data.map((p) => ({ source: p.source, id: p.sourceId })),
      );
      return ok({ ...page, data: page.data.map((p) => ({ ...p, account: partyOf(p.source, p.sourceId) })) });
    },
  );

  app.post(
    '/admin/payout-requests/:id/settle',
    guarded('admin', {
      tags: ['admin'],
      summary:
        'Admin: approve a pending payout request, pay it out (tokens leave the wallet to the gateway; the note is the payment reference) or reject it',
      params: IdParams,
      body: SettlePayoutRequest,
      response: okResponse(PayoutRequest),
    }),
    async (req) =>
      ok(
        (
          await runMoney(ctx, null, async (tx) => {
            const before = await lockPayout(tx, req.params.id);
            const outcome = await settlePayout(tx, req.params.id, req.body);
            await recordAdminAction(tx, req.auth!, {
              action: 'payout.settle',
              target: { type: 'payout-request', id: req.params.id },
              before: { status: before?.status ?? null },
              after: { status: outcome.data.status },
              reason: req.body.adminNote ?? '',
            });
            return outcome;
          })
        ).data,
      ),
  );
};

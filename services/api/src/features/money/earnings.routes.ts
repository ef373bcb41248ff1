import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DateQuery, Earning, EarningPayout, EarningStats } from '@platform/shared/contract';
import { Type } from '@sinclair/typebox';
import { guarded } from '../../core/auth';
import type { AuthInfo } from '../../core/context';
import { forbidden } from '../../core/errors';
import { listQuery, ok, okResponse, pagedResponse } from '../../core/http';
import { EARNING_SORT_BY, earningTotals, listEarnings, type EarningRole } from './earnings.repository';
import { RoleParams } from './money.schemas';

/** The caller must be the role named in the path (a performer cannot read /earning/studio/…). */
export function ownRole(req: { auth: AuthInfo | null; params: { role: EarningRole } }): string {
  if (req.auth!.source !== req.params.role) throw forbidden();
  return req.auth!.sourceId;
}

const DateRangeQuery = Type.Object({ fromDate: Type.Optional(DateQuery), toDate: Type.Optional(DateQuery) });
const EarningQuery = listQuery(
  { defaultLimit: 10, maxLimit: 500, sortBy: EARNING_SORT_BY },
  { ...DateRangeQuery.properties, type: Type.Optional(Type.String({ maxLength: 40 })), isPaid: Type.Optional(Type.Boolean()) },
);

export const earningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/earning/:role/search',
    guarded(['performer', 'studio'], {
      tags: ['money'],
      summary: 'Earnings of the signed-in performer or studio (date range fromDate/toDate)',
      params: RoleParams,
      querystring: EarningQuery,
      response: pagedResponse(Earning),
    }),
    async (req) => ok(await listEarnings(ctx.db, req.params.role, ownRole(req), req.query, req.query)),
  );

  app.get(
    '/earning/:role/stats',
    guarded(['performer', 'studio'], {
      tags: ['money'],
      summary: 'Earning totals {totalPrice, paidPrice, remainingPrice} (net tokens; refunded sales excluded)',
      params: RoleParams,
      querystring: DateRangeQuery,
      response: okResponse(EarningStats),
    }),
    async (req) => {
      const t = await earningTotals(ctx.db, req.params.role, ownRole(req), req.query);
      return ok({ totalPrice: t.total, paidPrice: t.paid, remainingPrice: t.remaining });
    },
  );

  app.get(
    '/earning/:role/payout',
    guarded(['performer', 'studio'], {
      tags: ['money'],
      summary: 'What a payout request for the date range would cover: {totalEarning, totalPrice, paidPrice, remainingPrice}',
      params: RoleParams,
      querystring: DateRangeQuery,
      response: okResponse(EarningPayout),
    }),
    async (req) => {
      const t = await earningTotals(ctx.db, req.params.role, ownRole(req), req.query);
      return ok({ totalEarning: t.count, totalPrice: t.total, paidPrice: t.paid, remainingPrice: t.remaining });
    },
  );
};

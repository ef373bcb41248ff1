import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EarningPayout, EarningStats, ListQuery } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { forbidden } from '../../core/errors';
import { listQuerySchema, ok, sortDirection } from '../../core/http';
import type { Queryable } from '../../db/db';
import { toEarning, type EarningRow } from './money.mappers';
import { dateQuery } from './money.schemas';
import { pageOf } from './money.paging';

export type EarningRole = 'performer' | 'studio';
export const roleParams = {
  type: 'object',
  required: ['role'],
  properties: { role: { type: 'string', enum: ['performer', 'studio'] } },
};

/** The caller must be the role named in the path (a performer cannot read /earning/studio/…). */
export function ownRole(req: FastifyRequest<{ Params: { role: EarningRole } }>): string {
  if (req.auth!.source !== req.params.role) throw forbidden();
  return req.auth!.sourceId;
}

export interface DateRange {
  fromDate?: string;
  toDate?: string;
}

/** SQL condition for an inclusive date range on created_at ($from, $to); a plain toDate date covers that whole day. */
export const rangeCondition = (from: string, to: string) =>
  `(${from}::timestamptz IS NULL OR created_at >= ${from}::timestamptz)
   AND (${to}::text IS NULL OR created_at < (CASE WHEN length(${to}::text) <= 10 THEN ${to}::date + 1 ELSE ${to}::timestamptz END))`;

export async function earningTotals(db: Queryable, role: EarningRole, id: string, range: DateRange) {
  const { rows } = await db.query<{ n: number; total: string; paid: string; remaining: string }>(
    `SELECT count(*)::int AS n, coalesce(sum(net_price), 0) AS total,
            coalesce(sum(net_price) FILTER (WHERE is_paid), 0) AS paid,
            coalesce(sum(net_price) FILTER (WHERE payout_status = 'none'), 0) AS remaining
     FROM earnings WHERE source = $1 AND source_id = $2 AND payout_status <> 'refunded' AND ${rangeCondition('$3', '$4')}`,
    [role, id, range.fromDate ?? null, range.toDate ?? null],
  );
  const r = rows[0];
  return { count: r.n, total: Number(r.total), paid: Number(r.paid), remaining: Number(r.remaining) };
}

type EarningQuery = ListQuery & DateRange & { type?: string; isPaid?: boolean };

export async function earningRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const rangeSchema = { fromDate: dateQuery, toDate: dateQuery };

  app.get<{ Params: { role: EarningRole }; Querystring: EarningQuery }>(
    '/earning/:role/search',
    {
      preHandler: guard('performer', 'studio'),
      schema: {
        tags: ['money'],
        summary: 'Earnings of the signed-in performer or studio (date range fromDate/toDate)',
        params: roleParams,
        querystring: {
          type: 'object',
          properties: { ...listQuerySchema(10, 500), ...rangeSchema, type: { type: 'string', maxLength: 40 }, isPaid: { type: 'boolean' } },
        },
      },
    },
    async (req) => {
      const id = ownRole(req);
      const { limit = 10, offset = 0, sort, fromDate, toDate, type, isPaid } = req.query;
      const dir = sortDirection(sort);
      return ok(
        await pageOf(ctx.db, {
          sql: `SELECT e.*, u.username, u.display_name, u.first_name, u.last_name FROM earnings e JOIN users u ON u.id = e.user_id
                WHERE e.source = $1 AND e.source_id = $2 AND ${rangeCondition('$3', '$4').replace(/created_at/g, 'e.created_at')}
                AND ($5::text IS NULL OR e.type = $5) AND ($6::boolean IS NULL OR e.is_paid = $6)`,
          params: [req.params.role, id, fromDate ?? null, toDate ?? null, type ?? null, isPaid ?? null],
          orderBy: `created_at ${dir}, id ${dir}`,
          limit,
          offset,
          map: (row: EarningRow) => toEarning(row),
        }),
      );
    },
  );

  app.get<{ Params: { role: EarningRole }; Querystring: DateRange }>(
    '/earning/:role/stats',
    {
      preHandler: guard('performer', 'studio'),
      schema: {
        tags: ['money'],
        summary: 'Earning totals {totalPrice, paidPrice, remainingPrice} (net tokens; refunded sales excluded)',
        params: roleParams,
        querystring: { type: 'object', properties: rangeSchema },
      },
    },
    async (req) => {
      const t = await earningTotals(ctx.db, req.params.role, ownRole(req), req.query);
      const stats: EarningStats = { totalPrice: t.total, paidPrice: t.paid, remainingPrice: t.remaining };
      return ok(stats);
    },
  );

  app.get<{ Params: { role: EarningRole }; Querystring: DateRange }>(
    '/earning/:role/payout',
    {
      preHandler: guard('performer', 'studio'),
      schema: {
        tags: ['money'],
        summary: 'What a payout request for the date range would cover: {totalEarning, totalPrice, paidPrice, remainingPrice}',
        params: roleParams,
        querystring: { type: 'object', properties: rangeSchema },
      },
    },
    async (req) => {
      const t = await earningTotals(ctx.db, req.params.role, ownRole(req), req.query);
      const payout: EarningPayout = { totalEarning: t.count, totalPrice: t.total, paidPrice: t.paid, remainingPrice: t.remaining };
      return ok(payout);
    },
  );
}

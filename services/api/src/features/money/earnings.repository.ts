import { paged } from '../../core/http';
import type { Queryable } from '../../db/db.types';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import { toEarning, type EarningRow } from './money.mappers';

export type EarningRole = 'performer' | 'studio';

export interface DateRange {
  fromDate?: string;
  toDate?: string;
}

/** SQL condition for an inclusive date range on created_at ($from, $to); a plain toDate date covers that whole day. */
export const rangeCondition = (from: string, to: string) =>
  `(${from}::timestamptz IS NULL OR created_at >= ${from}::timestamptz)
   AND (${to}::text IS NULL OR created_at < (CASE WHEN length(${to}::text) <= 10 THEN ${to}::date + 1 ELSE ${to}::timestamptz END))`;

/** Count and net sums of the earnings in a date range (refunded sales excluded). */
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

/** An earning is read with the paying member's names. */
const EARNING_LIST: ListSpec = {
  from: 'earnings e JOIN users u ON u.id = e.user_id',
  select: 'e.*, u.username, u.display_name',
  sortable: { createdAt: 'e.created_at' },
  defaultSortBy: 'createdAt',
  tieBreaker: 'e.id',
};
export const EARNING_SORT_BY = Object.keys(EARNING_LIST.sortable);

export interface EarningFilter extends DateRange {
  type?: string;
  isPaid?: boolean;
}

export async function listEarnings(db: Queryable, role: EarningRole, id: string, filter: EarningFilter, query: ListParams) {
  const where = new SqlWhere();
  where.and(`e.source = ${where.param(role)}`).and(`e.source_id = ${where.param(id)}`);
  where.and(rangeCondition(where.param(filter.fromDate ?? null), where.param(filter.toDate ?? null)).replace(/created_at/g, 'e.created_at'));
  if (filter.type !== undefined) where.and(`e.type = ${where.param(filter.type)}`);
  if (filter.isPaid !== undefined) where.and(`e.is_paid = ${where.param(filter.isPaid)}`);
  const { rows, total } = await listPage<EarningRow>(db, EARNING_LIST, where, query);
  return paged(rows.map(toEarning), total);
}

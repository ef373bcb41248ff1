import type { DailyFigures } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';

/** Movements that are members spending (refunds count against them); purchases, their reversals, opening balances and payouts are not. */
const SPENDING = `m.type NOT IN ('token_purchase', 'token_reversal', 'opening_balance', 'payout')`;

/**
 * GET /admin/statistics: one row per UTC day from `from` to `to` (both YYYY-MM-DD, checked by the caller), days
 * without business included as zeros. Money comes from the ledger (what was credited, not what was attempted);
 * refunds and chargebacks count against the day they happened; a show's minutes are split over the days it spanned, one still on air counts up to now.
 */
export async function dailyFigures(db: Queryable, from: string, to: string): Promise<DailyFigures[]> {
  const { rows } = await db.query<DailyFigures>(
    `WITH days AS (
       SELECT d::date AS day, d AT TIME ZONE 'UTC' AS day_start, (d + interval '1 day') AT TIME ZONE 'UTC' AS day_end
       FROM generate_series($1::date::timestamp, $2::date::timestamp, interval '1 day') AS d
     ),
     range AS (SELECT min(day_start) AS starts, max(day_end) AS ends FROM days),
     money AS (
       SELECT (m.created_at AT TIME ZONE 'UTC')::date AS day,
         -- what the payment processor's side gave out, net of what refunds and chargebacks took back that day
         -sum(e.amount) FILTER (WHERE m.type IN ('token_purchase', 'token_reversal') AND e.account_kind = 'gateway') AS sold,
         -sum(e.amount) FILTER (WHERE ${SPENDING} AND e.account_kind = 'user') AS spent,
         sum(e.amount) FILTER (WHERE ${SPENDING} AND e.account_kind = 'platform') AS platform,
         sum(e.amount) FILTER (WHERE ${SPENDING} AND e.account_kind = 'performer') AS performers,
         sum(e.amount) FILTER (WHERE ${SPENDING} AND e.account_kind = 'studio') AS studios
       FROM ledger_movements m JOIN ledger_entries e ON e.movement_id = m.id, range
       WHERE m.created_at >= range.starts AND m.created_at < range.ends
       GROUP BY 1
     ),
     sales AS (
       SELECT day, sum(amount) AS sales FROM (
         SELECT (p.created_at AT TIME ZONE 'UTC')::date AS day, p.total_price AS amount
         FROM payment_transactions p, range
         WHERE p.status = 'success' AND p.created_at >= range.starts AND p.created_at < range.ends
         UNION ALL
         -- a refund or chargeback gives the money back on the day it happens
         SELECT (i.reversed_at AT TIME ZONE 'UTC')::date, -i.amount
         FROM payment_intents i, range
         WHERE i.status = 'reversed' AND i.reversed_at >= range.starts AND i.reversed_at < range.ends
       ) money_moves
       GROUP BY 1
     ),
     shows AS (
       SELECT days.day,
         sum(extract(epoch FROM least(coalesce(s.ended_at, now()), days.day_end) - greatest(s.started_at, days.day_start))) / 60 AS minutes,
         max(s.peak_viewers) AS peak
       FROM days JOIN streams s
         ON s.started_at IS NOT NULL AND s.started_at < days.day_end AND coalesce(s.ended_at, now()) > days.day_start
       GROUP BY days.day
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
       coalesce(money.sold, 0)::float8 AS "tokensSold",
       coalesce(sales.sales, 0)::float8 AS sales,
       coalesce(money.spent, 0)::float8 AS "tokensSpent",
       coalesce(money.platform, 0)::float8 AS platform,
       coalesce(money.performers, 0)::float8 AS performers,
       coalesce(money.studios, 0)::float8 AS studios,
       round(coalesce(shows.minutes, 0)::numeric, 1)::float8 AS "liveMinutes",
       coalesce(shows.peak, 0)::int AS "peakViewers"
     FROM days LEFT JOIN money USING (day) LEFT JOIN sales USING (day) LEFT JOIN shows USING (day)
     ORDER BY days.day`,
    [from, to],
  );
  return rows;
}

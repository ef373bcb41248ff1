import type { Earning } from '@platform/shared/contract';
import { daysBetween, isoDay, type DateRange } from '../../common/dates';
import type { DayTotal } from './earnings-chart.component';

/** Longest chart: a year of bars; a longer range shows its last 366 days. */
export const MAX_CHART_DAYS = 366;

/**
 * Net tokens per local day across the whole range (days without earnings are 0). Open ends take
 * the first earning's day and today.
 */
export function earningsByDay(earnings: Earning[], range: DateRange, today: Date = new Date()): DayTotal[] {
  const totals = new Map<string, number>();
  for (const e of earnings) {
    const created = new Date(e.createdAt);
    if (Number.isNaN(created.getTime())) continue;
    const day = isoDay(created);
    totals.set(day, (totals.get(day) ?? 0) + e.netPrice);
  }
  const known = [...totals.keys()].sort();
  const to = range.toDate || isoDay(today);
  const from = range.fromDate || known[0] || to;
  if (from > to) return [];
  const days = daysBetween(from, to).slice(-MAX_CHART_DAYS);
  return days.map((day) => ({ day, total: totals.get(day) ?? 0 }));
}

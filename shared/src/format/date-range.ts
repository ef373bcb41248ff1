import type { BarPoint } from '../ui/bar-chart.component';
import { formatDate } from './date';

/** Local calendar dates as YYYY-MM-DD (what date inputs and the API's fromDate/toDate use). */
export function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Parses YYYY-MM-DD as a local date (new Date('2025-03-01') would be UTC midnight). */
export function parseDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** The day `n` days after (or, negative, before) `day`; both YYYY-MM-DD. */
export function addDays(day: string, n: number): string {
  const d = parseDay(day);
  d.setDate(d.getDate() + n);
  return isoDay(d);
}

/** Every day from `from` to `to`, both included (none when `from` is after `to`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A YYYY-MM-DD day as shown on screen: 'DD/MM/YYYY'. */
export const dayLabel = (day: string): string => formatDate(parseDay(day), 'DD/MM/YYYY');

export type DateRange = {
  /** YYYY-MM-DD or '' (open). */
  fromDate: string;
  toDate: string;
};

/** The last `n` days including today. */
export function lastDays(n = 30, today: Date = new Date()): DateRange {
  const toDate = isoDay(today);
  return { fromDate: addDays(toDate, -(n - 1)), toDate };
}

/** Query parameters of a range (open ends are left out). */
export function rangeParams(range: DateRange): Record<string, string> {
  const params: Record<string, string> = {};
  if (range.fromDate) params.fromDate = range.fromDate;
  if (range.toDate) params.toDate = range.toDate;
  return params;
}

export const RANGE_ORDER_MESSAGE = 'The end date must not be before the start date';

/** Longest daily series: a year of days (a longer range keeps its last 366). */
export const MAX_SERIES_DAYS = 366;

/**
 * Sums `amount` per local day across the whole range (days without entries are 0); open ends take the first
 * entry's day and today. At most MAX_SERIES_DAYS, the latest ones. Each day is a `BarChart` point:
 * key = the day (YYYY-MM-DD), label = 'DD/MM/YYYY'.
 */
export function dailySeries<T>(
  entries: readonly T[],
  range: DateRange,
  pick: (entry: T) => { at: string | number | Date; amount: number },
  today: Date = new Date(),
): BarPoint[] {
  const totals = new Map<string, number>();
  for (const entry of entries) {
    const { at, amount } = pick(entry);
    const created = new Date(at);
    if (Number.isNaN(created.getTime())) continue;
    const day = isoDay(created);
    totals.set(day, (totals.get(day) ?? 0) + amount);
  }
  const known = [...totals.keys()].sort();
  const to = range.toDate || isoDay(today);
  const from = range.fromDate || known[0] || to;
  return daysBetween(from, to)
    .slice(-MAX_SERIES_DAYS)
    .map((day) => ({ key: day, label: dayLabel(day), value: totals.get(day) ?? 0 }));
}

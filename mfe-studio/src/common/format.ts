import { formatDate } from '@platform/shared';

/** Token amounts are whole numbers, shown exactly (a ledger figure is never rounded to '9999+'). */
export const tokens = (n: number | null | undefined): string => `${typeof n === 'number' && Number.isFinite(n) ? n : 0} tokens`;

export const percent = (n: number | null | undefined): string => `${typeof n === 'number' && Number.isFinite(n) ? n : 0}%`;

/** 'stream_private' → 'Stream private'. */
export const humanize = (s: string | null | undefined): string => {
  const text = (s ?? '').replace(/[_-]+/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : '';
};

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

export function addDays(day: string, n: number): string {
  const d = parseDay(day);
  d.setDate(d.getDate() + n);
  return isoDay(d);
}

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

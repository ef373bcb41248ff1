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

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export type DateRange = {
  /** YYYY-MM-DD or '' (open). */
  fromDate: string;
  toDate: string;
};

/** The last 30 days including today: the default range of the earnings screen. */
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

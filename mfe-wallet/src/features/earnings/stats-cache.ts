import type { DateRange } from '../../common/dates';

/**
 * SPEC.md §4: "Earning stats are reused if the date range is unchanged, otherwise re-fetched."
 * One entry keyed by account and range: asking again for the same range reuses the answer (or the
 * request in flight); another range fetches and replaces it. A failed request is not kept.
 */
export function createStatsCache<T>(load: (range: DateRange) => Promise<T>) {
  let entry: { key: string; value: Promise<T> } | null = null;
  return {
    get(account: string, range: DateRange): Promise<T> {
      const key = `${account}|${range.fromDate}|${range.toDate}`;
      if (entry && entry.key === key) return entry.value;
      const value = load(range);
      const current = { key, value };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = null;
      });
      return value;
    },
    /** Forget the answer (the "Refresh" button, or new earnings announced). */
    clear(): void {
      entry = null;
    },
  };
}

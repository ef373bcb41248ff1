import { queryOptions } from '@tanstack/react-query';
import { addDays, api, MAX_SERIES_DAYS, payload } from '@platform/shared';
import type { AdminStats, StatisticsReport } from '@platform/shared/contract';
import { getQuery } from '../../common/api-query';

/** A range of UTC days, YYYY-MM-DD, both ends included (what GET /admin/statistics takes). */
export type StatisticsRange = {
  from: string;
  to: string;
};

export const statisticsKeys = {
  all: ['admin', 'statistics'] as const,
  report: (range: StatisticsRange) => [...statisticsKeys.all, 'report', range] as const,
  overview: () => [...statisticsKeys.all, 'overview'] as const,
};

/** The API counts UTC days, so "today" here is the UTC one too. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** The last `days` UTC days, today included. */
export const lastUtcDays = (days: number, now = new Date()): StatisticsRange => ({ from: addDays(utcToday(now), 1 - days), to: utcToday(now) });

/** What is wrong with a range, as a text key of this remote (undefined when the API will take it: a year of days at most). */
export function rangeProblem({ from, to }: StatisticsRange): 'statistics.rangeOrder' | 'statistics.rangeTooLong' | undefined {
  if (to < from) return 'statistics.rangeOrder';
  if (addDays(from, MAX_SERIES_DAYS - 1) < to) return 'statistics.rangeTooLong';
  return undefined;
}

/** GET /admin/statistics: one row per day of the range, and its totals. */
export const statisticsQuery = (range: StatisticsRange) =>
  queryOptions({
    queryKey: statisticsKeys.report(range),
    queryFn: async () => payload(await api.get<StatisticsReport>('/admin/statistics', { params: { ...range } })),
    staleTime: 30_000,
  });

/** GET /statistics/admin: the platform right now (accounts by state, who is live). */
export const overviewQuery = () => getQuery<AdminStats>(statisticsKeys.overview(), '/statistics/admin', 30_000);

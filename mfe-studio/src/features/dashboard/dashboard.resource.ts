import { queryOptions } from '@tanstack/react-query';
import { api, payload, rangeParams, type DateRange } from '@platform/shared';
import type { Earning, EarningStats, Paged, StudioStats } from '@platform/shared/contract';

/** The API's page limit for earnings: the chart reads at most this many of a range. */
export const CHART_LIMIT = 500;

export const dashboardKeys = {
  all: ['studio', 'dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  earningStats: (range: DateRange) => [...dashboardKeys.all, 'earning-stats', range.fromDate, range.toDate] as const,
  earningsChart: (range: DateRange) => [...dashboardKeys.all, 'earnings-chart', range.fromDate, range.toDate] as const,
};

/** GET /studio/stats: member counts and tokens earned. */
export async function getStudioStats(): Promise<StudioStats> {
  return payload(await api.get<StudioStats>('/studio/stats'));
}

/** GET /earning/studio/stats for the range: {totalPrice, paidPrice, remainingPrice} in net tokens. */
export async function getStudioEarningStats(range: DateRange): Promise<EarningStats> {
  return payload(await api.get<EarningStats>('/earning/studio/stats', { params: rangeParams(range) }));
}

/** GET /earning/studio/search: the range's earnings, oldest first, up to CHART_LIMIT. */
export async function listStudioEarnings(range: DateRange): Promise<Paged<Earning>> {
  return payload(
    await api.get<Paged<Earning>>('/earning/studio/search', {
      params: { ...rangeParams(range), offset: 0, limit: CHART_LIMIT, sortBy: 'createdAt', sort: 'asc' },
    }),
  );
}

/** Counts move as performers go live: asked again each time the dashboard opens. */
export const studioStatsQuery = () => queryOptions({ queryKey: dashboardKeys.stats(), queryFn: getStudioStats, staleTime: 0 });

/** A range's totals and chart are kept for a minute: switching back and forth between ranges does not ask again. */
export const earningStatsQuery = (range: DateRange) =>
  queryOptions({ queryKey: dashboardKeys.earningStats(range), queryFn: () => getStudioEarningStats(range), staleTime: 60_000 });
export const earningsChartQuery = (range: DateRange) =>
  queryOptions({ queryKey: dashboardKeys.earningsChart(range), queryFn: () => listStudioEarnings(range), staleTime: 60_000 });

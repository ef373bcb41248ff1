import { queryOptions } from '@tanstack/react-query';
import { api, payload } from '@platform/shared';
import type { Earning, EarningStats, Paged, StudioStats } from '@platform/shared/contract';
import { addDays, dayLabel, isoDay, rangeParams, type DateRange } from '../../common/format';
import type { BarPoint } from './bar-chart.component';

/** The API's page limit for earnings: the chart reads at most this many of a range. */
export const CHART_LIMIT = 500;
/** Longest chart: a year of bars (a longer range shows its last 366 days). */
export const MAX_CHART_DAYS = 366;

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

/** Net tokens per local day across the whole range (days without earnings are 0); open ends take the first earning's day and today. */
export function earningsByDay(earnings: Array<Pick<Earning, 'createdAt' | 'netPrice'>>, range: DateRange, today: Date = new Date()): BarPoint[] {
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
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days.slice(-MAX_CHART_DAYS).map((day) => ({ key: day, label: dayLabel(day), value: totals.get(day) ?? 0 }));
}

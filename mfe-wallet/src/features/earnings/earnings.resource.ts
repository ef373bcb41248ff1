import { queryOptions } from '@tanstack/react-query';
import { api, type DateRange, payload, rangeParams } from '@platform/shared';
import type { Earning, EarningStats, Paged } from '@platform/shared/contract';

export type EarningRole = 'performer' | 'studio';
export type { EarningStats };

export const EARNINGS_PAGE_SIZE = 20;
/** The API's page limit for earnings: the chart reads at most this many of a range. */
export const CHART_LIMIT = 500;

/** GET /earning/{role}/stats for the range: {totalPrice, paidPrice, remainingPrice} in net tokens. */
export async function getEarningStats(role: EarningRole, range: DateRange): Promise<EarningStats> {
  return payload(await api.get<EarningStats>(`/earning/${role}/stats`, { params: rangeParams(range) }));
}

export const earningStatsKeys = {
  all: ['earnings', 'stats'] as const,
  /** `account` is `{role}:{id}` of the signed-in account. */
  ofAccount: (role: EarningRole, account: string) => ['earnings', 'stats', role, account] as const,
  ofRange: (role: EarningRole, account: string, range: DateRange) => ['earnings', 'stats', role, account, range.fromDate, range.toDate] as const,
};

/**
 * The totals of a range, reused while the range is unchanged and re-fetched for another one. Only the last
 * range of an account is kept, so going back to an earlier range asks again; a failed request is not kept.
 */
export const earningStatsQuery = (role: EarningRole, account: string, range: DateRange) =>
  queryOptions({
    queryKey: earningStatsKeys.ofRange(role, account, range),
    queryFn: ({ client }) => {
      client.removeQueries({
        queryKey: earningStatsKeys.ofAccount(role, account),
        predicate: ({ queryKey }) => queryKey[4] !== range.fromDate || queryKey[5] !== range.toDate,
      });
      return getEarningStats(role, range);
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** GET /earning/{role}/search for the range, newest first. */
export async function listEarnings(role: EarningRole, range: DateRange, offset: number, limit: number): Promise<Paged<Earning>> {
  return payload(
    await api.get<Paged<Earning>>(`/earning/${role}/search`, { params: { ...rangeParams(range), offset, limit, sortBy: 'createdAt', sort: 'desc' } }),
  );
}

/** The earnings of the range for the chart (oldest first, up to CHART_LIMIT). */
export async function listEarningsForChart(role: EarningRole, range: DateRange): Promise<Paged<Earning>> {
  return payload(
    await api.get<Paged<Earning>>(`/earning/${role}/search`, {
      params: { ...rangeParams(range), offset: 0, limit: CHART_LIMIT, sortBy: 'createdAt', sort: 'asc' },
    }),
  );
}

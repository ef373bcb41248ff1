import { api, payload } from '@platform/shared';
import type { Earning, EarningStats, Paged } from '@platform/shared/contract';
import { rangeParams, type DateRange } from '../../common/dates';

export type EarningRole = 'performer' | 'studio';
export type { EarningStats };

export const EARNINGS_PAGE_SIZE = 20;
/** The API's page limit for earnings: the chart reads at most this many of a range. */
export const CHART_LIMIT = 500;

/** GET /earning/{role}/stats for the range: {totalPrice, paidPrice, remainingPrice} in net tokens. */
export async function getEarningStats(role: EarningRole, range: DateRange): Promise<EarningStats> {
  return payload(await api.get<EarningStats>(`/earning/${role}/stats`, { params: rangeParams(range) }));
}

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

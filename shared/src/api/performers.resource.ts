import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZES } from '../constants';
import type { ApiEnvelope, Paged, Performer, PerformerCategory, PerformerDetails, PerformerSearchQuery } from '../contract';
import { queryClient } from '../query/query-client';
import { api } from './client';
import { itemsOf, payload } from './envelope';
import { handleStatus, requestRaw } from './request';

/** GET /performers/search: one page of the catalogue (a 404 is an error like any other). */
export async function searchPerformers(query: PerformerSearchQuery = {}): Promise<Paged<Performer>> {
  return payload(await api.get<Paged<Performer>>('/performers/search', { params: { ...query } }));
}

/** GET /performer-categories; on 404 the older /settings/performer-categories. */
export async function getPerformerCategories(params: { limit?: number; offset?: number } = {}): Promise<PerformerCategory[]> {
  const query = { limit: PAGE_SIZES.categories, offset: 0, ...params };
  const res = await requestRaw({ url: '/performer-categories', method: 'GET' }, { params: query });
  if (res.status !== 404) return itemsOf<PerformerCategory>(handleStatus<ApiEnvelope<unknown>>(res).data);
  const fallback = await api.get<unknown>('/settings/performer-categories', { params: query });
  return itemsOf<PerformerCategory>(fallback.data);
}

export const performerKeys = {
  all: ['performers'] as const,
  /** Every performer's details (prefix of `details`). */
  allDetails: () => ['performers', 'details'] as const,
  details: (username: string) => ['performers', 'details', username] as const,
};

// A profile opened from the catalogue and the room opened from it show the same performer: reuse her
// details for a minute. Her streaming status in them follows the socket events (see the cache sync).
const PERFORMER_FRESH_MS = 60_000;

/**
 * GET /performers/{username}/view — the public details of one performer. A refusal (she blocked the member or his
 * country) keeps the server's words, so her profile and room say why.
 */
export const performerDetailsQuery = (username: string) =>
  queryOptions({
    queryKey: performerKeys.details(username),
    queryFn: async (): Promise<PerformerDetails> =>
      payload(await api.get<PerformerDetails>(`/performers/${encodeURIComponent(username)}/view`, { forbiddenAsServerError: true })),
    staleTime: PERFORMER_FRESH_MS,
  });

/** A performer's public details through the page's query cache. */
export function getPerformerDetails(username: string): Promise<PerformerDetails> {
  return queryClient.fetchQuery(performerDetailsQuery(username));
}

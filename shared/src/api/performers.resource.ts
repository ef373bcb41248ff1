import { PAGE_SIZES } from '../constants';
import type { ApiEnvelope, Paged, Performer, PerformerCategory, PerformerSearchQuery } from '../contract';
import { requestRaw } from './request';
import { handleStatus } from './request';
import { api } from './client';
import { itemsOf } from './settings.resource';

/** GET /performers/search. */
export async function searchPerformers(query: PerformerSearchQuery = {}): Promise<Paged<Performer>> {
  const res = await api.get<Paged<Performer>>('/performers/search', { params: { ...query } });
  return res.data ?? { data: [], total: 0 };
}

/** GET /performer-categories; on 404 the older /settings/performer-categories (SPEC.md §7). */
export async function getPerformerCategories(
  params: { limit?: number; offset?: number } = {},
): Promise<PerformerCategory[]> {
  const query = { limit: PAGE_SIZES.categories, offset: 0, ...params };
  const res = await requestRaw({ url: '/performer-categories', method: 'GET' }, { params: query });
  if (res.status !== 404) return itemsOf<PerformerCategory>(handleStatus<ApiEnvelope<unknown>>(res).data);
  const fallback = await api.get<unknown>('/settings/performer-categories', { params: query });
  return itemsOf<PerformerCategory>(fallback.data);
}

import { getPerformerCategories, searchPerformers } from '@platform/shared';
import type { Gender, Paged, Performer, PerformerCategory, PerformerSearchQuery } from '@platform/shared/contract';

export interface PerformerFilters {
  q: string;
  gender: Gender | '';
  category: string;
}

export const NO_FILTERS: PerformerFilters = { q: '', gender: '', category: '' };

/**
 * One page of the catalogue for the filters (the shared GET /performers/search); empty filters are left out
 * of the query. Live performers come first (the API's `isStreaming` order, newest next), so the home page
 * shows who is live.
 */
export function findPerformers(filters: PerformerFilters, offset: number, limit: number): Promise<Paged<Performer>> {
  const params: PerformerSearchQuery = { limit, offset, sortBy: 'isStreaming', sort: 'desc' };
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.gender) params.gender = filters.gender;
  if (filters.category) params.category = filters.category;
  return searchPerformers(params);
}

/** GET /performer-categories (the shared client falls back to the settings endpoint on 404). */
export async function listCategories(): Promise<PerformerCategory[]> {
  return getPerformerCategories();
}

/**
 * A performer browsing the catalogue does not see herself; the total drops by one when she was among
 * the results.
 */
export function withoutSelf(items: Performer[], total: number, selfId: string | null): { items: Performer[]; total: number } {
  if (!selfId) return { items, total };
  const rest = items.filter((p) => p._id !== selfId);
  return rest.length === items.length ? { items, total } : { items: rest, total: Math.max(0, total - 1) };
}

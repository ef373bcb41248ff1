import { queryOptions } from '@tanstack/react-query';
import { api, payload, performerKeys, searchPerformers } from '@platform/shared';
import type { Paged, Performer, PerformerDetails, Product, ViewCount } from '@platform/shared/contract';
import { contentKeys } from '../content/content.keys';
import { searchPhotos, type PhotoSearchParams } from '../photos/photos.resource';

// GET /performers/{username}/view through the page's query cache: the live room reads the same entry.
export { performerDetailsQuery } from '@platform/shared';

/** How many items each section of a profile shows. */
export const PROFILE_SECTION_SIZE = 8;
export const RELATED_PERFORMERS = 12;

/** GET /user/performer-assets/products/search?performerId=: her active products, newest first. */
export async function searchPerformerProducts(performerId: string, limit: number): Promise<Paged<Product>> {
  return payload(
    await api.get<Paged<Product>>('/user/performer-assets/products/search', {
      params: { performerId, limit, offset: 0, sortBy: 'createdAt', sort: 'desc' },
    }),
  );
}

export const performerProductsQuery = (performerId: string) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'profile-products', performerId] as const,
    queryFn: () => searchPerformerProducts(performerId, PROFILE_SECTION_SIZE),
  });

/** GET /media?category=PHOTO&performerId=: her active photos, newest first (the same list /photos filters). */
export const performerPhotosQuery = (performerId: string) => {
  const params: PhotoSearchParams = { category: 'PHOTO', performerId, limit: PROFILE_SECTION_SIZE, offset: 0, sortBy: 'createdAt', sort: 'desc' };
  return queryOptions({ queryKey: contentKeys.photoList(params), queryFn: () => searchPhotos(params) });
};

/**
 * Performers like her: GET /performers/search in her first category (else of her gender), live first; she is left
 * out of the answer (one more is asked so twelve remain).
 */
export async function findRelatedPerformers(performer: PerformerDetails): Promise<Paged<Performer>> {
  const category = performer.categoryIds?.[0] ?? performer.categories?.[0]?._id;
  const page = await searchPerformers({
    limit: RELATED_PERFORMERS + 1,
    offset: 0,
    sortBy: 'isStreaming',
    sort: 'desc',
    ...(category ? { category } : performer.gender ? { gender: performer.gender } : {}),
  });
  const others = page.data.filter((p) => p._id !== performer._id);
  const total = others.length < page.data.length ? Math.max(0, page.total - 1) : page.total;
  return { data: others.slice(0, RELATED_PERFORMERS), total };
}

export const relatedPerformersQuery = (performer: PerformerDetails) =>
  queryOptions({
    queryKey: [...performerKeys.all, 'related', performer._id] as const,
    queryFn: () => findRelatedPerformers(performer),
    staleTime: 60_000,
  });

/** POST /performers/{id}/inc-view: one view of her profile. */
export async function countProfileView(performerId: string): Promise<ViewCount> {
  return payload(await api.post<ViewCount>(`/performers/${encodeURIComponent(performerId)}/inc-view`));
}

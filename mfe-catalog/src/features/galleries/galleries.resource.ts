import { api, payload } from '@platform/shared';
import type { Gallery, Paged, Photo } from '@platform/shared/contract';

export const GALLERY_SORTS = [
  { value: 'createdAt:desc', label: 'Newest' },
  { value: 'views:desc', label: 'Most viewed' },
  { value: 'token:asc', label: 'Price: low to high' },
  { value: 'token:desc', label: 'Price: high to low' },
  { value: 'name:asc', label: 'Name A–Z' },
] as const;
export const DEFAULT_GALLERY_SORT = GALLERY_SORTS[0].value;

export interface GallerySearchParams {
  limit: number;
  offset: number;
  sortBy: string;
  sort: 'asc' | 'desc';
  q?: string;
  tags?: string;
  /** One performer's galleries (her profile). */
  performerId?: string;
}

export function gallerySearchParams(filters: { q: string; tag: string; sort: string }, page: number, pageSize: number): GallerySearchParams {
  const [sortBy, sort] = (GALLERY_SORTS.some((s) => s.value === filters.sort) ? filters.sort : DEFAULT_GALLERY_SORT).split(':');
  const params: GallerySearchParams = { limit: pageSize, offset: (page - 1) * pageSize, sortBy, sort: sort as 'asc' | 'desc' };
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.tag) params.tags = filters.tag;
  return params;
}

/** GET /user/performer-assets/galleries/search: active galleries, `isBought` for the signed-in member. */
export async function searchGalleries(params: GallerySearchParams): Promise<Paged<Gallery>> {
  return payload(await api.get<Paged<Gallery>>('/user/performer-assets/galleries/search', { params: { ...params } }));
}

/** GET /user/performer-assets/galleries/{id}/view */
export async function getGallery(id: string): Promise<Gallery> {
  return payload(await api.get<Gallery>(`/user/performer-assets/galleries/${encodeURIComponent(id)}/view`));
}

/** GET /user/performer-assets/photos/{galleryId}/search: its photos; the full-size `photo.url` only when free or bought. */
export async function getGalleryPhotos(galleryId: string, params: { limit: number; offset: number }): Promise<Paged<Photo>> {
  return payload(
    await api.get<Paged<Photo>>(`/user/performer-assets/photos/${encodeURIComponent(galleryId)}/search`, {
      params: { ...params, sortBy: 'createdAt', sort: 'asc' },
    }),
  );
}

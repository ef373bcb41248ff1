import { api, payload } from '@platform/shared';
import type { Gallery, Paged, Photo } from '@platform/shared/contract';
import { pageWindow, SORT, sortParams } from '../content/list-query';

export const GALLERY_SORTS = [SORT.newest, SORT.mostViewed, SORT.cheapest, SORT.dearest, SORT.nameAz] as const;
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
  const params: GallerySearchParams = { ...pageWindow(page, pageSize), ...sortParams(GALLERY_SORTS, filters.sort) };
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

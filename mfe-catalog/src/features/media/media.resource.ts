import { api, MEDIA_TYPES, payload } from '@platform/shared';
import type { MediaItem, MediaSearchItem, MediaType, Paged, ViewCount } from '@platform/shared/contract';
import { pageWindow, SORT, sortParams } from '../content/list-query';

export const MEDIA_TYPE_OPTIONS = MEDIA_TYPES;

/** The key of a media type's name (catalog:media.types.<TYPE>). */
export const mediaTypeKey = (type: MediaType) => `media.types.${type}`;

/** Orders GET /media offers (`sortBy:sort`). */
export const MEDIA_SORTS = [SORT.newest, SORT.oldest, SORT.mostViewed, SORT.cheapest, SORT.dearest, SORT.longest, SORT.titleAz] as const;
export const DEFAULT_MEDIA_SORT = MEDIA_SORTS[0].value;

export interface MediaFilters {
  q: string;
  /** The media type (the API's `category`). */
  type: MediaType | '';
  /** A video category (the API's `theme`). */
  theme: string;
  actress: string;
  tag: string;
  sort: string;
}

export interface MediaSearchParams {
  limit: number;
  offset: number;
  sortBy: string;
  sort: 'asc' | 'desc';
  category?: MediaType;
  theme?: string;
  actress?: string;
  tags?: string;
  search?: string;
}

/** The query of one page for the filters; empty filters are left out. */
export function mediaSearchParams(filters: MediaFilters, page: number, pageSize: number): MediaSearchParams {
  const params: MediaSearchParams = { ...pageWindow(page, pageSize), ...sortParams(MEDIA_SORTS, filters.sort) };
  if (filters.type) params.category = filters.type;
  if (filters.theme) params.theme = filters.theme;
  if (filters.actress) params.actress = filters.actress;
  if (filters.tag) params.tags = filters.tag;
  if (filters.q.trim()) params.search = filters.q.trim();
  return params;
}

const isCancelled = (error: unknown, signal?: AbortSignal) =>
  !!signal?.aborted ||
  (!!error && typeof error === 'object' && ((error as { code?: unknown }).code === 'ERR_CANCELED' || (error as Error).name === 'CanceledError'));

/**
 * GET /media: videos and photos of the legacy media service. A search that was aborted (a newer query replaced it,
 * or the page went away) answers an empty list rather than an error.
 */
export async function searchMedia(params: MediaSearchParams, signal?: AbortSignal): Promise<Paged<MediaSearchItem>> {
  try {
    return payload(await api.get<Paged<MediaSearchItem>>('/media', { params: { ...params }, signal }));
  } catch (error) {
    if (isCancelled(error, signal)) return { data: [], total: 0 };
    throw error;
  }
}

/** GET /media/{id}: one video or photo; `url` (signed) only when free or bought. */
export async function getMedia(id: string): Promise<MediaItem> {
  return payload(await api.get<MediaItem>(`/media/${encodeURIComponent(id)}`));
}

/** POST /media/{id}/view: counts one view and answers the new count. */
export async function countMediaView(id: string): Promise<ViewCount> {
  return payload(await api.post<ViewCount>(`/media/${encodeURIComponent(id)}/view`));
}

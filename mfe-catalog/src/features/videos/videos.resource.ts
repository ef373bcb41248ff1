import { api, payload } from '@platform/shared';
import type { Paged, Video } from '@platform/shared/contract';
import { pageWindow, SORT, sortParams } from '../content/list-query';

export const VIDEO_TYPES = ['VIDEO', 'SHORT', 'CUT', 'STREAM', 'OTHER'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** Orders the video list offers: `sortBy:sort` of GET /user/performer-assets/videos/search. */
export const VIDEO_SORTS = [SORT.newest, SORT.oldest, SORT.mostViewed, SORT.cheapest, SORT.dearest, SORT.longest, SORT.titleAz] as const;
export const DEFAULT_VIDEO_SORT = VIDEO_SORTS[0].value;

export interface VideoFilters {
  q: string;
  /** A video category (the video's theme). */
  theme: string;
  type: VideoType | '';
  tag: string;
  /** Someone appearing in the video (or its performer), by name. */
  actress: string;
  sort: string;
}

export const NO_VIDEO_FILTERS: VideoFilters = { q: '', theme: '', type: '', tag: '', actress: '', sort: DEFAULT_VIDEO_SORT };

export interface VideoSearchParams {
  limit: number;
  offset: number;
  sortBy: string;
  sort: 'asc' | 'desc';
  q?: string;
  theme?: string;
  type?: VideoType;
  tags?: string;
  actress?: string;
  performerId?: string;
}

/** The query of one page for the filters; empty filters are left out. */
export function videoSearchParams(filters: VideoFilters, page: number, pageSize: number): VideoSearchParams {
  const params: VideoSearchParams = { ...pageWindow(page, pageSize), ...sortParams(VIDEO_SORTS, filters.sort) };
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.theme) params.theme = filters.theme;
  if (filters.type) params.type = filters.type;
  if (filters.tag) params.tags = filters.tag;
  if (filters.actress) params.actress = filters.actress;
  return params;
}

/** GET /user/performer-assets/videos/search: active videos, `isBought` for the signed-in member. */
export async function searchVideos(params: VideoSearchParams): Promise<Paged<Video>> {
  return payload(await api.get<Paged<Video>>('/user/performer-assets/videos/search', { params: { ...params } }));
}

/** GET /user/performer-assets/videos/{id}: `video.url` (signed, expiring) only when free or bought. */
export async function getVideo(id: string): Promise<Video> {
  return payload(await api.get<Video>(`/user/performer-assets/videos/${encodeURIComponent(id)}`));
}

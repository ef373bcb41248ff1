import { api, payload } from '@platform/shared';
import type { MediaSearchItem, Paged } from '@platform/shared/contract';

export const PHOTO_TYPES = [
  { value: 'PHOTO', label: 'Photos' },
  { value: 'GIF', label: 'GIFs' },
] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number]['value'];

export interface PhotoSearchParams {
  category: PhotoType;
  limit: number;
  offset: number;
  sortBy: 'createdAt' | 'views';
  sort: 'desc';
  search?: string;
  theme?: string;
  /** Only her photos (her profile). */
  performerId?: string;
}

/** GET /media?category=PHOTO|GIF: every active photo (standalone or in a gallery); `url` only when free or bought. */
export async function searchPhotos(params: PhotoSearchParams): Promise<Paged<MediaSearchItem>> {
  return payload(await api.get<Paged<MediaSearchItem>>('/media', { params: { ...params } }));
}

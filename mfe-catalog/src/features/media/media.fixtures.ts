import type { MediaItem } from '@platform/shared/contract';
import { anna } from '../content/content.fixtures';

/** Test data shaped like GET /media items and GET /media/{id}. */
export function makeMedia(overrides: Partial<MediaItem> & { _id: string }): MediaItem {
  return {
    kind: 'video',
    type: 'VIDEO',
    title: `Media ${overrides._id}`,
    description: '',
    theme: '',
    tags: [],
    actresses: [],
    performerId: 'p1',
    galleryId: null,
    performer: anna,
    thumbnail: `/uploads/previews/${overrides._id}.jpg`,
    trailer: null,
    duration: 90,
    width: 1280,
    height: 720,
    token: 0,
    isSale: false,
    isBought: false,
    status: 'active',
    views: 0,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

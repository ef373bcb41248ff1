import type { AssetPerformer, Gallery, Photo, Product, Video } from '@platform/shared/contract';

export const anna: AssetPerformer = { _id: 'p1', username: 'anna', name: 'Anna', avatar: '/uploads/avatars/anna.jpg' };

/** Every fixture was created (and last changed) at the same moment. */
const CREATED = { createdAt: '2025-01-01T10:00:00.000Z', updatedAt: '2025-01-01T10:00:00.000Z' };

/** What each of her items is unless a test says otherwise: active, free, not bought, created at that moment. */
const HERS = { performerId: 'p1', description: '', status: 'active' as const, token: 0, isBought: false, ...CREATED };

/** A photo's small and medium pictures. */
const photoThumbnails = (id: string) => [`/uploads/photos/${id}-s.webp`, `/uploads/photos/${id}-m.webp`];

/** Test data shaped like GET /user/performer-assets/videos/search items. */
export function makeVideo(overrides: Partial<Video> & { _id: string }): Video {
  return {
    ...HERS,
    title: `Video ${overrides._id}`,
    processing: false,
    isSaleVideo: false,
    thumbnail: `/uploads/videos/thumbnails/${overrides._id}.webp`,
    poster: `/uploads/previews/${overrides._id}.jpg`,
    video: { duration: 125, width: 1280, height: 720, thumbnails: [] },
    trailer: null,
    performer: anna,
    type: 'VIDEO',
    theme: '',
    tags: [],
    actresses: [],
    views: 0,
    ...overrides,
  };
}

/** Test data shaped like GET /user/performer-assets/galleries/search items. */
export function makeGallery(overrides: Partial<Gallery> & { _id: string }): Gallery {
  return {
    ...HERS,
    name: `Gallery ${overrides._id}`,
    isSale: false,
    numOfItems: 3,
    coverPhoto: {
      url: `/uploads/photos/${overrides._id}-m.webp`,
      thumbnails: photoThumbnails(overrides._id),
    },
    performer: anna,
    tags: [],
    views: 0,
    ...overrides,
  };
}

/** A photo of GET /user/performer-assets/photos/{galleryId}/search; `url` only when unlocked. */
export function makePhoto(overrides: Partial<Photo> & { _id: string }, url?: string): Photo {
  return {
    ...HERS,
    galleryId: 'g1',
    title: '',
    isSale: false,
    photo: {
      thumbnails: photoThumbnails(overrides._id),
      width: 800,
      height: 600,
      ...(url ? { url } : {}),
    },
    type: 'PHOTO',
    theme: '',
    tags: [],
    views: 0,
    ...overrides,
  };
}

/** Test data shaped like the products/search items (the catalogue's and the studio's); no performer joined. */
export function makeProduct(overrides: Partial<Product> & { _id: string }): Product {
  return {
    ...HERS,
    name: `Product ${overrides._id}`,
    type: 'digital',
    image: `/uploads/products/images/${overrides._id}.webp`,
    stock: null,
    publish: true,
    performer: null,
    ...overrides,
  };
}

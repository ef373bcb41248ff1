import type { Gallery, MediaItem, Photo, Product, Video } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import type { GalleryRow, MediaRow, PhotoRow, ProductRow, VideoRow } from './asset-rows';
import { boughtAmong, isFree, linkViewerFor, type Caller } from './asset-access';
import { toGallery, toMediaItem, toPhoto, toProduct, toVideo } from './assets.mapper';

// Rows → what this caller may see: isBought per member, and signed links only where the caller may open the file.

type Services = Pick<AppContext, 'db' | 'storage' | 'signedFiles'>;

const deleted = (row: { deleted_at: unknown }) => row.deleted_at !== null && row.deleted_at !== undefined;

export async function presentVideos(ctx: Services, caller: Caller, rows: VideoRow[]): Promise<Video[]> {
  const bought = await boughtAmong(
    ctx.db,
    caller,
    'video',
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const isBought = bought.has(row.id);
    const linkViewer = linkViewerFor(caller, {
      performerId: row.performer_id,
      status: row.status,
      deleted: deleted(row),
      free: isFree(row),
      bought: isBought,
    });
    return toVideo(row, ctx, { isBought, linkViewer });
  });
}

/** A photo is bought alone or with its gallery, and free only when its gallery is free too. */
export async function presentPhotos(ctx: Services, caller: Caller, rows: PhotoRow[]): Promise<Photo[]> {
  const galleryIds = [...new Set(rows.map((row) => row.gallery_id).filter((id): id is string => !!id))];
  const [photos, galleries] = await Promise.all([
    boughtAmong(
      ctx.db,
      caller,
      'photo',
      rows.map((row) => row.id),
    ),
    boughtAmong(ctx.db, caller, 'gallery', galleryIds),
  ]);
  return rows.map((row) => {
    const isBought = photos.has(row.id) || (!!row.gallery_id && galleries.has(row.gallery_id));
    const galleryFree = row.gallery_token === null || isFree({ token: row.gallery_token, is_sale: !!row.gallery_is_sale });
    const free = isFree(row) && galleryFree;
    const linkViewer = linkViewerFor(caller, { performerId: row.performer_id, status: row.status, deleted: deleted(row), free, bought: isBought });
    return toPhoto(row, ctx, { isBought, linkViewer });
  });
}

export async function presentGalleries(ctx: Services, caller: Caller, rows: GalleryRow[]): Promise<Gallery[]> {
  const bought = await boughtAmong(
    ctx.db,
    caller,
    'gallery',
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGallery(row, ctx, { isBought: bought.has(row.id) }));
}

export async function presentProducts(ctx: Services, caller: Caller, rows: ProductRow[]): Promise<Product[]> {
  const bought = await boughtAmong(
    ctx.db,
    caller,
    'product',
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const isBought = bought.has(row.id);
    const linkViewer = linkViewerFor(caller, {
      performerId: row.performer_id,
      status: row.status,
      deleted: deleted(row),
      free: row.token <= 0,
      bought: isBought,
    });
    return toProduct(row, ctx, { isBought, linkViewer });
  });
}

export async function presentMedia(ctx: Services, caller: Caller, rows: MediaRow[]): Promise<MediaItem[]> {
  const ids = (kind: 'video' | 'photo') => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const galleryIds = [...new Set(rows.map((row) => row.gallery_id).filter((id): id is string => !!id))];
  const [videos, photos, galleries] = await Promise.all([
    boughtAmong(ctx.db, caller, 'video', ids('video')),
    boughtAmong(ctx.db, caller, 'photo', ids('photo')),
    boughtAmong(ctx.db, caller, 'gallery', galleryIds),
  ]);
  return rows.map((row) => {
    const isBought = row.kind === 'video' ? videos.has(row.id) : photos.has(row.id) || (!!row.gallery_id && galleries.has(row.gallery_id));
    const linkViewer = linkViewerFor(caller, {
      performerId: row.performer_id,
      status: row.status,
      deleted: deleted(row),
      free: isFree(row),
      bought: isBought,
    });
    return toMediaItem(row, ctx, { isBought, linkViewer });
  });
}

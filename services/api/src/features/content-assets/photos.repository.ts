import type { Queryable } from '../../db/db.types';
import { listPage } from '../../db/list-query';
import { OWNER_SELECT, type PhotoRow } from './asset-rows';
import { assetSource, assetWhere, insertCatalogueAsset, withOwner, type AssetSearch, type NewCatalogueAsset } from './assets.repository';

export const PHOTO_SORT_BY = ['createdAt', 'updatedAt', 'views', 'title'] as const;

const photos = assetSource<PhotoRow>({
  from: `${withOwner('photos')} LEFT JOIN galleries g ON g.id = a.gallery_id`,
  select: `a.*, ${OWNER_SELECT}, g.token AS gallery_token, g.is_sale AS gallery_is_sale`,
  sortBy: PHOTO_SORT_BY,
  searchIn: ['a.title', 'a.description', "array_to_string(a.tags, ' ')"],
});

/** Photos; a public list also hides the photos of a gallery that is not active. */
export function listPhotos(db: Queryable, search: AssetSearch & { galleryOrPerformerId?: string }) {
  const where = assetWhere(search, { type: 'a.media_type', gallery: 'a.gallery_id' });
  if (!search.ownerId) where.and(`(g.id IS NULL OR (g.status = 'active' AND g.deleted_at IS NULL AND g.hidden_at IS NULL))`);
  if (search.galleryOrPerformerId) {
    const id = where.param(search.galleryOrPerformerId);
    where.and(`(a.gallery_id = ${id} OR a.performer_id = ${id})`);
  }
  return listPage<PhotoRow>(db, photos.list, where, search);
}

export const findPhoto = photos.find;

export interface NewPhoto extends NewCatalogueAsset {
  galleryId: string | null;
  mediaType: 'PHOTO' | 'GIF';
  smallPath: string;
  mediumPath: string;
}

export const insertPhoto = (db: Queryable, photo: NewPhoto) => insertCatalogueAsset(db, 'photos', photo, ['galleryId', 'smallPath', 'mediumPath']);

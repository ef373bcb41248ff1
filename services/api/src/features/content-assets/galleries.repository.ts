import type { Queryable } from '../../db/db.types';
import { listPage } from '../../db/list-query';
import { OWNER_SELECT, type GalleryRow } from './asset-rows';
import { assetColumns, assetSource, columnsOf, assetWhere, insertAsset, withOwner, type AssetSearch, type NewAsset } from './assets.repository';

export const GALLERY_SORT_BY = ['createdAt', 'updatedAt', 'views', 'token', 'name'] as const;

// The cover: the chosen photo, else the gallery's first photo.
const galleries = assetSource<GalleryRow>({
  from: `${withOwner('galleries')}
  LEFT JOIN LATERAL (SELECT small_path, medium_path FROM photos p WHERE p.gallery_id = a.id AND p.deleted_at IS NULL
    ORDER BY (p.id = a.cover_photo_id) DESC, p.created_at, p.id LIMIT 1) c ON true`,
  select: `a.*, ${OWNER_SELECT},
  (SELECT count(*)::int FROM photos p WHERE p.gallery_id = a.id AND p.deleted_at IS NULL) AS num_of_items,
  c.small_path AS cover_small_path, c.medium_path AS cover_medium_path`,
  sortBy: GALLERY_SORT_BY,
  searchIn: ['a.name', 'a.description', "array_to_string(a.tags, ' ')"],
});

export const listGalleries = (db: Queryable, search: AssetSearch) =>
  listPage<GalleryRow>(db, galleries.list, assetWhere(search, { isSale: 'a.is_sale' }), search);

export const findGallery = galleries.find;

export interface NewGallery extends NewAsset {
  name: string;
  isSale: boolean;
  tags: string[];
}

export const insertGallery = (db: Queryable, gallery: NewGallery) =>
  insertAsset(db, 'galleries', { ...assetColumns(gallery), ...columnsOf(gallery, ['name', 'isSale', 'tags']) });

/** A deleted gallery takes its photos with it. */
export async function softDeleteGalleryPhotos(db: Queryable, galleryId: string): Promise<void> {
  await db.query('UPDATE photos SET deleted_at = now(), updated_at = now() WHERE gallery_id = $1 AND deleted_at IS NULL', [galleryId]);
}

/** Seeded galleries with no photo yet (the media seed fills them). */
export async function galleriesWithoutPhotos(db: Queryable): Promise<Array<{ id: string; performer_id: string; name: string }>> {
  const { rows } = await db.query<{ id: string; performer_id: string; name: string }>(
    `SELECT id, performer_id, name FROM galleries g WHERE deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM photos p WHERE p.gallery_id = g.id)
     ORDER BY created_at`,
  );
  return rows;
}

import type { Queryable } from '../../db/db.types';
import { listPage, type ListSpec } from '../../db/list-query';
import { OWNER_SELECT, ownerJoin, type GalleryRow } from './asset-rows';
import { assetWhere, type AssetSearch } from './assets.repository';

export const GALLERY_SORT_BY = ['createdAt', 'updatedAt', 'views', 'token', 'name'] as const;

// The cover: the chosen photo, else the gallery's first photo.
const GALLERY_SELECT = `a.*, ${OWNER_SELECT},
  (SELECT count(*)::int FROM photos p WHERE p.gallery_id = a.id AND p.deleted_at IS NULL) AS num_of_items,
  c.small_path AS cover_small_path, c.medium_path AS cover_medium_path`;
const GALLERY_FROM = `galleries a ${ownerJoin('a')}
  LEFT JOIN LATERAL (SELECT small_path, medium_path FROM photos p WHERE p.gallery_id = a.id AND p.deleted_at IS NULL
    ORDER BY (p.id = a.cover_photo_id) DESC, p.created_at, p.id LIMIT 1) c ON true`;

const GALLERY_LIST: ListSpec = {
  from: GALLERY_FROM,
  select: GALLERY_SELECT,
  sortable: {
    createdAt: 'a.created_at',
    updatedAt: 'a.updated_at',
    views: 'a.views',
    token: 'a.token',
    name: 'lower(a.name)',
  } satisfies Record<(typeof GALLERY_SORT_BY)[number], string>,
  defaultSortBy: 'createdAt',
  tieBreaker: 'a.id',
  searchIn: ['a.name', 'a.description', "array_to_string(a.tags, ' ')"],
};

export const listGalleries = (db: Queryable, search: AssetSearch) =>
  listPage<GalleryRow>(db, GALLERY_LIST, assetWhere(search, { isSale: 'a.is_sale' }), search);

export async function findGallery(db: Queryable, id: string): Promise<GalleryRow | null> {
  const { rows } = await db.query<GalleryRow>(`SELECT ${GALLERY_SELECT} FROM ${GALLERY_FROM} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

export interface NewGallery {
  id: string;
  performerId: string;
  name: string;
  description: string;
  status: string;
  token: number;
  isSale: boolean;
  tags: string[];
  createdAt?: Date;
}

export async function insertGallery(db: Queryable, gallery: NewGallery): Promise<void> {
  await db.query(
    `INSERT INTO galleries (id, performer_id, name, description, status, token, is_sale, tags, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $9)`,
    [
      gallery.id,
      gallery.performerId,
      gallery.name,
      gallery.description,
      gallery.status,
      gallery.token,
      gallery.isSale,
      gallery.tags,
      gallery.createdAt ?? new Date(),
    ],
  );
}

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

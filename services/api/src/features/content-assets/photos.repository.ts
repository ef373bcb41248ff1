import type { Queryable } from '../../db/db.types';
import { listPage, type ListSpec } from '../../db/list-query';
import { OWNER_SELECT, ownerJoin, type PhotoRow } from './asset-rows';
import { assetWhere, type AssetSearch } from './assets.repository';

export const PHOTO_SORT_BY = ['createdAt', 'updatedAt', 'views', 'title'] as const;

const PHOTO_SELECT = `a.*, ${OWNER_SELECT}, g.token AS gallery_token, g.is_sale AS gallery_is_sale`;
const PHOTO_FROM = `photos a ${ownerJoin('a')} LEFT JOIN galleries g ON g.id = a.gallery_id`;

const PHOTO_LIST: ListSpec = {
  from: PHOTO_FROM,
  select: PHOTO_SELECT,
  sortable: {
    createdAt: 'a.created_at',
    updatedAt: 'a.updated_at',
    views: 'a.views',
    title: 'lower(a.title)',
  } satisfies Record<(typeof PHOTO_SORT_BY)[number], string>,
  defaultSortBy: 'createdAt',
  tieBreaker: 'a.id',
  searchIn: ['a.title', 'a.description', "array_to_string(a.tags, ' ')"],
};

/** Photos; a public list also hides the photos of a gallery that is not active. */
export function listPhotos(db: Queryable, search: AssetSearch & { galleryOrPerformerId?: string }) {
  const where = assetWhere(search, { type: 'a.media_type', gallery: 'a.gallery_id' });
  if (!search.ownerId) where.and(`(g.id IS NULL OR (g.status = 'active' AND g.deleted_at IS NULL))`);
  if (search.galleryOrPerformerId) {
    const id = where.param(search.galleryOrPerformerId);
    where.and(`(a.gallery_id = ${id} OR a.performer_id = ${id})`);
  }
  return listPage<PhotoRow>(db, PHOTO_LIST, where, search);
}

export async function findPhoto(db: Queryable, id: string): Promise<PhotoRow | null> {
  const { rows } = await db.query<PhotoRow>(`SELECT ${PHOTO_SELECT} FROM ${PHOTO_FROM} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

export interface NewPhoto {
  id: string;
  performerId: string;
  galleryId: string | null;
  title: string;
  description: string;
  status: string;
  token: number;
  isSale: boolean;
  mediaType: 'PHOTO' | 'GIF';
  theme: string;
  tags: string[];
  actresses: string[];
  fileId: string;
  smallPath: string;
  mediumPath: string;
  width: number | null;
  height: number | null;
  createdAt?: Date;
}

export async function insertPhoto(db: Queryable, photo: NewPhoto): Promise<void> {
  await db.query(
    `INSERT INTO photos (id, performer_id, gallery_id, title, description, status, token, is_sale, media_type, theme, tags, actresses, file_id,
       small_path, medium_path, width, height, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12::text[], $13, $14, $15, $16, $17, $18, $18)`,
    [
      photo.id,
      photo.performerId,
      photo.galleryId,
      photo.title,
      photo.description,
      photo.status,
      photo.token,
      photo.isSale,
      photo.mediaType,
      photo.theme,
      photo.tags,
      photo.actresses,
      photo.fileId,
      photo.smallPath,
      photo.mediumPath,
      photo.width,
      photo.height,
      photo.createdAt ?? new Date(),
    ],
  );
}

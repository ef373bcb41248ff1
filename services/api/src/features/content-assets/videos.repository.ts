import type { Queryable } from '../../db/db.types';
import { listPageAsJson, type ListSpec } from '../../db/list-query';
import { OWNER_SELECT, ownerJoin, type VideoRow } from './asset-rows';
import { assetWhere, type AssetSearch } from './assets.repository';

export const VIDEO_SORT_BY = ['createdAt', 'updatedAt', 'views', 'token', 'title', 'duration'] as const;

const VIDEO_LIST: ListSpec = {
  from: `videos a ${ownerJoin('a')}`,
  select: `a.*, ${OWNER_SELECT}`,
  sortable: {
    createdAt: 'a.created_at',
    updatedAt: 'a.updated_at',
    views: 'a.views',
    token: 'a.token',
    title: 'lower(a.title)',
    duration: 'a.duration',
  } satisfies Record<(typeof VIDEO_SORT_BY)[number], string>,
  defaultSortBy: 'createdAt',
  tieBreaker: 'a.id',
  searchIn: ['a.title', 'a.description', "array_to_string(a.tags, ' ')"],
};

export const listVideos = (db: Queryable, search: AssetSearch) =>
  listPageAsJson<VideoRow>(db, VIDEO_LIST, assetWhere(search, { type: 'a.media_type', isSale: 'a.is_sale', actresses: true }), search);

/** Any video by id, deleted ones too (their buyers keep them); the caller decides who may see it. */
export async function findVideo(db: Queryable, id: string): Promise<VideoRow | null> {
  const { rows } = await db.query<VideoRow>(`SELECT a.*, ${OWNER_SELECT} FROM videos a ${ownerJoin('a')} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

export interface NewVideo {
  id: string;
  performerId: string;
  title: string;
  description: string;
  status: string;
  token: number;
  isSale: boolean;
  mediaType: string;
  theme: string;
  tags: string[];
  actresses: string[];
  fileId: string;
  duration: number;
  width: number | null;
  height: number | null;
  posterPath: string | null;
  thumbnailPath: string | null;
  trailerPath: string | null;
  trailerDuration: number | null;
  createdAt?: Date;
}

export async function insertVideo(db: Queryable, video: NewVideo): Promise<void> {
  await db.query(
    `INSERT INTO videos (id, performer_id, title, description, status, token, is_sale, media_type, theme, tags, actresses, file_id, duration,
       width, height, poster_path, thumbnail_path, trailer_path, trailer_duration, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $11::text[], $12, $13, $14, $15, $16, $17, $18, $19, $20, $20)`,
    [
      video.id,
      video.performerId,
      video.title,
      video.description,
      video.status,
      video.token,
      video.isSale,
      video.mediaType,
      video.theme,
      video.tags,
      video.actresses,
      video.fileId,
      video.duration,
      video.width,
      video.height,
      video.posterPath,
      video.thumbnailPath,
      video.trailerPath,
      video.trailerDuration,
      video.createdAt ?? new Date(),
    ],
  );
}

/** Seeded videos that have no file yet (the money seed's sellable videos get one from the media seed). */
export async function videosWithoutFile(db: Queryable): Promise<Array<{ id: string; performer_id: string; title: string }>> {
  const { rows } = await db.query<{ id: string; performer_id: string; title: string }>(
    'SELECT id, performer_id, title FROM videos WHERE file_id IS NULL AND deleted_at IS NULL ORDER BY created_at',
  );
  return rows;
}

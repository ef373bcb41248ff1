import type { Queryable } from '../../db/db.types';
import { listPageAsJson } from '../../db/list-query';
import type { VideoRow } from './asset-rows';
import { assetSource, assetWhere, insertCatalogueAsset, withOwner, type AssetSearch, type NewCatalogueAsset } from './assets.repository';

export const VIDEO_SORT_BY = ['createdAt', 'updatedAt', 'views', 'token', 'title', 'duration'] as const;

const videos = assetSource<VideoRow>({
  from: withOwner('videos'),
  sortBy: VIDEO_SORT_BY,
  searchIn: ['a.title', 'a.description', "array_to_string(a.tags, ' ')"],
});

export const listVideos = (db: Queryable, search: AssetSearch) =>
  listPageAsJson<VideoRow>(db, videos.list, assetWhere(search, { type: 'a.media_type', isSale: 'a.is_sale', actresses: true }), search);

export const findVideo = videos.find;

export interface NewVideo extends NewCatalogueAsset {
  duration: number;
  posterPath: string | null;
  thumbnailPath: string | null;
  trailerPath: string | null;
  trailerDuration: number | null;
}

export const insertVideo = (db: Queryable, video: NewVideo) =>
  insertCatalogueAsset(db, 'videos', video, ['duration', 'posterPath', 'thumbnailPath', 'trailerPath', 'trailerDuration']);

/** Seeded videos that have no file yet (the money seed's sellable videos get one from the media seed). */
export async function videosWithoutFile(db: Queryable): Promise<Array<{ id: string; performer_id: string; title: string }>> {
  const { rows } = await db.query<{ id: string; performer_id: string; title: string }>(
    'SELECT id, performer_id, title FROM videos WHERE file_id IS NULL AND deleted_at IS NULL ORDER BY created_at',
  );
  return rows;
}

import type { Queryable } from '../../db/db.types';
import { listPage, listPageAsJson, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import { likePattern } from '../../core/http';
import { OWNER_SELECT, ownerJoin, type MediaRow } from './asset-rows';
import { assetSource, whereActress, withOwner } from './assets.repository';

// The legacy media service: the `media_items` view over videos and photos (600_content.sql).

export const MEDIA_SORT_BY = ['createdAt', 'updatedAt', 'views', 'token', 'title', 'duration'] as const;

const media = assetSource<MediaRow>({
  from: withOwner('media_items'),
  sortBy: MEDIA_SORT_BY,
  searchIn: ['a.title', 'a.description', "array_to_string(a.tags, ' ')", "array_to_string(a.actresses, ' ')", 'o.username', 'o.name'],
});
const MEDIA_LIST = media.list;

export interface MediaSearch extends ListParams {
  type?: string;
  theme?: string;
  tags?: string[];
  performerId?: string;
  actress?: string;
  /** The author's own list: every status. */
  ownerId?: string;
}

// Public media also hide the photos of a gallery that is not active.
const PUBLIC_MEDIA = `a.status = 'active' AND o.status = 'active'
  AND (a.gallery_id IS NULL OR EXISTS (SELECT 1 FROM galleries g WHERE g.id = a.gallery_id AND g.status = 'active' AND g.deleted_at IS NULL))`;

export function listMedia(db: Queryable, search: MediaSearch) {
  const where = new SqlWhere().and('a.deleted_at IS NULL').and('a.hidden_at IS NULL');
  if (search.ownerId) where.and(`a.performer_id = ${where.param(search.ownerId)}`);
  else where.and(PUBLIC_MEDIA);
  if (search.performerId) where.and(`a.performer_id = ${where.param(search.performerId)}`);
  if (search.type) where.and(`a.media_type = ${where.param(search.type)}`);
  if (search.theme) where.and(`lower(a.theme) = lower(${where.param(search.theme)})`);
  if (search.tags?.length) where.and(`a.tags && ${where.param(search.tags)}::text[]`);
  if (search.actress) whereActress(where, search.actress);
  return listPageAsJson<MediaRow>(db, MEDIA_LIST, where, search);
}

export const findMedia = media.find;

/** Videos and photos the member bought (a photo also through its gallery), newest purchase first. */
export function listPurchasedMedia(db: Queryable, userId: string, params: ListParams) {
  const where = new SqlWhere();
  const user = where.param(userId);
  const spec: ListSpec = {
    ...MEDIA_LIST,
    from: `media_items a ${ownerJoin('a')}
      JOIN (SELECT target_id, max(created_at) AS bought_at FROM purchased_items
            WHERE source_id = ${user} AND target IN ('video', 'photo', 'gallery') AND status = 'success' GROUP BY target_id) b
        ON b.target_id = a.id OR b.target_id = a.gallery_id`,
    select: `DISTINCT ON (a.id) a.*, ${OWNER_SELECT}, b.bought_at`,
  };
  // DISTINCT ON needs its own ordering: wrap it so the list's order applies to the outer query.
  const wrapped: ListSpec = {
    from: `(SELECT ${spec.select} FROM ${spec.from} ORDER BY a.id, b.bought_at DESC) a`,
    select: 'a.*',
    sortable: { ...MEDIA_LIST.sortable, boughtAt: 'a.bought_at' },
    defaultSortBy: 'boughtAt',
    tieBreaker: 'a.id',
    searchIn: ['a.title', 'a.description'],
  };
  return listPage<MediaRow>(db, wrapped, where, params);
}

/** Tags of active media with how many carry each, most used first. */
export async function listMediaTags(db: Queryable, params: { limit: number; offset: number; q?: string }) {
  return namedCounts(db, 'unnest(a.tags)', params);
}

/** Actresses of active media: the names given on uploads and the performers' own names. */
export async function listActresses(db: Queryable, params: { limit: number; offset: number; q?: string }) {
  return namedCounts(
    db,
    "unnest(CASE WHEN cardinality(a.actresses) > 0 THEN a.actresses ELSE ARRAY[COALESCE(NULLIF(o.name, ''), o.username)] END)",
    params,
  );
}

async function namedCounts(db: Queryable, nameExpression: string, params: { limit: number; offset: number; q?: string }) {
  const where = new SqlWhere().and('a.deleted_at IS NULL').and('a.hidden_at IS NULL').and(PUBLIC_MEDIA);
  const names = `SELECT ${nameExpression} AS name FROM media_items a ${ownerJoin('a')} WHERE ${where.sql}`;
  const filter = params.q?.trim() ? `WHERE name ILIKE ${where.param(likePattern(params.q.trim()))}` : '';
  const grouped = `SELECT name, count(*)::int AS total FROM (${names}) n ${filter} GROUP BY name`;
  const countParams = [...where.params];
  const limit = where.param(params.limit);
  const offset = where.param(params.offset);
  const [page, count] = await Promise.all([
    db.query<{ name: string; total: number }>(`${grouped} ORDER BY total DESC, lower(name), name LIMIT ${limit} OFFSET ${offset}`, where.params),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${grouped}) t`, countParams),
  ]);
  return { rows: page.rows, total: count.rows[0].total };
}

import type { Queryable } from '../../db/db.types';
import { likePattern } from '../../core/http';
import { SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import { OWNER_SELECT, ownerJoin } from './asset-rows';

// SQL shared by the four content tables: how they are read, filtered, inserted, updated, deleted and viewed.

export type AssetTable = 'videos' | 'galleries' | 'photos' | 'products';

const SORT_COLUMNS = {
  createdAt: 'a.created_at',
  updatedAt: 'a.updated_at',
  views: 'a.views',
  token: 'a.token',
  title: 'lower(a.title)',
  name: 'lower(a.name)',
  duration: 'a.duration',
} as const;
export type AssetSortKey = keyof typeof SORT_COLUMNS;

/** `sortBy` names → their SQL over the asset alias `a`. */
export const sortColumns = (keys: readonly AssetSortKey[]): Record<string, string> => Object.fromEntries(keys.map((key) => [key, SORT_COLUMNS[key]]));

/**
 * How one content source is read (`a` = the asset, `o` = its performer): the list spec, newest first, and the lookup
 * by id, deleted rows too (their buyers keep them; the caller decides who may see it).
 */
export function assetSource<Row>(source: { from: string; select?: string; sortBy: readonly AssetSortKey[]; searchIn: string[] }) {
  const select = source.select ?? `a.*, ${OWNER_SELECT}`;
  const list: ListSpec = {
    from: source.from,
    select,
    sortable: sortColumns(source.sortBy),
    defaultSortBy: 'createdAt',
    tieBreaker: 'a.id',
    searchIn: source.searchIn,
  };
  const find = async (db: Queryable, id: string): Promise<Row | null> => {
    const { rows } = await db.query<Row>(`SELECT ${select} FROM ${source.from} WHERE a.id = $1`, [id]);
    return rows[0] ?? null;
  };
  return { list, find };
}

/** A content table joined with its owner. */
export const withOwner = (table: string) => `${table} a ${ownerJoin('a')}`;

/** The fields a new row of any content table has. */
export interface NewAsset {
  id: string;
  performerId: string;
  description: string;
  status: string;
  token: number;
  /** The seed back-dates its rows; uploads are created now. */
  createdAt?: Date;
}

/** The fields a new video or photo shares. */
export interface NewCatalogueAsset extends NewAsset {
  title: string;
  isSale: boolean;
  mediaType: string;
  theme: string;
  tags: string[];
  actresses: string[];
  fileId: string;
  width: number | null;
  height: number | null;
}

/** The columns of `NewAsset` (created and updated at the same moment). */
export const assetColumns = (asset: NewAsset) => {
  const createdAt = asset.createdAt ?? new Date();
  return {
    id: asset.id,
    performer_id: asset.performerId,
    description: asset.description,
    status: asset.status,
    token: asset.token,
    created_at: createdAt,
    updated_at: createdAt,
  };
};

/** The `fields` of a new asset as columns: each under its snake_case name (`posterPath` → `poster_path`). */
export const columnsOf = <T, K extends keyof T & string>(asset: T, fields: readonly K[]) =>
  Object.fromEntries(fields.map((field) => [field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), asset[field]]));

const catalogueColumns = (asset: NewCatalogueAsset) => ({
  ...assetColumns(asset),
  ...columnsOf(asset, ['title', 'isSale', 'mediaType', 'theme', 'tags', 'actresses', 'fileId', 'width', 'height']),
});

/** Inserts one row (column names come from code, never from the request; arrays are text[]). */
export async function insertAsset(db: Queryable, table: AssetTable, columns: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(columns);
  const placeholders = entries.map(([, value], index) => `$${index + 1}${Array.isArray(value) ? '::text[]' : ''}`);
  await db.query(
    `INSERT INTO ${table} (${entries.map(([column]) => column).join(', ')}) VALUES (${placeholders.join(', ')})`,
    entries.map(([, value]) => value),
  );
}

/** Inserts a new video or photo: the columns they share, and its own `fields`. */
export const insertCatalogueAsset = <T extends NewCatalogueAsset>(
  db: Queryable,
  table: 'videos' | 'photos',
  asset: T,
  fields: ReadonlyArray<keyof T & string>,
) => insertAsset(db, table, { ...catalogueColumns(asset), ...columnsOf(asset, fields) });

export interface AssetSearch extends ListParams {
  /** The performer's own list: every status, her assets only. */
  ownerId?: string;
  /** A public list of one performer. */
  performerId?: string;
  status?: string;
  tags?: string[];
  theme?: string;
  type?: string;
  isSale?: boolean;
  galleryId?: string;
  /** Someone appearing in it (its `actresses`), or its performer, by name. */
  actress?: string;
}

/** The actress filter of the video list and the media search: a name among `a.actresses`, or the performer's (`o`). */
export function whereActress(where: SqlWhere, actress: string): void {
  const pattern = where.param(likePattern(actress));
  where.and(`(EXISTS (SELECT 1 FROM unnest(a.actresses) n WHERE n ILIKE ${pattern}) OR o.username ILIKE ${pattern} OR o.name ILIKE ${pattern})`);
}

/**
 * WHERE of an asset list (`a` = the asset table): the owner sees her own undeleted assets in any status, everyone
 * else active assets of active performers; nobody sees what an admin hid.
 */
export function assetWhere(search: AssetSearch, columns: { type?: string; isSale?: string; gallery?: string; actresses?: boolean } = {}): SqlWhere {
  const where = new SqlWhere().and('a.deleted_at IS NULL').and('a.hidden_at IS NULL');
  if (search.ownerId) {
    where.and(`a.performer_id = ${where.param(search.ownerId)}`);
    if (search.status) where.and(`a.status = ${where.param(search.status)}`);
  } else {
    where.and(`a.status = 'active'`).and(`o.status = 'active'`);
    if (search.performerId) where.and(`a.performer_id = ${where.param(search.performerId)}`);
  }
  if (search.tags?.length) where.and(`a.tags && ${where.param(search.tags)}::text[]`);
  if (search.theme) where.and(`lower(a.theme) = lower(${where.param(search.theme)})`);
  if (search.type && columns.type) where.and(`${columns.type} = ${where.param(search.type)}`);
  if (search.isSale !== undefined && columns.isSale) {
    where.and(search.isSale ? `(${columns.isSale} AND a.token > 0)` : `NOT (${columns.isSale} AND a.token > 0)`);
  }
  if (search.galleryId && columns.gallery) where.and(`${columns.gallery} = ${where.param(search.galleryId)}`);
  if (search.actress?.trim() && columns.actresses) whereActress(where, search.actress.trim());
  return where;
}

/** The owner of an asset that exists and was not deleted, or null. */
export async function assetOwner(db: Queryable, table: AssetTable, id: string): Promise<string | null> {
  const { rows } = await db.query<{ performer_id: string }>(`SELECT performer_id FROM ${table} WHERE id = $1 AND deleted_at IS NULL`, [id]);
  return rows[0]?.performer_id ?? null;
}

/** Sets the given columns (names come from code, never from the request) and `updated_at`. */
export async function updateAsset(db: Queryable, table: AssetTable, id: string, changes: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  await db.query(`UPDATE ${table} SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, [id, ...entries.map(([, value]) => value)]);
}

/** Hidden from every list and from new buyers; its buyers keep it (purchases read the row). */
export async function softDeleteAsset(db: Queryable, table: AssetTable, id: string): Promise<void> {
  await db.query(`UPDATE ${table} SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
}

/** One more view of an active asset; null when there is no such asset. */
export async function addView(db: Queryable, table: 'videos' | 'photos' | 'galleries', id: string): Promise<number | null> {
  const { rows } = await db.query<{ views: number }>(
    `UPDATE ${table} SET views = views + 1 WHERE id = $1 AND deleted_at IS NULL AND hidden_at IS NULL AND status = 'active' RETURNING views`,
    [id],
  );
  return rows[0]?.views ?? null;
}

/** The private file behind a signed link: where it is and what it is. */
export async function findPrivateFile(db: Queryable, fileId: string) {
  const { rows } = await db.query<{ path: string; mime_type: string; original_name: string }>(
    `SELECT path, mime_type, original_name FROM files WHERE id = $1 AND visibility = 'private'`,
    [fileId],
  );
  return rows[0] ?? null;
}

import type {
  AdminBannerInput,
  AdminCategory,
  AdminCategoryInput,
  AdminMenuInput,
  AdminPostInput,
  SiteContentSettings,
  Translations,
} from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import type { CategoryRow } from '../categories/categories.repository';
import { russianFields } from './content.mapper';
import type { BannerRow, MenuRow } from './content.repository';
import type { ContentRows } from './site-content.crud';
import type { PostRow } from './posts.repository';

/** The settings the back office's Site content section edits, with what an install that never had one answers. */
export const SITE_CONTENT_DEFAULTS: SiteContentSettings = {
  maintenanceMode: false,
  maintenanceMessage: '',
  maintenanceMessageRu: '',
  enablePopup18Plus: true,
  popupContent18Plus: '',
  popupContent18PlusRu: '',
  footerContent: '',
  footerContentRu: '',
};

const SITE_CONTENT_KEYS = Object.keys(SITE_CONTENT_DEFAULTS) as Array<keyof SiteContentSettings>;

export async function readSiteContentSettings(db: Queryable): Promise<SiteContentSettings> {
  const { rows } = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings WHERE key = ANY($1::text[])', [
    SITE_CONTENT_KEYS,
  ]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const pick = <K extends keyof SiteContentSettings>(key: K): SiteContentSettings[K] => {
    const value = stored.get(key);
    return (typeof value === typeof SITE_CONTENT_DEFAULTS[key] ? value : SITE_CONTENT_DEFAULTS[key]) as SiteContentSettings[K];
  };
  return Object.fromEntries(SITE_CONTENT_KEYS.map((key) => [key, pick(key)])) as SiteContentSettings;
}

/** Writes each changed key as a public setting (a key the install never had is added). */
export async function writeSiteContentSettings(db: Queryable, changes: Partial<SiteContentSettings>): Promise<void> {
  for (const [key, value] of Object.entries(changes)) {
    await db.query(
      `INSERT INTO settings (key, value, public, grp) VALUES ($1, $2::jsonb, true, 'general')
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, public = true, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
}

/** `{ ru: {…} }` of the Russian texts that are not empty (or `{}`), to replace the row's `ru` translations. */
function russian(texts: Record<string, string | undefined>): Translations {
  const ru = Object.fromEntries(
    Object.entries(texts)
      .map(([field, text]) => [field, (text ?? '').trim()])
      .filter(([, text]) => text !== ''),
  );
  return Object.keys(ru).length ? { ru } : {};
}

/** A column a write sets from its value: as it is, or through an SQL expression of that value's parameter. */
interface WrittenColumn {
  name: string;
  insert?: (param: string) => string;
  update?: (param: string) => string;
}

/** The Russian texts (JSON of `russian(…)`): an update replaces the row's `ru` translations, other languages' stay. */
const RU_TRANSLATIONS: WrittenColumn = {
  name: 'translations',
  insert: (param) => `${param}::jsonb`,
  update: (param) => `(translations - 'ru') || ${param}::jsonb`,
};

/** How a back-office table's rows are read: all in display `order`, or one by id (`select` joins what the view shows). */
interface TableReads {
  order: string;
  select?: string;
  id?: string;
}

/**
 * The rows of a back-office table: read (`reads`), inserted, updated and deleted by id, its `columns` written from
 * `values(input)` in that order.
 */
function tableRows<Row, Input>(table: string, reads: TableReads, columns: Array<string | WrittenColumn>, values: (input: Input) => unknown[]) {
  const select = reads.select ?? `SELECT * FROM ${table}`;
  const written = columns.map((column) => (typeof column === 'string' ? { name: column } : column));
  const param = (index: number) => `$${index + 2}`;
  const inserted = written.map((column, index) => column.insert?.(param(index)) ?? param(index));
  const updated = written.map((column, index) => `${column.name} = ${column.update?.(param(index)) ?? param(index)}`);
  const insertSql = `INSERT INTO ${table} (id, ${written.map((column) => column.name).join(', ')}) VALUES ($1, ${inserted.join(', ')})`;
  const updateSql = `UPDATE ${table} SET ${updated.join(', ')}, updated_at = now() WHERE id = $1`;
  return {
    list: async (db: Queryable): Promise<Row[]> => (await db.query<Row>(`${select} ORDER BY ${reads.order}`)).rows,
    find: async (db: Queryable, id: string): Promise<Row | null> =>
      (await db.query<Row>(`${select} WHERE ${reads.id ?? 'id'} = $1`, [id])).rows[0] ?? null,
    insert: async (db: Queryable, input: Input): Promise<string> => {
      const id = newId();
      await db.query(insertSql, [id, ...values(input)]);
      return id;
    },
    update: async (db: Queryable, id: string, input: Input): Promise<void> => {
      await db.query(updateSql, [id, ...values(input)]);
    },
    remove: async (db: Queryable, id: string): Promise<void> => {
      await db.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
    },
  } satisfies ContentRows<Row, Input>;
}

/** Whether another row of `table` than `exceptId` already has this slug. */
const slugTakenIn =
  (table: string) =>
  async (db: Queryable, slug: string, exceptId: string | null): Promise<boolean> =>
    (await db.query(`SELECT 1 FROM ${table} WHERE slug = $1 AND id IS DISTINCT FROM $2`, [slug, exceptId])).rows.length > 0;

/** Banners in display order: position, then ordering, the newest first among equals. */
export const bannerRows = tableRows<BannerRow, AdminBannerInput>(
  'banners',
  {
    select: 'SELECT b.*, f.path AS file_path FROM banners b LEFT JOIN files f ON f.id = b.file_id',
    id: 'b.id',
    order: 'b.position, b.ordering, b.created_at DESC',
  },
  ['title', 'description', 'href', 'position', 'status', 'ordering', RU_TRANSLATIONS],
  (input) => [
    input.title.trim(),
    input.description.trim(),
    input.href,
    input.position,
    input.status,
    input.ordering,
    JSON.stringify(russian({ title: input.titleRu, description: input.descriptionRu })),
  ],
);

export async function setBannerFile(db: Queryable, id: string, fileId: string): Promise<void> {
  await db.query('UPDATE banners SET file_id = $2, updated_at = now() WHERE id = $1', [id, fileId]);
}

/** A path on the site opens in the page's router; anything else (https://…) is an outside link. Deleting an item takes its sub-items (ON DELETE CASCADE). */
/** Menu items in display order: the header's, then the footer's, each by ordering, then title. */
export const menuRows = tableRows<MenuRow, AdminMenuInput>(
  'menus',
  { order: "(section = 'footer'), ordering, title" },
  ['title', 'path', 'section', 'internal', 'is_new_tab', 'ordering', RU_TRANSLATIONS],
  (input) => [
    input.title.trim(),
    input.path.trim(),
    input.section,
    input.path.startsWith('/'),
    input.isNewTab,
    input.ordering,
    JSON.stringify(russian({ title: input.titleRu })),
  ],
);

export const toAdminCategory = (row: CategoryRow): AdminCategory => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  status: row.status,
  ordering: row.ordering,
  ...russianFields(row.translations, ['name', 'description']),
});

export const categorySlugTaken = slugTakenIn('performer_categories');

/** Performer categories, active or not, in display order. */
const categoryTable = tableRows<CategoryRow, AdminCategoryInput>(
  'performer_categories',
  { order: 'ordering, name' },
  ['name', 'slug', 'ordering', 'description', 'status', RU_TRANSLATIONS],
  (input) => [
    input.name.trim(),
    input.slug,
    input.ordering,
    input.description.trim(),
    input.status,
    JSON.stringify(russian({ name: input.nameRu, description: input.descriptionRu })),
  ],
);

export const categoryRows: ContentRows<CategoryRow, AdminCategoryInput> = {
  ...categoryTable,
  /** Deletes the category and takes it off every performer that had it. */
  remove: async (db, id) => {
    await db.query('UPDATE performers SET category_ids = array_remove(category_ids, $1) WHERE $1 = ANY(category_ids)', [id]);
    await categoryTable.remove(db, id);
  },
};

export const postSlugTaken = slugTakenIn('posts');

/** Every post and page, drafts included, newest first. */
export const postRows = tableRows<PostRow, AdminPostInput>(
  'posts',
  { order: 'created_at DESC, id DESC' },
  ['title', 'slug', 'type', 'short_description', 'content', 'status', RU_TRANSLATIONS],
  (input) => [
    input.title.trim(),
    input.slug,
    input.type,
    input.shortDescription.trim(),
    input.content,
    input.status,
    JSON.stringify(russian({ title: input.titleRu, shortDescription: input.shortDescriptionRu, content: input.contentRu })),
  ],
);

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
import type { BannerRow, MenuRow } from './content.repository';
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

const BANNER_SELECT = 'SELECT b.*, f.path AS file_path FROM banners b LEFT JOIN files f ON f.id = b.file_id';

/** Every banner, active or not, in display order (position, then ordering, the newest first among equals). */
export async function listAllBanners(db: Queryable): Promise<BannerRow[]> {
  const { rows } = await db.query<BannerRow>(`${BANNER_SELECT} ORDER BY b.position, b.ordering, b.created_at DESC`);
  return rows;
}

export async function findBanner(db: Queryable, id: string): Promise<BannerRow | null> {
  const { rows } = await db.query<BannerRow>(`${BANNER_SELECT} WHERE b.id = $1`, [id]);
  return rows[0] ?? null;
}

/** `{ ru: {…} }` of the Russian texts that are not empty (or `{}`), to replace the row's `ru` translations. */
function russian(texts: Record<string, string>): Translations {
  const ru = Object.fromEntries(
    Object.entries(texts)
      .map(([field, text]) => [field, text.trim()])
      .filter(([, text]) => text !== ''),
  );
  return Object.keys(ru).length ? { ru } : {};
}

const bannerRussian = (input: AdminBannerInput) => JSON.stringify(russian({ title: input.titleRu, description: input.descriptionRu }));

export async function insertBanner(db: Queryable, input: AdminBannerInput): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO banners (id, title, description, href, position, status, ordering, translations) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [id, input.title.trim(), input.description.trim(), input.href, input.position, input.status, input.ordering, bannerRussian(input)],
  );
  return id;
}

/** Other languages' translations stay; the Russian ones are replaced. */
export async function updateBanner(db: Queryable, id: string, input: AdminBannerInput): Promise<void> {
  await db.query(
    `UPDATE banners SET title = $2, description = $3, href = $4, position = $5, status = $6, ordering = $7,
       translations = (translations - 'ru') || $8::jsonb, updated_at = now()
     WHERE id = $1`,
    [id, input.title.trim(), input.description.trim(), input.href, input.position, input.status, input.ordering, bannerRussian(input)],
  );
}

export async function setBannerFile(db: Queryable, id: string, fileId: string): Promise<void> {
  await db.query('UPDATE banners SET file_id = $2, updated_at = now() WHERE id = $1', [id, fileId]);
}

export async function deleteBanner(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM banners WHERE id = $1', [id]);
}

/** Every menu item in display order: the header's, then the footer's, each by ordering, then title. */
export async function listAllMenus(db: Queryable): Promise<MenuRow[]> {
  const { rows } = await db.query<MenuRow>(`SELECT * FROM menus ORDER BY (section = 'footer'), ordering, title`);
  return rows;
}

export async function findMenu(db: Queryable, id: string): Promise<MenuRow | null> {
  const { rows } = await db.query<MenuRow>('SELECT * FROM menus WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** A path on the site opens in the page's router; anything else (https://…) is an outside link. */
const menuValues = (input: AdminMenuInput) => [
  input.title.trim(),
  input.path.trim(),
  input.section,
  input.path.startsWith('/'),
  input.isNewTab,
  input.ordering,
];

export async function insertMenu(db: Queryable, input: AdminMenuInput): Promise<string> {
  const id = newId();
  await db.query(`INSERT INTO menus (id, title, path, section, internal, is_new_tab, ordering) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
    id,
    ...menuValues(input),
  ]);
  return id;
}

export async function updateMenu(db: Queryable, id: string, input: AdminMenuInput): Promise<void> {
  await db.query(
    `UPDATE menus SET title = $2, path = $3, section = $4, internal = $5, is_new_tab = $6, ordering = $7, updated_at = now() WHERE id = $1`,
    [id, ...menuValues(input)],
  );
}

/** Its sub-items go with it (ON DELETE CASCADE). */
export async function deleteMenu(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM menus WHERE id = $1', [id]);
}

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  ordering: number;
  description: string;
  status: 'active' | 'inactive';
  translations: Translations;
}

export const toAdminCategory = (row: CategoryRow): AdminCategory => ({
  _id: row.id,
  name: row.name,
  nameRu: row.translations?.ru?.name ?? '',
  slug: row.slug,
  description: row.description,
  descriptionRu: row.translations?.ru?.description ?? '',
  status: row.status,
  ordering: row.ordering,
});

/** Every performer category, active or not, in display order. */
export async function listAllCategories(db: Queryable): Promise<AdminCategory[]> {
  const { rows } = await db.query<CategoryRow>('SELECT * FROM performer_categories ORDER BY ordering, name');
  return rows.map(toAdminCategory);
}

export async function findAdminCategory(db: Queryable, id: string): Promise<AdminCategory | null> {
  const { rows } = await db.query<CategoryRow>('SELECT * FROM performer_categories WHERE id = $1', [id]);
  return rows[0] ? toAdminCategory(rows[0]) : null;
}

/** Whether another category than `exceptId` already has this slug. */
export async function slugTaken(db: Queryable, slug: string, exceptId: string | null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM performer_categories WHERE slug = $1 AND id IS DISTINCT FROM $2', [slug, exceptId]);
  return rows.length > 0;
}

const categoryValues = (input: AdminCategoryInput) => [
  input.name.trim(),
  input.slug,
  input.ordering,
  input.description.trim(),
  input.status,
  JSON.stringify(russian({ name: input.nameRu, description: input.descriptionRu })),
];

export async function insertCategory(db: Queryable, input: AdminCategoryInput): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO performer_categories (id, name, slug, ordering, description, status, translations) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [id, ...categoryValues(input)],
  );
  return id;
}

export async function updateCategory(db: Queryable, id: string, input: AdminCategoryInput): Promise<void> {
  await db.query(
    `UPDATE performer_categories SET name = $2, slug = $3, ordering = $4, description = $5, status = $6,
       translations = (translations - 'ru') || $7::jsonb, updated_at = now() WHERE id = $1`,
    [id, ...categoryValues(input)],
  );
}

/** Deletes the category and takes it off every performer that had it; answers how many performers had it. */
export async function deleteCategory(db: Queryable, id: string): Promise<number> {
  const { rowCount } = await db.query('UPDATE performers SET category_ids = array_remove(category_ids, $1) WHERE $1 = ANY(category_ids)', [id]);
  await db.query('DELETE FROM performer_categories WHERE id = $1', [id]);
  return rowCount ?? 0;
}

/** Every post and page, drafts included, newest first. */
export async function listAllPosts(db: Queryable): Promise<PostRow[]> {
  const { rows } = await db.query<PostRow>('SELECT * FROM posts ORDER BY created_at DESC, id DESC');
  return rows;
}

export async function findPost(db: Queryable, id: string): Promise<PostRow | null> {
  const { rows } = await db.query<PostRow>('SELECT * FROM posts WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function postSlugTaken(db: Queryable, slug: string, exceptId: string | null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM posts WHERE slug = $1 AND id IS DISTINCT FROM $2', [slug, exceptId]);
  return rows.length > 0;
}

const postValues = (input: AdminPostInput) => [
  input.title.trim(),
  input.slug,
  input.type,
  input.shortDescription.trim(),
  input.content,
  input.status,
];

export async function insertAdminPost(db: Queryable, input: AdminPostInput): Promise<string> {
  const id = newId();
  await db.query(`INSERT INTO posts (id, title, slug, type, short_description, content, status) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
    id,
    ...postValues(input),
  ]);
  return id;
}

export async function updateAdminPost(db: Queryable, id: string, input: AdminPostInput): Promise<void> {
  await db.query(
    `UPDATE posts SET title = $2, slug = $3, type = $4, short_description = $5, content = $6, status = $7, updated_at = now() WHERE id = $1`,
    [id, ...postValues(input)],
  );
}

export async function deletePost(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM posts WHERE id = $1', [id]);
}

import type { AdminBannerInput, SiteContentSettings, Translations } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import type { BannerRow } from './content.repository';

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

/** The Russian texts kept with the banner's other translations (an empty text removes it). */
function bannerTranslations(current: Translations, input: AdminBannerInput): Translations {
  const ru = Object.fromEntries(
    Object.entries({ title: input.titleRu.trim(), description: input.descriptionRu.trim() }).filter(([, text]) => text !== ''),
  );
  const { ru: _previous, ...others } = current;
  return Object.keys(ru).length ? { ...others, ru } : others;
}

export async function insertBanner(db: Queryable, input: AdminBannerInput): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO banners (id, title, description, href, position, status, ordering, translations) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      id,
      input.title.trim(),
      input.description.trim(),
      input.href,
      input.position,
      input.status,
      input.ordering,
      JSON.stringify(bannerTranslations({}, input)),
    ],
  );
  return id;
}

export async function updateBanner(db: Queryable, current: BannerRow, input: AdminBannerInput): Promise<void> {
  await db.query(
    `UPDATE banners SET title = $2, description = $3, href = $4, position = $5, status = $6, ordering = $7, translations = $8::jsonb, updated_at = now()
     WHERE id = $1`,
    [
      current.id,
      input.title.trim(),
      input.description.trim(),
      input.href,
      input.position,
      input.status,
      input.ordering,
      JSON.stringify(bannerTranslations(current.translations ?? {}, input)),
    ],
  );
}

export async function setBannerFile(db: Queryable, id: string, fileId: string): Promise<void> {
  await db.query('UPDATE banners SET file_id = $2, updated_at = now() WHERE id = $1', [id, fileId]);
}

export async function deleteBanner(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM banners WHERE id = $1', [id]);
}

import type { AdminBanner, AdminMenuItem, AdminPost, Banner, MenuItem, Post, Translations } from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Storage } from '../../core/storage';
import type { BannerRow, MenuRow } from './content.repository';
import type { PostRow } from './posts.repository';

/** The back office's form of a translated item's Russian texts: `<field>Ru`, '' where it has none. */
export function russianFields<F extends string>(translations: Translations | undefined, fields: readonly F[]): Record<`${F}Ru`, string> {
  const ru = translations?.ru ?? {};
  return Object.fromEntries(fields.map((field) => [`${field}Ru`, ru[field] ?? ''])) as Record<`${F}Ru`, string>;
}

export const toMenuItem = (row: MenuRow): MenuItem => ({
  _id: row.id,
  title: row.title,
  path: row.path,
  section: row.section,
  internal: row.internal,
  isNewTab: row.is_new_tab,
  ordering: row.ordering,
  parentId: row.parent_id,
  translations: row.translations ?? {},
});

export function toAdminMenuItem(row: MenuRow): AdminMenuItem {
  const { translations, ...item } = toMenuItem(row);
  return { ...item, ...russianFields(translations, ['title']) };
}

export const toPost = (row: PostRow, storage: Storage): Post => ({
  _id: row.id,
  title: row.title,
  slug: row.slug,
  type: row.type,
  shortDescription: row.short_description,
  content: row.content,
  image: storage.url(row.image_path),
  status: row.status,
  createdAt: iso(row.created_at) ?? '',
  updatedAt: iso(row.updated_at) ?? '',
  translations: row.translations ?? {},
});

export function toAdminPost(row: PostRow, storage: Storage): AdminPost {
  const { translations, ...post } = toPost(row, storage);
  return { ...post, ...russianFields(translations, ['title', 'shortDescription', 'content']) };
}

export function toBanner(row: BannerRow, storage: Storage): Banner {
  const url = storage.url(row.file_path) ?? '';
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    href: row.href,
    position: row.position,
    status: row.status,
    photo: { url, thumbnails: url ? [url] : [] },
    createdAt: iso(row.created_at) ?? '',
    translations: row.translations ?? {},
  };
}

/** The back office's banner: its Russian texts apart, and its ordering. */
export function toAdminBanner(row: BannerRow, storage: Storage): AdminBanner {
  const { translations, ...banner } = toBanner(row, storage);
  return { ...banner, ...russianFields(translations, ['title', 'description']), ordering: row.ordering };
}

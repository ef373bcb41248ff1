import type { AdminBanner, Banner, MenuItem } from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Storage } from '../../core/storage';
import type { BannerRow, MenuRow } from './content.repository';

export const toMenuItem = (row: MenuRow): MenuItem => ({
  _id: row.id,
  title: row.title,
  path: row.path,
  section: row.section,
  internal: row.internal,
  isNewTab: row.is_new_tab,
  ordering: row.ordering,
  parentId: row.parent_id,
});

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
  const ru = translations?.ru ?? {};
  return { ...banner, titleRu: ru.title ?? '', descriptionRu: ru.description ?? '', ordering: row.ordering };
}

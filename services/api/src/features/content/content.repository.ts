import type { Banner, MenuItem, Translations } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';

export interface MenuRow {
  id: string;
  title: string;
  path: string;
  section: MenuItem['section'];
  internal: boolean;
  is_new_tab: boolean;
  ordering: number;
  parent_id: string | null;
  translations: Translations;
}

export interface BannerRow {
  id: string;
  title: string;
  description: string;
  href: string;
  position: Banner['position'];
  status: Banner['status'];
  ordering: number;
  file_path: string | null;
  created_at: Date;
  translations: Translations;
}

/** Menus read in display order: header items, then footer items, each by their ordering, then title. */
export const MENU_SORT_BY = ['ordering'] as const;

const MENU_LIST: ListSpec = {
  from: 'menus',
  sortable: { ordering: ["(section = 'footer')", 'ordering'] } satisfies Record<(typeof MENU_SORT_BY)[number], readonly string[]>,
  defaultSortBy: 'ordering',
  defaultSort: 'ASC',
  tieBreaker: 'title',
  tieBreakerDirection: 'ASC',
};

export async function listMenus(db: Queryable, params: ListParams & { section?: MenuItem['section'] }) {
  const where = new SqlWhere();
  if (params.section) where.and(`section = ${where.param(params.section)}`);
  return listPage<MenuRow>(db, MENU_LIST, where, params);
}

/** Banners read by their ordering (ascending unless `sort` says otherwise), the newest first among equals. */
export const BANNER_SORT_BY = ['ordering'] as const;

const BANNER_LIST: ListSpec = {
  from: 'banners b LEFT JOIN files f ON f.id = b.file_id',
  select: 'b.*, f.path AS file_path',
  sortable: { ordering: 'b.ordering' } satisfies Record<(typeof BANNER_SORT_BY)[number], string>,
  defaultSortBy: 'ordering',
  defaultSort: 'ASC',
  tieBreaker: 'b.created_at',
  tieBreakerDirection: 'DESC',
};

export async function listActiveBanners(db: Queryable, params: ListParams & { position?: Banner['position'] }) {
  const where = new SqlWhere().and(`b.status = 'active'`);
  if (params.position) where.and(`b.position = ${where.param(params.position)}`);
  return listPage<BannerRow>(db, BANNER_LIST, where, params);
}

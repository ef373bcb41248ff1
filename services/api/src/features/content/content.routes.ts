import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Banner, MenuItem } from '@platform/shared/contract';
import { listQuery } from '../../core/http';
import type { CachePolicy } from '../../core/read-cache';
import { toBanner, toMenuItem } from './content.mapper';
import { publicReadKit } from '../../core/public-reads';
import { BANNER_SORT_BY, listActiveBanners, listMenus, MENU_SORT_BY } from './content.repository';

const MenuQuery = listQuery({ defaultLimit: 100, sortBy: MENU_SORT_BY }, { section: Type.Optional(MenuItem.properties.section) });
const BannerQuery = listQuery({ defaultLimit: 10, maxLimit: 100, sortBy: BANNER_SORT_BY }, { position: Type.Optional(Banner.properties.position) });

// Edited in the back office (Site content): browsers ask again on each use, a 304 while unchanged.
export const MENUS_CACHE: CachePolicy = { tag: 'menus', maxAge: 60, staleWhileRevalidate: 300, revalidate: true };
export const BANNERS_CACHE: CachePolicy = { tag: 'banners', maxAge: 60, staleWhileRevalidate: 300, revalidate: true };

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const menus = publicReadKit(app, ['content'], MENUS_CACHE);
  const banners = publicReadKit(app, ['content'], BANNERS_CACHE);

  app.get('/menus', menus.pageOptions('Site menus, paged {data, total} in display order', MenuQuery, MenuItem), async (req, reply) =>
    menus.page(req, reply, () => listMenus(ctx.db, req.query), toMenuItem),
  );

  app.get('/banners/search', banners.pageOptions('Active banners, paged {data, total}', BannerQuery, Banner), async (req, reply) =>
    banners.page(
      req,
      reply,
      () => listActiveBanners(ctx.db, req.query),
      (row) => toBanner(row, ctx.storage),
    ),
  );
};

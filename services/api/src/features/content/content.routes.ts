import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Banner, MenuItem, Paged } from '@platform/shared/contract';
import { listQuery, ok, okResponse, paged } from '../../core/http';
import type { CachePolicy } from '../../core/read-cache';
import { toBanner, toMenuItem } from './content.mapper';
import { BANNER_SORT_BY, listActiveBanners, listMenus, MENU_SORT_BY } from './content.repository';

const MenuQuery = listQuery({ defaultLimit: 100, sortBy: MENU_SORT_BY }, { section: Type.Optional(MenuItem.properties.section) });
const BannerQuery = listQuery({ defaultLimit: 10, maxLimit: 100, sortBy: BANNER_SORT_BY }, { position: Type.Optional(Banner.properties.position) });

// Edited in the back office (Site content): browsers ask again on each use, a 304 while unchanged.
export const MENUS_CACHE: CachePolicy = { tag: 'menus', maxAge: 60, staleWhileRevalidate: 300, revalidate: true };
export const BANNERS_CACHE: CachePolicy = { tag: 'banners', maxAge: 60, staleWhileRevalidate: 300, revalidate: true };

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['content'];

  app.get(
    '/menus',
    { schema: { tags, summary: 'Site menus, paged {data, total} in display order', querystring: MenuQuery, response: okResponse(Paged(MenuItem)) } },
    async (req, reply) =>
      ctx.readCache.reply(req, reply, MENUS_CACHE, async () => {
        const { rows, total } = await listMenus(ctx.db, req.query);
        return ok(paged(rows.map(toMenuItem), total));
      }),
  );

  app.get(
    '/banners/search',
    { schema: { tags, summary: 'Active banners, paged {data, total}', querystring: BannerQuery, response: okResponse(Paged(Banner)) } },
    async (req, reply) =>
      ctx.readCache.reply(req, reply, BANNERS_CACHE, async () => {
        const { rows, total } = await listActiveBanners(ctx.db, req.query);
        return ok(
          paged(
            rows.map((row) => toBanner(row, ctx.storage)),
            total,
          ),
        );
      }),
  );
};

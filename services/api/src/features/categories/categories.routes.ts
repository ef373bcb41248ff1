import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { PerformerCategory } from '@platform/shared/contract';
import { listQuery, ok } from '../../core/http';
import type { CachePolicy } from '../../core/read-cache';
import { publicReadKit } from '../../core/public-reads';
import { CATEGORY_SORT_BY, findCategory, listCategories } from './categories.repository';

const CategoryQuery = listQuery({ defaultLimit: 50, sortBy: CATEGORY_SORT_BY });

export const CATEGORIES_CACHE: CachePolicy = { tag: 'categories', maxAge: 60, staleWhileRevalidate: 300, revalidate: true };

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const categories = publicReadKit(app, ['categories'], CATEGORIES_CACHE);
  const list = (summary: string) => categories.pageOptions(summary, CategoryQuery, PerformerCategory);
  const listed = async (req: FastifyRequest<{ Querystring: Static<typeof CategoryQuery> }>, reply: FastifyReply) =>
    categories.cached(req, reply, async () => ok(await listCategories(ctx.db, req.query)));

  app.get('/performer-categories', list('Performer categories, paged {data, total} (limit default 50)'), listed);
  // The older endpoint the client falls back to on 404: same answer.
  app.get('/settings/performer-categories', list('Performer categories (older endpoint, same as /performer-categories)'), listed);

  app.get('/performer-categories/:id/view', categories.oneOptions('One category by id or slug', 100, PerformerCategory), async (req, reply) =>
    categories.one(
      req,
      reply,
      () => findCategory(ctx.db, req.params.id),
      (category) => category,
      'Category not found',
    ),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Paged, PerformerCategory } from '@platform/shared/contract';
import { notFound } from '../../core/errors';
import { listQuery, ok, okResponse } from '../../core/http';
import type { CachePolicy } from '../../core/read-cache';
import { CATEGORY_SORT_BY, findCategory, listCategories } from './categories.repository';

const CategoryQuery = listQuery({ defaultLimit: 50, sortBy: CATEGORY_SORT_BY });

export const CATEGORIES_CACHE: CachePolicy = { tag: 'categories', maxAge: 60, staleWhileRevalidate: 300, revalidate: true };

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['categories'];

  const lists = [
    ['/performer-categories', 'Performer categories, paged {data, total} (limit default 50)'],
    // The older endpoint the client falls back to on 404: same answer.
    ['/settings/performer-categories', 'Performer categories (older endpoint, same as /performer-categories)'],
  ] as const;
  for (const [url, summary] of lists) {
    app.get(url, { schema: { tags, summary, querystring: CategoryQuery, response: okResponse(Paged(PerformerCategory)) } }, async (req, reply) =>
      ctx.readCache.reply(req, reply, CATEGORIES_CACHE, async () => ok(await listCategories(ctx.db, req.query))),
    );
  }

  app.get(
    '/performer-categories/:id/view',
    {
      schema: {
        tags,
        summary: 'One category by id or slug',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: okResponse(PerformerCategory),
      },
    },
    async (req, reply) =>
      ctx.readCache.reply(req, reply, CATEGORIES_CACHE, async () => {
        const category = await findCategory(ctx.db, req.params.id);
        if (!category) throw notFound('Category not found');
        return ok(category);
      }),
  );
};

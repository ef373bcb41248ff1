import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors';
import { listQuerySchema, ok, sortDirection, type ListQueryString } from '../../core/http';
import { findCategory, listCategories } from './categories.repository';

export async function categoryRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const querystring = { type: 'object', properties: listQuerySchema(50) };
  const handler = async (req: { query: ListQueryString }) =>
    ok(await listCategories(ctx.db, { ...req.query, sort: sortDirection(req.query.sort) }));

  app.get<{ Querystring: ListQueryString }>(
    '/performer-categories',
    { schema: { tags: ['categories'], summary: 'Performer categories, paged {data, total} (limit default 50)', querystring } },
    handler,
  );
  // The older endpoint the client falls back to on 404: same answer.
  app.get<{ Querystring: ListQueryString }>(
    '/settings/performer-categories',
    { schema: { tags: ['categories'], summary: 'Performer categories (older endpoint, same as /performer-categories)', querystring } },
    handler,
  );

  app.get<{ Params: { id: string } }>(
    '/performer-categories/:id/view',
    {
      schema: {
        tags: ['categories'],
        summary: 'One category by id or slug',
        params: { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 100 } } },
      },
    },
    async (req) => {
      const category = await findCategory(ctx.db, req.params.id);
      if (!category) throw notFound('Category not found');
      return ok(category);
    },
  );
}

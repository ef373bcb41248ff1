import type { FastifyInstance } from 'fastify';
import { guard } from '../../core/auth';
import { notFound } from '../../core/errors';
import { listQuerySchema, ok, paged } from '../../core/http';
import { categoryLookup } from '../categories/categories.repository';
import { toPerformer } from '../performers/performers.mapper';
import { addFavourite, listFavourites, removeFavourite } from './favourites.repository';

const performerIdBody = {
  type: 'object',
  required: ['performerId'],
  properties: { performerId: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
} as const;

/** SPEC.md §7 "Favourites": a member likes or unlikes a performer and lists her favourites. */
export async function favouriteRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const tags = ['favourites'];

  app.post<{ Body: { performerId: string } }>(
    '/favourite/performers/like',
    { preHandler: guard('user'), schema: { tags, summary: 'Member: add a performer to favourites (idempotent)', body: performerIdBody } },
    async (req) => {
      if (!(await addFavourite(ctx.db, req.auth!.sourceId, req.body.performerId))) throw notFound('Performer not found');
      return ok({ performerId: req.body.performerId, isFavorite: true });
    },
  );

  app.post<{ Body: { performerId: string } }>(
    '/favourite/performers/unlike',
    { preHandler: guard('user'), schema: { tags, summary: 'Member: remove a performer from favourites (idempotent)', body: performerIdBody } },
    async (req) => {
      await removeFavourite(ctx.db, req.auth!.sourceId, req.body.performerId);
      return ok({ performerId: req.body.performerId, isFavorite: false });
    },
  );

  app.get<{ Querystring: { limit: number; offset: number } }>(
    '/favourite/performers',
    { preHandler: guard('user'), schema: { tags, summary: "The member's favourite performers, paged", querystring: { type: 'object', properties: listQuerySchema(50) } } },
    async (req) => {
      const { rows, total } = await listFavourites(ctx.db, req.auth!.sourceId, req.query.limit, req.query.offset);
      const categories = await categoryLookup(ctx.db);
      return ok(paged(rows.map((row) => ({ ...toPerformer(row, categories, ctx.storage), isFavorite: true })), total));
    },
  );
}

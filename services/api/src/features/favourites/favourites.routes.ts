import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FavouriteRequest, FavouriteStatus, Paged, Performer } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { notFound } from '../../core/errors';
import { listQuery, ok, okResponse, paged } from '../../core/http';
import { categoryLookup } from '../categories/categories.repository';
import { requestCountry } from '../../core/geo';
import { toPerformer } from '../performers/performers.mapper';
import { addFavourite, FAVOURITE_SORT_BY, listFavourites, removeFavourite } from './favourites.repository';

const FavouritesQuery = listQuery({ defaultLimit: 50, sortBy: FAVOURITE_SORT_BY });

/** A member likes or unlikes a performer and lists her favourites. */
export const favouriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['favourites'];

  app.post(
    '/favourite/performers/like',
    guarded('user', {
      tags,
      summary: 'Member: add a performer to favourites (idempotent)',
      body: FavouriteRequest,
      response: okResponse(FavouriteStatus),
    }),
    async (req) => {
      if (!(await addFavourite(ctx.db, req.auth!.sourceId, req.body.performerId))) throw notFound('Performer not found');
      // her favourites count is in the shared answers members get too (their own flags are laid over them)
      await ctx.readCache.invalidate('performers');
      return ok({ performerId: req.body.performerId, isFavorite: true });
    },
  );

  app.post(
    '/favourite/performers/unlike',
    guarded('user', {
      tags,
      summary: 'Member: remove a performer from favourites (idempotent)',
      body: FavouriteRequest,
      response: okResponse(FavouriteStatus),
    }),
    async (req) => {
      await removeFavourite(ctx.db, req.auth!.sourceId, req.body.performerId);
      await ctx.readCache.invalidate('performers');
      return ok({ performerId: req.body.performerId, isFavorite: false });
    },
  );

  app.get(
    '/favourite/performers',
    guarded('user', {
      tags,
      summary: "The member's favourite performers, paged",
      querystring: FavouritesQuery,
      response: okResponse(Paged(Performer)),
    }),
    async (req) => {
      // a performer who blocked him (or his country) leaves his list while the block lasts
      const { rows, total } = await listFavourites(ctx.db, req.auth!.sourceId, req.query, requestCountry(req));
      const categories = await categoryLookup(ctx.db);
      return ok(
        paged(
          rows.map((row) => ({ ...toPerformer(row, categories, ctx.storage), isFavorite: true })),
          total,
        ),
      );
    },
  );
};

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  BlockingCheck,
  Gender,
  ObjectId,
  ViewCount,
  Paged,
  Performer,
  PerformerDetails,
  PerformerSelf,
  StringEnum,
  UpdatePerformerRequest,
  UploadedFileResponse,
} from '@platform/shared/contract';
import { guarded, optionalAuth } from '../../core/auth';
import { notFound, validationError } from '../../core/errors';
import { listQuery, ok, okResponse, paged } from '../../core/http';
import type { AccountOverlay, CachePolicy } from '../../core/read-cache';
import { sendVerificationEmail } from '../verification/email-verification.mails';
import { assertAvailable, rethrowUniqueViolation, withUsername } from '../accounts/account-names';
import { categoryLookup, findCategory, unknownCategoryIds } from '../categories/categories.repository';
import { favouriteIdsAmong } from './favourite-ids.repository';
import { uploadAvatar } from '../uploads/avatar';
import { uploadCover } from './cover';
import { BLOCK_MESSAGES, blockedBecause, blockReason, viewerOf } from '../performer-blocking/viewer-access';
import { mediaSettings } from '../settings/media-settings';
import { toPerformer, toPerformerDetails, toPerformerSelf } from './performers.mapper';
import {
  addPerformerView,
  findPerformer,
  findPerformerById,
  PERFORMER_SORT_BY,
  searchPerformers,
  updatePerformerProfile,
} from './performers.repository';

const SearchQuery = listQuery(
  { defaultLimit: 500, sortBy: PERFORMER_SORT_BY },
  {
    gender: Type.Optional(Gender),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(StringEnum(['public', 'private', 'group', 'offline', 'live'])),
  },
);

// An unknown category matches nobody rather than being ignored.
const NO_CATEGORY = '000000000000000000000000';

/** Visitors' search and profiles: live status changes often (5 s); a blocked country hides her (the key has it). */
export const PERFORMER_CACHE: CachePolicy = { tag: 'performers', maxAge: 5, staleWhileRevalidate: 25, byCountry: true, perAccount: true };

export const performerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['performers'];
  // isFavorite is per caller: only a signed-in member has favourites.
  const callerFavourites = (auth: FastifyRequest['auth'], ids: string[]) =>
    auth?.source === 'user' ? favouriteIdsAmong(ctx.db, auth.sourceId, ids) : Promise.resolve(new Set<string>());
  /**
   * A member's search and profile answers: the visitor's shared answer with his favourites laid over it (one query for
   * his favourites and the performers who blocked him; an answer that shows one of them: his own, uncached).
   */
  const favouritesOverlay: AccountOverlay = {
    field: 'isFavorite',
    async flagged(req) {
      if (req.auth?.source !== 'user') return null;
      const { rows } = await ctx.db.query<{ favourites: string[]; blockers: string[] }>(
        `SELECT coalesce((SELECT array_agg(performer_id) FROM favourite_performers WHERE user_id = $1), '{}') AS favourites,
                coalesce((SELECT array_agg(performer_id) FROM performer_blocks WHERE user_id = $1), '{}') AS blockers`,
        [req.auth.sourceId],
      );
      return { flagged: new Set(rows[0].favourites), hidden: new Set(rows[0].blockers) };
    },
  };
  const loadSelf = async (id: string) => {
    const performer = await findPerformerById(ctx.db, id);
    if (!performer) throw notFound('Performer not found');
    return performer;
  };
  const selfAnswer = async (id: string) =>
    toPerformerSelf(await loadSelf(id), await categoryLookup(ctx.db), ctx.storage, await mediaSettings(ctx.db));

  app.get('/performers/me', guarded('performer', { tags, summary: 'The signed-in performer', response: okResponse(PerformerSelf) }), async (req) =>
    ok(await selfAnswer(req.auth!.sourceId)),
  );

  app.put(
    '/performers',
    guarded('performer', {
      tags,
      summary: "Update the signed-in performer's profile",
      body: UpdatePerformerRequest,
      response: okResponse(PerformerSelf),
    }),
    async (req) => {
      const id = req.auth!.sourceId;
      const before = await loadSelf(id);
      const body = { ...req.body };
      if (body.email) body.email = body.email.trim();
      const changes = {
        username: body.username && body.username !== before.username ? body.username : undefined,
        email: body.email && body.email.toLowerCase() !== before.email.toLowerCase() ? body.email : undefined,
      };
      await assertAvailable(ctx.db, 'performer', changes, id);
      if (body.categoryIds) {
        const unknown = await unknownCategoryIds(ctx.db, body.categoryIds);
        if (unknown.length)
          throw validationError([{ property: 'categoryIds', constraints: { exists: `Unknown category id: ${unknown.join(', ')}` } }]);
      }
      await withUsername(ctx.db, 'performer', id, changes.username, (tx) =>
        updatePerformerProfile(tx, id, body, { emailChanged: !!changes.email }),
      ).catch((error) => rethrowUniqueViolation(error, changes));
      // media items carry her name and avatar too
      await ctx.readCache.invalidate('performers', 'media');
      const after = await loadSelf(id);
      if (changes.email) await sendVerificationEmail(ctx, { source: 'performer', id, email: after.email, username: after.username });
      return ok(await selfAnswer(id));
    },
  );

  app.get(
    '/performers/search',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Active performers, paged {data, total} (limit default 500)',
        querystring: SearchQuery,
        response: okResponse(Paged(Performer)),
      },
    },
    async (req, reply) =>
      ctx.readCache.reply(
        req,
        reply,
        PERFORMER_CACHE,
        async () => {
          const { category, ...query } = req.query;
          const categoryId = category ? ((await findCategory(ctx.db, category))?._id ?? NO_CATEGORY) : undefined;
          const sessionsFor = { userId: req.auth?.source === 'user' ? req.auth.sourceId : null };
          // a member she blocked, or a visitor from a country she blocked, does not find her
          const { rows, total } = await searchPerformers(ctx.db, { ...query, categoryId, sessionsFor, hiddenFrom: viewerOf(req) });
          const [categories, favourites] = await Promise.all([
            categoryLookup(ctx.db),
            callerFavourites(
              req.auth,
              rows.map((r) => r.id),
            ),
          ]);
          return ok(
            paged(
              rows.map((row) => ({ ...toPerformer(row, categories, ctx.storage), isFavorite: favourites.has(row.id) })),
              total,
            ),
          );
        },
        favouritesOverlay,
      ),
  );

  app.get(
    '/performers/:username/view',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Public profile of a performer by username (or id); 403 with the reason for a member she blocked or a blocked country',
        params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: okResponse(PerformerDetails),
      },
    },
    async (req, reply) =>
      ctx.readCache.reply(
        req,
        reply,
        PERFORMER_CACHE,
        async () => {
          const row = await findPerformer(ctx.db, req.params.username);
          if (!row || row.status !== 'active') throw notFound('Performer not found');
          const blocked = await blockReason(ctx.db, row.id, viewerOf(req));
          if (blocked) throw blockedBecause(blocked);
          const [categories, favourites] = await Promise.all([categoryLookup(ctx.db), callerFavourites(req.auth, [row.id])]);
          return ok({ ...toPerformerDetails(row, categories, ctx.storage), isFavorite: favourites.has(row.id) });
        },
        favouritesOverlay,
      ),
  );

  app.post(
    '/performers/avatar/upload',
    guarded('performer', {
      tags,
      summary: 'Upload the performer avatar (multipart field `avatar`)',
      consumes: ['multipart/form-data'],
      response: okResponse(UploadedFileResponse),
    }),
    async (req) => {
      const uploaded = await uploadAvatar(ctx, req, { source: 'performer', id: req.auth!.sourceId });
      await ctx.readCache.invalidate('performers', 'media');
      return ok(uploaded);
    },
  );

  app.post(
    '/performers/cover/upload',
    guarded('performer', {
      tags,
      summary: 'Upload her cover photo (multipart field `cover`): kept as a wide WebP picture and a card thumbnail',
      consumes: ['multipart/form-data'],
      response: okResponse(UploadedFileResponse),
    }),
    async (req) => {
      const uploaded = await uploadCover(ctx, req, req.auth!.sourceId);
      await ctx.readCache.invalidate('performers');
      return ok(uploaded);
    },
  );

  app.post(
    '/performers/:id/inc-view',
    { schema: { tags, summary: "Count one view of a performer's profile", params: Type.Object({ id: ObjectId }), response: okResponse(ViewCount) } },
    async (req) => {
      const views = await addPerformerView(ctx.db, req.params.id);
      if (views === null) throw notFound('Performer not found');
      return ok({ views });
    },
  );

  app.get(
    '/performers/:id/check-blocking',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Whether this performer blocks the caller: as a member she blocked, or by the country the request comes from',
        params: Type.Object({ id: ObjectId }),
        response: okResponse(BlockingCheck),
      },
    },
    async (req) => {
      const performer = await findPerformerById(ctx.db, req.params.id);
      if (!performer || performer.status !== 'active') throw notFound('Performer not found');
      const reason = await blockReason(ctx.db, req.params.id, viewerOf(req));
      return ok(reason ? { isBlocked: true, reason, message: BLOCK_MESSAGES[reason] } : { isBlocked: false });
    },
  );
};

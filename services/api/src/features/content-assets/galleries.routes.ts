import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeletedAsset, Gallery, GalleryRequest, GalleryUpdateRequest, Paged } from '@platform/shared/contract';
import { guard, optionalAuth } from '../../core/auth';
import { fieldError, notFound } from '../../core/errors';
import { listQuery, ok, okResponse, paged } from '../../core/http';
import { newId } from '../../db/ids';
import { assertOwner, callerOf, canSee, parseTags, type Caller } from './asset-access';
import { ASSET_PAGE, IdParams, MEDIA_CACHE, ownerFilters, publicFilters } from './asset-schemas';
import { softDeleteAsset, updateAsset } from './assets.repository';
import { findGallery, GALLERY_SORT_BY, insertGallery, listGalleries, softDeleteGalleryPhotos } from './galleries.repository';
import { findPhoto } from './photos.repository';
import { presentGalleries } from './presenters';

const PublicQuery = listQuery({ ...ASSET_PAGE, sortBy: GALLERY_SORT_BY }, publicFilters);
const OwnerQuery = listQuery({ ...ASSET_PAGE, sortBy: GALLERY_SORT_BY }, ownerFilters);

export const galleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['galleries'];

  const present = async (caller: Caller, id: string) => {
    const row = await findGallery(ctx.db, id);
    const [gallery] = row ? await presentGalleries(ctx, caller, [row]) : [];
    if (!row || !canSee(caller, { performerId: row.performer_id, status: row.status, deleted: !!row.deleted_at, bought: gallery.isBought })) {
      throw notFound('Gallery not found');
    }
    return gallery;
  };
  const assertCover = async (galleryId: string, photoId: string | undefined) => {
    if (photoId && (await findPhoto(ctx.db, photoId))?.gallery_id !== galleryId) {
      throw fieldError('coverPhotoId', 'exists', 'coverPhotoId must be a photo of this gallery');
    }
  };

  app.get(
    '/user/performer-assets/galleries/search',
    {
      preHandler: optionalAuth,
      schema: { tags, summary: 'Active galleries (isBought per member)', querystring: PublicQuery, response: okResponse(Paged(Gallery)) },
    },
    async (req, reply) =>
      ctx.readCache.reply(req, reply, MEDIA_CACHE, async () => {
        const { tags: tagText, ...query } = req.query;
        const { rows, total } = await listGalleries(ctx.db, { ...query, tags: parseTags(tagText) });
        return ok(paged(await presentGalleries(ctx, callerOf(req.auth), rows), total));
      }),
  );

  app.get(
    '/user/performer-assets/galleries/:id/view',
    {
      preHandler: optionalAuth,
      schema: { tags, summary: 'One active gallery (or one the member bought)', params: IdParams, response: okResponse(Gallery) },
    },
    async (req) => ok(await present(callerOf(req.auth), req.params.id)),
  );

  app.get(
    '/performer/performer-assets/galleries/search',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: "The performer's own galleries, any status", querystring: OwnerQuery, response: okResponse(Paged(Gallery)) },
    },
    async (req) => {
      const { tags: tagText, ...query } = req.query;
      const { rows, total } = await listGalleries(ctx.db, { ...query, ownerId: req.auth!.sourceId, tags: parseTags(tagText) });
      return ok(paged(await presentGalleries(ctx, callerOf(req.auth), rows), total));
    },
  );

  app.get(
    '/performer/performer-assets/galleries/:id/view',
    { preHandler: guard('performer'), schema: { tags, summary: 'One of her galleries', params: IdParams, response: okResponse(Gallery) } },
    async (req) => {
      await assertOwner(ctx.db, 'galleries', req.params.id, req.auth!.sourceId);
      return ok(await present(callerOf(req.auth), req.params.id));
    },
  );

  app.post(
    '/performer/performer-assets/galleries',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: 'Create a gallery (photos are uploaded into it)', body: GalleryRequest, response: okResponse(Gallery) },
    },
    async (req) => {
      const id = newId();
      const body = req.body;
      await insertGallery(ctx.db, {
        id,
        performerId: req.auth!.sourceId,
        name: body.name.trim(),
        description: body.description ?? '',
        status: body.status ?? 'active',
        token: body.token ?? 0,
        isSale: body.isSale ?? (body.token ?? 0) > 0,
        tags: parseTags(body.tags) ?? [],
      });
      return ok(await present(callerOf(req.auth), id));
    },
  );

  app.put(
    '/performer/performer-assets/galleries/:id',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: 'Update her gallery', params: IdParams, body: GalleryUpdateRequest, response: okResponse(Gallery) },
    },
    async (req) => {
      await assertOwner(ctx.db, 'galleries', req.params.id, req.auth!.sourceId);
      const body = req.body;
      await assertCover(req.params.id, body.coverPhotoId);
      await updateAsset(ctx.db, 'galleries', req.params.id, {
        name: body.name?.trim(),
        description: body.description,
        status: body.status,
        token: body.token,
        is_sale: body.isSale,
        tags: parseTags(body.tags),
        cover_photo_id: body.coverPhotoId,
      });
      return ok(await present(callerOf(req.auth), req.params.id));
    },
  );

  app.delete(
    '/performer/performer-assets/galleries/:id',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: 'Delete her gallery and its photos (buyers keep them)', params: IdParams, response: okResponse(DeletedAsset) },
    },
    async (req) => {
      await assertOwner(ctx.db, 'galleries', req.params.id, req.auth!.sourceId);
      await ctx.db.transaction(async (tx) => {
        await softDeleteGalleryPhotos(tx, req.params.id);
        await softDeleteAsset(tx, 'galleries', req.params.id);
      });
      return ok({ _id: req.params.id, deleted: true as const });
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DeletedAsset, ObjectId, Paged, Photo, PhotoForm } from '@platform/shared/contract';
import { guard, optionalAuth } from '../../core/auth';
import { fieldError, notFound } from '../../core/errors';
import { validateFormFields } from '../../core/form-fields';
import { listQuery, ok, okResponse, paged } from '../../core/http';
import { streamMultipart } from '../../core/upload-stream';
import { newId } from '../../db/ids';
import { assertOwner, callerOf, canSee, parseTags, type Caller } from './asset-access';
import { storePhoto } from './asset-files';
import { ASSET_PAGE, fileRules, IdParams, MEDIA_CACHE, MULTIPART, ownerFilters } from './asset-schemas';
import { assetOwner, softDeleteAsset, updateAsset } from './assets.repository';
import { findPhoto, insertPhoto, listPhotos, PHOTO_SORT_BY } from './photos.repository';
import { presentPhotos } from './presenters';

const PublicQuery = listQuery({ ...ASSET_PAGE, sortBy: PHOTO_SORT_BY }, { tags: Type.Optional(Type.String({ maxLength: 1000 })) });
const OwnerQuery = listQuery({ ...ASSET_PAGE, sortBy: PHOTO_SORT_BY }, { ...ownerFilters, galleryId: Type.Optional(ObjectId) });

export const photoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['photos'];
  const rules = fileRules(ctx.config);

  const present = async (caller: Caller, id: string) => {
    const row = await findPhoto(ctx.db, id);
    const [photo] = row ? await presentPhotos(ctx, caller, [row]) : [];
    if (!row || !canSee(caller, { performerId: row.performer_id, status: row.status, deleted: !!row.deleted_at, bought: photo.isBought })) {
      throw notFound('Photo not found');
    }
    return photo;
  };
  /** A photo may only go into one of her own galleries. */
  const assertOwnGallery = async (galleryId: string | undefined, performerId: string) => {
    if (galleryId && (await assetOwner(ctx.db, 'galleries', galleryId)) !== performerId) {
      throw fieldError('galleryId', 'exists', 'galleryId must be one of your galleries');
    }
  };

  app.get(
    '/user/performer-assets/photos/:id/search',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Active photos of a gallery (or of a performer, by her id); full-size URLs only when free or bought',
        params: IdParams,
        querystring: PublicQuery,
        response: okResponse(Paged(Photo)),
      },
    },
    async (req, reply) =>
      ctx.readCache.reply(req, reply, MEDIA_CACHE, async () => {
        const { tags: tagText, ...query } = req.query;
        const { rows, total } = await listPhotos(ctx.db, { ...query, galleryOrPerformerId: req.params.id, tags: parseTags(tagText) });
        return ok(paged(await presentPhotos(ctx, callerOf(req.auth), rows), total));
      }),
  );

  app.get(
    '/performer/performer-assets/photos/search',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: "The performer's own photos, any status", querystring: OwnerQuery, response: okResponse(Paged(Photo)) },
    },
    async (req) => {
      const { tags: tagText, ...query } = req.query;
      const { rows, total } = await listPhotos(ctx.db, { ...query, ownerId: req.auth!.sourceId, tags: parseTags(tagText) });
      return ok(paged(await presentPhotos(ctx, callerOf(req.auth), rows), total));
    },
  );

  app.get(
    '/performer/performer-assets/photos/:id/view',
    { preHandler: guard('performer'), schema: { tags, summary: 'One of her photos', params: IdParams, response: okResponse(Photo) } },
    async (req) => {
      await assertOwner(ctx.db, 'photos', req.params.id, req.auth!.sourceId);
      return ok(await present(callerOf(req.auth), req.params.id));
    },
  );

  app.post(
    '/performer/performer-assets/photos/upload',
    {
      preHandler: guard('performer'),
      schema: {
        tags,
        summary: 'Upload a photo (multipart: photo plus the PhotoForm fields); two WebP thumbnails are made',
        consumes: MULTIPART,
        response: okResponse(Photo),
      },
    },
    async (req) => {
      const performerId = req.auth!.sourceId;
      const form = await streamMultipart(req, ctx.storage.tempRoot, { photo: { ...rules.image, required: true } });
      try {
        const fields = validateFormFields(req, PhotoForm, form.fields, form.missing);
        await assertOwnGallery(fields.galleryId, performerId);
        const id = newId();
        const stored = await storePhoto(ctx, form.files.photo, id, { source: 'performer', id: performerId });
        await insertPhoto(ctx.db, {
          id,
          performerId,
          galleryId: fields.galleryId ?? null,
          title: fields.title?.trim() || form.files.photo.filename.replace(/\.[^.]+$/, '').slice(0, 200),
          description: fields.description ?? '',
          status: fields.status ?? 'active',
          token: fields.token ?? 0,
          isSale: fields.isSale ?? (fields.token ?? 0) > 0,
          mediaType: stored.mediaType,
          theme: fields.theme ?? '',
          tags: parseTags(fields.tags) ?? [],
          actresses: [],
          fileId: stored.fileId,
          smallPath: stored.smallPath,
          mediumPath: stored.mediumPath,
          width: stored.width,
          height: stored.height,
        });
        return ok(await present(callerOf(req.auth), id));
      } finally {
        await form.cleanup();
      }
    },
  );

  app.put(
    '/performer/performer-assets/photos/:id',
    {
      preHandler: guard('performer'),
      schema: {
        tags,
        summary: 'Update her photo (multipart: any PhotoForm field, optionally a new photo)',
        consumes: MULTIPART,
        params: IdParams,
        response: okResponse(Photo),
      },
    },
    async (req) => {
      const performerId = req.auth!.sourceId;
      await assertOwner(ctx.db, 'photos', req.params.id, performerId);
      const form = await streamMultipart(req, ctx.storage.tempRoot, { photo: rules.image });
      try {
        const fields = validateFormFields(req, Type.Partial(PhotoForm), form.fields, form.missing);
        await assertOwnGallery(fields.galleryId, performerId);
        const stored = form.files.photo ? await storePhoto(ctx, form.files.photo, req.params.id, { source: 'performer', id: performerId }) : null;
        await updateAsset(ctx.db, 'photos', req.params.id, {
          title: fields.title?.trim(),
          description: fields.description,
          gallery_id: fields.galleryId,
          status: fields.status,
          token: fields.token,
          is_sale: fields.isSale,
          theme: fields.theme,
          tags: parseTags(fields.tags),
          file_id: stored?.fileId,
          small_path: stored?.smallPath,
          medium_path: stored?.mediumPath,
          width: stored?.width,
          height: stored?.height,
          media_type: stored?.mediaType,
        });
        return ok(await present(callerOf(req.auth), req.params.id));
      } finally {
        await form.cleanup();
      }
    },
  );

  app.delete(
    '/performer/performer-assets/photos/:id',
    { preHandler: guard('performer'), schema: { tags, summary: 'Delete her photo', params: IdParams, response: okResponse(DeletedAsset) } },
    async (req) => {
      await assertOwner(ctx.db, 'photos', req.params.id, req.auth!.sourceId);
      await softDeleteAsset(ctx.db, 'photos', req.params.id);
      return ok({ _id: req.params.id, deleted: true as const });
    },
  );
};

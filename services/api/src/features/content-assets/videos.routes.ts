import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DeletedAsset, Paged, Video, VideoForm, VideoUpdateForm, ViewCount, VIDEO_MEDIA_TYPES, StringEnum } from '@platform/shared/contract';
import { guard, optionalAuth } from '../../core/auth';
import { notFound } from '../../core/errors';
import { validateFormFields } from '../../core/form-fields';
import { listQuery, ok, okResponse, paged } from '../../core/http';
import { streamMultipart } from '../../core/upload-stream';
import { newId } from '../../db/ids';
import { assertOwner, callerOf, canSee, parseTags, type Caller } from './asset-access';
import { storePicture, storeTrailer, storeVideo } from './asset-files';
import { ASSET_PAGE, fileRules, IdParams, MEDIA_CACHE, MULTIPART, ownerFilters, publicFilters } from './asset-schemas';
import { addView, softDeleteAsset, updateAsset } from './assets.repository';
import { presentVideos } from './presenters';
import { findVideo, insertVideo, listVideos, VIDEO_SORT_BY } from './videos.repository';

const PublicQuery = listQuery(
  { ...ASSET_PAGE, sortBy: VIDEO_SORT_BY },
  {
    ...publicFilters,
    type: Type.Optional(StringEnum(VIDEO_MEDIA_TYPES)),
    isSaleVideo: Type.Optional(Type.Boolean()),
    actress: Type.Optional(Type.String({ maxLength: 100 })),
  },
);
const OwnerQuery = listQuery({ ...ASSET_PAGE, sortBy: VIDEO_SORT_BY }, ownerFilters);

export const videoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['videos'];
  const rules = fileRules(ctx.config);
  const owner = (id: string) => ({ source: 'performer' as const, id });

  const present = async (caller: Caller, id: string) => {
    const row = await findVideo(ctx.db, id);
    const [video] = row ? await presentVideos(ctx, caller, [row]) : [];
    if (!row || !canSee(caller, { performerId: row.performer_id, status: row.status, deleted: !!row.deleted_at, bought: video.isBought })) {
      throw notFound('Video not found');
    }
    return video;
  };

  app.get(
    '/user/performer-assets/videos/search',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Active videos (isBought per member; the file URL only when free or bought)',
        querystring: PublicQuery,
        response: okResponse(Paged(Video)),
      },
    },
    async (req, reply) =>
      ctx.readCache.reply(req, reply, MEDIA_CACHE, async () => {
        const { isSaleVideo, tags: tagText, ...query } = req.query;
        const { rows, total } = await listVideos(ctx.db, { ...query, isSale: isSaleVideo, tags: parseTags(tagText) });
        return ok(paged(await presentVideos(ctx, callerOf(req.auth), rows), total));
      }),
  );

  app.get(
    '/user/performer-assets/videos/:id',
    {
      preHandler: optionalAuth,
      schema: { tags, summary: 'One active video (or one the member bought)', params: IdParams, response: okResponse(Video) },
    },
    async (req) => ok(await present(callerOf(req.auth), req.params.id)),
  );

  app.post(
    '/user/performer-assets/videos/:id/inc-view',
    { schema: { tags, summary: 'Count one view of a video', params: IdParams, response: okResponse(ViewCount) } },
    async (req) => {
      const views = await addView(ctx.db, 'videos', req.params.id);
      if (views === null) throw notFound('Video not found');
      return ok({ views });
    },
  );

  app.get(
    '/performer/performer-assets/videos/search',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: "The performer's own videos, any status", querystring: OwnerQuery, response: okResponse(Paged(Video)) },
    },
    async (req) => {
      const { tags: tagText, ...query } = req.query;
      const { rows, total } = await listVideos(ctx.db, { ...query, ownerId: req.auth!.sourceId, tags: parseTags(tagText) });
      return ok(paged(await presentVideos(ctx, callerOf(req.auth), rows), total));
    },
  );

  app.get(
    '/performer/performer-assets/videos/:id/view',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: 'One of her videos (403 for another performer’s)', params: IdParams, response: okResponse(Video) },
    },
    async (req) => {
      await assertOwner(ctx.db, 'videos', req.params.id, req.auth!.sourceId);
      return ok(await present(callerOf(req.auth), req.params.id));
    },
  );

  app.post(
    '/performer/performer-assets/videos/upload',
    {
      preHandler: guard('performer'),
      schema: {
        tags,
        summary: 'Upload a video (multipart: video mp4/webm/mov required, trailer and thumbnail optional, plus the VideoForm fields)',
        consumes: MULTIPART,
        response: okResponse(Video),
      },
    },
    async (req) => {
      const performerId = req.auth!.sourceId;
      const form = await streamMultipart(req, ctx.storage.tempRoot, {
        video: { ...rules.video, required: true },
        trailer: rules.video,
        thumbnail: rules.image,
      });
      try {
        const fields = validateFormFields(req, VideoForm, form.fields, form.missing);
        const id = newId();
        const stored = await storeVideo(ctx, form.files.video, id, owner(performerId));
        const trailer = form.files.trailer ? await storeTrailer(ctx, form.files.trailer, id, owner(performerId)) : null;
        const thumbnail = form.files.thumbnail
          ? await storePicture(ctx, form.files.thumbnail, `videos/thumbnails/${id}`, 640, owner(performerId))
          : null;
        await insertVideo(ctx.db, {
          id,
          performerId,
          title: fields.title.trim(),
          description: fields.description ?? '',
          status: fields.status ?? 'active',
          token: fields.token ?? 0,
          isSale: fields.isSaleVideo ?? (fields.token ?? 0) > 0,
          mediaType: fields.type ?? 'VIDEO',
          theme: fields.theme ?? '',
          tags: parseTags(fields.tags) ?? [],
          actresses: parseTags(fields.actresses) ?? [],
          fileId: stored.fileId,
          duration: stored.duration,
          width: stored.width,
          height: stored.height,
          posterPath: stored.posterPath,
          thumbnailPath: thumbnail,
          trailerPath: trailer?.path ?? null,
          trailerDuration: trailer?.duration ?? null,
        });
        return ok(await present(callerOf(req.auth), id));
      } finally {
        await form.cleanup();
      }
    },
  );

  app.put(
    '/performer/performer-assets/videos/:id',
    {
      preHandler: guard('performer'),
      schema: {
        tags,
        summary: 'Update her video (multipart: any VideoForm field; a new video, trailer or thumbnail)',
        consumes: MULTIPART,
        params: IdParams,
        response: okResponse(Video),
      },
    },
    async (req) => {
      const performerId = req.auth!.sourceId;
      await assertOwner(ctx.db, 'videos', req.params.id, performerId);
      const form = await streamMultipart(req, ctx.storage.tempRoot, { video: rules.video, trailer: rules.video, thumbnail: rules.image });
      try {
        const fields = validateFormFields(req, VideoUpdateForm, form.fields, form.missing);
        const id = req.params.id;
        const stored = form.files.video ? await storeVideo(ctx, form.files.video, `${id}-${newId().slice(-6)}`, owner(performerId)) : null;
        const trailer = form.files.trailer ? await storeTrailer(ctx, form.files.trailer, id, owner(performerId)) : null;
        const thumbnail = form.files.thumbnail
          ? await storePicture(ctx, form.files.thumbnail, `videos/thumbnails/${id}`, 640, owner(performerId))
          : null;
        await updateAsset(ctx.db, 'videos', id, {
          title: fields.title?.trim(),
          description: fields.description,
          status: fields.status,
          token: fields.token,
          is_sale: fields.isSaleVideo,
          media_type: fields.type,
          theme: fields.theme,
          tags: parseTags(fields.tags),
          actresses: parseTags(fields.actresses),
          file_id: stored?.fileId,
          duration: stored?.duration,
          width: stored?.width,
          height: stored?.height,
          poster_path: stored?.posterPath,
          thumbnail_path: thumbnail ?? undefined,
          trailer_path: trailer?.path,
          trailer_duration: trailer?.duration,
        });
        return ok(await present(callerOf(req.auth), id));
      } finally {
        await form.cleanup();
      }
    },
  );

  app.delete(
    '/performer/performer-assets/videos/:id',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: 'Delete her video (its buyers keep it)', params: IdParams, response: okResponse(DeletedAsset) },
    },
    async (req) => {
      await assertOwner(ctx.db, 'videos', req.params.id, req.auth!.sourceId);
      await softDeleteAsset(ctx.db, 'videos', req.params.id);
      return ok({ _id: req.params.id, deleted: true as const });
    },
  );
};

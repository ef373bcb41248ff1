import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  DeletedAsset,
  MEDIA_ITEM_TYPES,
  MediaItem,
  MediaSearchItem,
  MediaUpdateRequest,
  MediaUploadForm,
  NamedCount,
  ObjectId,
  Paged,
  PHOTO_MEDIA_TYPES,
  StringEnum,
  VIDEO_MEDIA_TYPES,
  ViewCount,
} from '@platform/shared/contract';
import { guard, optionalAuth } from '../../core/auth';
import { fieldError, forbidden, notFound } from '../../core/errors';
import { validateFormFields } from '../../core/form-fields';
import { listQuery, ok, okResponse, paged } from '../../core/http';
import { fileTooLarge, streamMultipart } from '../../core/upload-stream';
import { newId } from '../../db/ids';
import { callerOf, canSee, parseTags, type Caller } from './asset-access';
import { storePhoto, storePicture, storeTrailer, storeVideo } from './asset-files';
import { fileRules, IdParams, MEDIA_CACHE, MULTIPART } from './asset-schemas';
import { addView, softDeleteAsset, updateAsset } from './assets.repository';
import { findMedia, listActresses, listMedia, listMediaTags, listPurchasedMedia, MEDIA_SORT_BY } from './media.repository';
import { insertPhoto } from './photos.repository';
import { presentMedia } from './presenters';
import { insertVideo } from './videos.repository';

const MEDIA_FIELDS = Object.keys(MediaItem.properties);

// SPEC §9: the media search reads 120 at a time, newest first.
const MediaQuery = listQuery(
  { defaultLimit: 120, maxLimit: 500, sortBy: MEDIA_SORT_BY },
  {
    category: Type.Optional(StringEnum([...MEDIA_ITEM_TYPES, 'all'], { description: 'The media type; all (or none) for every type' })),
    theme: Type.Optional(Type.String({ maxLength: 60 })),
    tags: Type.Optional(Type.String({ maxLength: 1000 })),
    performerId: Type.Optional(ObjectId),
    actress: Type.Optional(Type.String({ maxLength: 100 })),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    fields: Type.Optional(Type.String({ maxLength: 500, description: `Comma-separated fields to answer (and _id): ${MEDIA_FIELDS.join(', ')}` })),
  },
);
const OwnListQuery = listQuery({ defaultLimit: 120, maxLimit: 500, sortBy: MEDIA_SORT_BY });
const PurchasedQuery = listQuery({ defaultLimit: 120, maxLimit: 500, sortBy: [...MEDIA_SORT_BY, 'boughtAt'] });
const ActressQuery = listQuery({ defaultLimit: 200, maxLimit: 1000, sortBy: ['total'] }, { search: Type.Optional(Type.String({ maxLength: 100 })) });
const TagQuery = listQuery({ defaultLimit: 100, maxLimit: 1000, sortBy: ['total'] });

/** `fields=title,thumbnail` → only those keys (and `_id`); 400 for a name that is not a media field. */
function projection(fields: string | undefined): string[] | null {
  if (!fields?.trim()) return null;
  const names = fields
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !MEDIA_FIELDS.includes(name));
  if (unknown.length)
    throw fieldError('fields', 'isIn', `fields may only name media fields (${MEDIA_FIELDS.join(', ')}); unknown: ${unknown.join(', ')}`);
  return ['_id', ...names];
}
const project = (item: MediaItem, keys: string[] | null): MediaSearchItem =>
  keys ? (Object.fromEntries(keys.filter((key) => key in item).map((key) => [key, item[key as keyof MediaItem]])) as MediaSearchItem) : item;

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['media'];
  const rules = fileRules(ctx.config);

  const present = async (caller: Caller, id: string) => {
    const row = await findMedia(ctx.db, id);
    const [item] = row ? await presentMedia(ctx, caller, [row]) : [];
    if (!row || !canSee(caller, { performerId: row.performer_id, status: row.status, deleted: !!row.deleted_at, bought: item.isBought })) {
      throw notFound('Media not found');
    }
    return item;
  };
  /** The media item if the caller is its author: 404 unknown, 403 someone else's. */
  const ownMedia = async (id: string, performerId: string) => {
    const row = await findMedia(ctx.db, id);
    if (!row || row.deleted_at) throw notFound('Media not found');
    if (row.performer_id !== performerId) throw forbidden();
    return row;
  };

  app.get(
    '/media',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Search videos and photos (limit 120, newest first; fields narrows the answer)',
        querystring: MediaQuery,
        response: okResponse(Paged(MediaSearchItem)),
      },
    },
    async (req, reply) =>
      ctx.readCache.reply(req, reply, MEDIA_CACHE, async () => {
        const { category, search, q, fields, tags: tagText, ...query } = req.query;
        const keys = projection(fields);
        const { rows, total } = await listMedia(ctx.db, {
          ...query,
          q: q ?? search,
          type: category === 'all' ? undefined : category,
          tags: parseTags(tagText),
        });
        const items = await presentMedia(ctx, callerOf(req.auth), rows);
        return ok(
          paged(
            items.map((item) => project(item, keys)),
            total,
          ),
        );
      }),
  );

  app.get(
    '/actresses',
    {
      schema: {
        tags,
        summary: 'Names appearing in active media, most frequent first (limit 200)',
        querystring: ActressQuery,
        response: okResponse(Paged(NamedCount)),
      },
    },
    async (req, reply) =>
      ctx.readCache.reply(req, reply, MEDIA_CACHE, async () => {
        const { rows, total } = await listActresses(ctx.db, { limit: req.query.limit, offset: req.query.offset, q: req.query.q ?? req.query.search });
        return ok(paged(rows, total));
      }),
  );

  app.get(
    '/tags',
    {
      schema: { tags, summary: 'Tags of active media, most used first (limit 100)', querystring: TagQuery, response: okResponse(Paged(NamedCount)) },
    },
    async (req, reply) =>
      ctx.readCache.reply(req, reply, MEDIA_CACHE, async () => {
        const { rows, total } = await listMediaTags(ctx.db, req.query);
        return ok(paged(rows, total));
      }),
  );

  app.get(
    '/media/purchased',
    {
      preHandler: guard('user'),
      schema: {
        tags,
        summary: 'Videos and photos the member bought (photos also through their gallery)',
        querystring: PurchasedQuery,
        response: okResponse(Paged(MediaItem)),
      },
    },
    async (req) => {
      const { rows, total } = await listPurchasedMedia(ctx.db, req.auth!.sourceId, req.query);
      return ok(paged(await presentMedia(ctx, callerOf(req.auth), rows), total));
    },
  );

  app.get(
    '/media/author/me',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: "The performer's own media, any status", querystring: OwnListQuery, response: okResponse(Paged(MediaItem)) },
    },
    async (req) => {
      const { rows, total } = await listMedia(ctx.db, { ...req.query, ownerId: req.auth!.sourceId });
      return ok(paged(await presentMedia(ctx, callerOf(req.auth), rows), total));
    },
  );

  app.get(
    '/media/author/:id',
    {
      preHandler: optionalAuth,
      schema: { tags, summary: "A performer's active media", params: IdParams, querystring: OwnListQuery, response: okResponse(Paged(MediaItem)) },
    },
    async (req, reply) =>
      ctx.readCache.reply(req, reply, MEDIA_CACHE, async () => {
        const { rows, total } = await listMedia(ctx.db, { ...req.query, performerId: req.params.id });
        return ok(paged(await presentMedia(ctx, callerOf(req.auth), rows), total));
      }),
  );

  app.get(
    '/media/:id',
    { preHandler: optionalAuth, schema: { tags, summary: 'One video or photo', params: IdParams, response: okResponse(MediaItem) } },
    async (req) => ok(await present(callerOf(req.auth), req.params.id)),
  );

  app.post('/media/:id/view', { schema: { tags, summary: 'Count one view', params: IdParams, response: okResponse(ViewCount) } }, async (req) => {
    const row = await findMedia(ctx.db, req.params.id);
    const views = row ? await addView(ctx.db, row.kind === 'video' ? 'videos' : 'photos', row.id) : null;
    if (views === null) throw notFound('Media not found');
    return ok({ views });
  });

  app.post(
    '/media/:id/update',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: 'Update her video or photo', params: IdParams, body: MediaUpdateRequest, response: okResponse(MediaItem) },
    },
    async (req) => {
      const row = await ownMedia(req.params.id, req.auth!.sourceId);
      const body = req.body;
      const allowedTypes: readonly string[] = row.kind === 'video' ? VIDEO_MEDIA_TYPES : PHOTO_MEDIA_TYPES;
      if (body.type && !allowedTypes.includes(body.type))
        throw fieldError('type', 'isIn', `type of a ${row.kind} must be one of: ${allowedTypes.join(', ')}`);
      await updateAsset(ctx.db, row.kind === 'video' ? 'videos' : 'photos', row.id, {
        title: body.title?.trim(),
        description: body.description,
        media_type: body.type,
        theme: body.theme,
        tags: parseTags(body.tags),
        actresses: parseTags(body.actresses),
        token: body.token,
        is_sale: body.isSale,
        status: body.status,
      });
      return ok(await present(callerOf(req.auth), row.id));
    },
  );

  app.delete(
    '/media/:id',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: 'Delete her video or photo (buyers keep it)', params: IdParams, response: okResponse(DeletedAsset) },
    },
    async (req) => {
      const row = await ownMedia(req.params.id, req.auth!.sourceId);
      await softDeleteAsset(ctx.db, row.kind === 'video' ? 'videos' : 'photos', row.id);
      return ok({ _id: row.id, deleted: true as const });
    },
  );

  app.post(
    '/media/upload',
    {
      preHandler: guard('performer'),
      schema: {
        tags,
        summary:
          'Upload a video (mp4, webm, mov) or a picture as `file` (trailer and thumbnail optional for a video), plus the MediaUploadForm fields',
        consumes: MULTIPART,
        response: okResponse(MediaItem),
      },
    },
    async (req) => {
      const performerId = req.auth!.sourceId;
      const owner = { source: 'performer' as const, id: performerId };
      const form = await streamMultipart(req, ctx.storage.tempRoot, {
        file: {
          required: true,
          maxBytes: rules.video.maxBytes,
          types: [...rules.video.types, ...rules.image.types],
          typesText: 'a video (MP4, WebM or MOV) or an image (PNG, JPEG, GIF or WebP)',
        },
        trailer: rules.video,
        thumbnail: rules.image,
      });
      try {
        const fields = validateFormFields(req, MediaUploadForm, form.fields, form.missing);
        const file = form.files.file;
        const isVideo = file.mimeType.startsWith('video/');
        if (!isVideo && file.size > rules.image.maxBytes) throw fileTooLarge('file', rules.image.maxBytes);
        const allowedTypes: readonly string[] = isVideo ? VIDEO_MEDIA_TYPES : PHOTO_MEDIA_TYPES;
        if (fields.type && !allowedTypes.includes(fields.type))
          throw fieldError('type', 'isIn', `type of this file must be one of: ${allowedTypes.join(', ')}`);
        const id = newId();
        const common = {
          id,
          performerId,
          title: fields.title?.trim() || file.filename.replace(/\.[^.]+$/, '').slice(0, 200) || 'Untitled',
          description: fields.description ?? '',
          status: fields.status ?? 'active',
          token: fields.token ?? 0,
          isSale: fields.isSale ?? (fields.token ?? 0) > 0,
          theme: fields.theme ?? '',
          tags: parseTags(fields.tags) ?? [],
          actresses: parseTags(fields.actresses) ?? [],
        };
        if (isVideo) {
          const stored = await storeVideo(ctx, file, id, owner);
          const trailer = form.files.trailer ? await storeTrailer(ctx, form.files.trailer, id, owner) : null;
          const thumbnail = form.files.thumbnail ? await storePicture(ctx, form.files.thumbnail, `videos/thumbnails/${id}`, 640, owner) : null;
          await insertVideo(ctx.db, {
            ...common,
            mediaType: fields.type ?? 'VIDEO',
            fileId: stored.fileId,
            duration: stored.duration,
            width: stored.width,
            height: stored.height,
            posterPath: stored.posterPath,
            thumbnailPath: thumbnail,
            trailerPath: trailer?.path ?? null,
            trailerDuration: trailer?.duration ?? null,
          });
        } else {
          const stored = await storePhoto(ctx, file, id, owner);
          await insertPhoto(ctx.db, {
            ...common,
            galleryId: null,
            mediaType: stored.mediaType,
            fileId: stored.fileId,
            smallPath: stored.smallPath,
            mediumPath: stored.mediumPath,
            width: stored.width,
            height: stored.height,
          });
        }
        return ok(await present(callerOf(req.auth), id));
      } finally {
        await form.cleanup();
      }
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
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
import { guarded, optionalAuth } from '../../core/auth';
import { fieldError, forbidden, notFound } from '../../core/errors';
import { listQuery, ok, okResponse, paged } from '../../core/http';
import { fileTooLarge } from '../../core/upload-stream';
import { callerOf, parseTags } from './asset-access';
import { contentRouteKit } from './asset-route-kit';
import { fileRules, IdParams, MEDIA_CACHE } from './asset-schemas';
import { addPhoto, addVideo, catalogueFields, saleChanges, titleOf } from './asset-uploads';
import { addView, softDeleteAsset, updateAsset } from './assets.repository';
import { CONTENT_KINDS } from './content-kinds';
import { findMedia, listActresses, listMedia, listMediaTags, listPurchasedMedia, MEDIA_SORT_BY } from './media.repository';
import { presentRows } from './presenters';
import { publicReadKit } from '../../core/public-reads';

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
/** The media type must suit the file: a video's or a picture's. */
function assertTypeFits(type: string | undefined, kind: 'video' | 'photo', on: 'upload' | 'update') {
  const allowedTypes: readonly string[] = kind === 'video' ? VIDEO_MEDIA_TYPES : PHOTO_MEDIA_TYPES;
  if (!type || allowedTypes.includes(type)) return;
  if (on === 'upload') throw fieldError('type', 'isIn', `type of this file must be one of: ${allowedTypes.join(', ')}`);
  throw fieldError('type', 'isIn', `type of a ${kind} must be one of: ${allowedTypes.join(', ')}`);
}
const project = (item: MediaItem, keys: string[] | null): MediaSearchItem =>
  keys ? (Object.fromEntries(keys.filter((key) => key in item).map((key) => [key, item[key as keyof MediaItem]])) as MediaSearchItem) : item;

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['media'];
  const kit = contentRouteKit(app, CONTENT_KINDS.media);
  const rules = fileRules(ctx.config);
  // the search, names and tags read like the site's other public lists
  const reads = publicReadKit(app, tags, MEDIA_CACHE);
  const asIs = <T>(row: T) => row;

  /** The media item if the caller is its author: 404 unknown, 403 someone else's. */
  const ownMedia = async (id: string, performerId: string) => {
    const row = await findMedia(ctx.db, id);
    if (!row || row.deleted_at) throw notFound('Media not found');
    if (row.performer_id !== performerId) throw forbidden();
    return row;
  };
  const tableOf = (row: { kind: 'video' | 'photo' }) => (row.kind === 'video' ? 'videos' : 'photos');

  app.get(
    '/media',
    {
      preHandler: optionalAuth,
      ...reads.pageOptions('Search videos and photos (limit 120, newest first; fields narrows the answer)', MediaQuery, MediaSearchItem),
    },
    async (req, reply) =>
      reads.cached(req, reply, async () => {
        const { category, search, q, fields, tags: tagText, ...query } = req.query;
        const keys = projection(fields);
        const { rows, total } = await listMedia(ctx.db, {
          ...query,
          q: q ?? search,
          type: category === 'all' ? undefined : category,
          tags: parseTags(tagText),
        });
        const items = await presentRows(ctx, callerOf(req.auth), CONTENT_KINDS.media, rows);
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
    reads.pageOptions('Names appearing in active media, most frequent first (limit 200)', ActressQuery, NamedCount),
    async (req, reply) =>
      reads.page(
        req,
        reply,
        () => listActresses(ctx.db, { limit: req.query.limit, offset: req.query.offset, q: req.query.q ?? req.query.search }),
        asIs,
      ),
  );

  app.get('/tags', reads.pageOptions('Tags of active media, most used first (limit 100)', TagQuery, NamedCount), async (req, reply) =>
    reads.page(req, reply, () => listMediaTags(ctx.db, req.query), asIs),
  );

  app.get(
    '/media/purchased',
    guarded('user', {
      tags,
      summary: 'Videos and photos the member bought (photos also through their gallery)',
      querystring: PurchasedQuery,
      response: okResponse(Paged(MediaItem)),
    }),
    async (req) => kit.page(req, await listPurchasedMedia(ctx.db, req.auth!.sourceId, req.query)),
  );

  app.get('/media/author/me', kit.ownerList("The performer's own media, any status", OwnListQuery), async (req) =>
    kit.page(req, await listMedia(ctx.db, { ...req.query, ownerId: req.auth!.sourceId })),
  );

  app.get('/media/author/:id', kit.publicListOf("A performer's active media", OwnListQuery), async (req, reply) =>
    kit.cachedPage(req, reply, () => listMedia(ctx.db, { ...req.query, performerId: req.params.id })),
  );

  app.get('/media/:id', kit.publicItem('One video or photo'), kit.shown);

  app.post('/media/:id/view', { schema: { tags, summary: 'Count one view', params: IdParams, response: okResponse(ViewCount) } }, async (req) => {
    const row = await findMedia(ctx.db, req.params.id);
    const views = row ? await addView(ctx.db, tableOf(row), row.id) : null;
    if (views === null) throw notFound('Media not found');
    return ok({ views });
  });

  app.post('/media/:id/update', kit.jsonUpdate('Update her video or photo', MediaUpdateRequest), async (req) => {
    const row = await ownMedia(req.params.id, req.auth!.sourceId);
    const body = req.body;
    assertTypeFits(body.type, row.kind, 'update');
    await updateAsset(ctx.db, tableOf(row), row.id, {
      ...saleChanges(body, body.isSale),
      title: body.title?.trim(),
      media_type: body.type,
      theme: body.theme,
      actresses: parseTags(body.actresses),
    });
    return ok(await kit.present(req, row.id));
  });

  app.delete('/media/:id', kit.deletion('Delete her video or photo (buyers keep it)'), async (req) => {
    const row = await ownMedia(req.params.id, req.auth!.sourceId);
    await softDeleteAsset(ctx.db, tableOf(row), row.id);
    return ok({ _id: row.id, deleted: true as const });
  });

  app.post(
    '/media/upload',
    kit.upload(
      'Upload a video (mp4, webm, mov) or a picture as `file` (trailer and thumbnail optional for a video), plus the MediaUploadForm fields',
    ),
    async (req) => {
      const files = {
        file: {
          required: true,
          maxBytes: rules.video.maxBytes,
          types: [...rules.video.types, ...rules.image.types],
          typesText: 'a video (MP4, WebM or MOV) or an image (PNG, JPEG, GIF or WebP)',
        },
        trailer: rules.video,
        thumbnail: rules.image,
      };
      return kit.formCreate(req, files, MediaUploadForm, async (fields, form, { id, performerId }) => {
        const file = form.file;
        const isVideo = file.mimeType.startsWith('video/');
        if (!isVideo && file.size > rules.image.maxBytes) throw fileTooLarge('file', rules.image.maxBytes);
        assertTypeFits(fields.type, isVideo ? 'video' : 'photo', 'upload');
        const common = { id, ...catalogueFields(fields, titleOf(fields.title, file) || 'Untitled', fields.isSale) };
        if (isVideo) await addVideo(ctx, performerId, file, form, { ...common, mediaType: fields.type ?? 'VIDEO' });
        else await addPhoto(ctx, performerId, file, { ...common, galleryId: null });
      });
    },
  );
};

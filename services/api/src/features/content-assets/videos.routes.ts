import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { StringEnum, VIDEO_MEDIA_TYPES, VideoForm, VideoUpdateForm, ViewCount } from '@platform/shared/contract';
import { notFound } from '../../core/errors';
import { listQuery, ok, okResponse } from '../../core/http';
import { newId } from '../../db/ids';
import { parseTags, withParsedTags } from './asset-access';
import { storeVideo } from './asset-files';
import { contentRouteKit } from './asset-route-kit';
import { ASSET_PAGE, fileRules, IdParams, ownerFilters, publicFilters } from './asset-schemas';
import { addVideo, catalogueFields, saleChanges, storeVideoExtras } from './asset-uploads';
import { addView } from './assets.repository';
import { CONTENT_KINDS } from './content-kinds';
import { listVideos, VIDEO_SORT_BY } from './videos.repository';

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
  const kit = contentRouteKit(app, CONTENT_KINDS.video);
  const rules = fileRules(ctx.config);

  app.get(
    '/user/performer-assets/videos/search',
    kit.publicList('Active videos (isBought per member; the file URL only when free or bought)', PublicQuery),
    async (req, reply) =>
      kit.cachedPage(req, reply, () => {
        const { isSaleVideo, ...query } = withParsedTags(req.query);
        return listVideos(ctx.db, { ...query, isSale: isSaleVideo });
      }),
  );

  app.get('/user/performer-assets/videos/:id', kit.publicItem('One active video (or one the member bought)'), kit.shown);

  app.post(
    '/user/performer-assets/videos/:id/inc-view',
    { schema: { tags: ['videos'], summary: 'Count one view of a video', params: IdParams, response: okResponse(ViewCount) } },
    async (req) => {
      const views = await addView(ctx.db, 'videos', req.params.id);
      if (views === null) throw notFound('Video not found');
      return ok({ views });
    },
  );

  app.get('/performer/performer-assets/videos/search', kit.ownerList("The performer's own videos, any status", OwnerQuery), (req) =>
    kit.ownPage(req, (search) => listVideos(ctx.db, search)),
  );

  app.get('/performer/performer-assets/videos/:id/view', kit.ownerItem('One of her videos (403 for another performer’s)'), kit.ownShown);

  app.post(
    '/performer/performer-assets/videos/upload',
    kit.upload('Upload a video (multipart: video mp4/webm/mov required, trailer and thumbnail optional, plus the VideoForm fields)'),
    async (req) =>
      kit.formCreate(
        req,
        { video: { ...rules.video, required: true }, trailer: rules.video, thumbnail: rules.image },
        VideoForm,
        async (fields, files, { id, performerId }) => {
          const common = catalogueFields(fields, fields.title.trim(), fields.isSaleVideo);
          await addVideo(ctx, performerId, files.video, files, { id, ...common, mediaType: fields.type ?? 'VIDEO' });
        },
      ),
  );

  app.put(
    '/performer/performer-assets/videos/:id',
    kit.multipartUpdate('Update her video (multipart: any VideoForm field; a new video, trailer or thumbnail)'),
    async (req) =>
      kit.formUpdate(
        req,
        { video: rules.video, trailer: rules.video, thumbnail: rules.image },
        VideoUpdateForm,
        async (fields, form, { id, performerId }) => {
          const owner = { source: 'performer' as const, id: performerId };
          const stored = form.video ? await storeVideo(ctx, form.video, `${id}-${newId().slice(-6)}`, owner) : null;
          const { trailer, thumbnail } = await storeVideoExtras(ctx, form, id, performerId);
          return {
            ...saleChanges(fields, fields.isSaleVideo),
            title: fields.title?.trim(),
            media_type: fields.type,
            theme: fields.theme,
            actresses: parseTags(fields.actresses),
            file_id: stored?.fileId,
            duration: stored?.duration,
            width: stored?.width,
            height: stored?.height,
            poster_path: stored?.posterPath,
            thumbnail_path: thumbnail ?? undefined,
            trailer_path: trailer?.path,
            trailer_duration: trailer?.duration,
          };
        },
      ),
  );

  app.delete('/performer/performer-assets/videos/:id', kit.deletion('Delete her video (its buyers keep it)'), kit.deleted);
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ObjectId, PhotoForm } from '@platform/shared/contract';
import { fieldError } from '../../core/errors';
import { listQuery } from '../../core/http';
import { withParsedTags } from './asset-access';
import { storePhoto } from './asset-files';
import { contentRouteKit } from './asset-route-kit';
import { ASSET_PAGE, fileRules, ownerFilters } from './asset-schemas';
import { addPhoto, catalogueFields, saleChanges, titleOf } from './asset-uploads';
import { assetOwner } from './assets.repository';
import { CONTENT_KINDS } from './content-kinds';
import { listPhotos, PHOTO_SORT_BY } from './photos.repository';

const PublicQuery = listQuery({ ...ASSET_PAGE, sortBy: PHOTO_SORT_BY }, { tags: Type.Optional(Type.String({ maxLength: 1000 })) });
const OwnerQuery = listQuery({ ...ASSET_PAGE, sortBy: PHOTO_SORT_BY }, { ...ownerFilters, galleryId: Type.Optional(ObjectId) });

export const photoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const kit = contentRouteKit(app, CONTENT_KINDS.photo);
  const rules = fileRules(ctx.config);

  /** A photo may only go into one of her own galleries. */
  const assertOwnGallery = async (galleryId: string | undefined, performerId: string) => {
    if (galleryId && (await assetOwner(ctx.db, 'galleries', galleryId)) !== performerId) {
      throw fieldError('galleryId', 'exists', 'galleryId must be one of your galleries');
    }
  };

  app.get(
    '/user/performer-assets/photos/:id/search',
    kit.publicListOf('Active photos of a gallery (or of a performer, by her id); full-size URLs only when free or bought', PublicQuery),
    async (req, reply) => kit.cachedPage(req, reply, () => listPhotos(ctx.db, { ...withParsedTags(req.query), galleryOrPerformerId: req.params.id })),
  );

  app.get('/performer/performer-assets/photos/search', kit.ownerList("The performer's own photos, any status", OwnerQuery), (req) =>
    kit.ownPage(req, (search) => listPhotos(ctx.db, search)),
  );

  app.get('/performer/performer-assets/photos/:id/view', kit.ownerItem('One of her photos'), kit.ownShown);

  app.post(
    '/performer/performer-assets/photos/upload',
    kit.upload('Upload a photo (multipart: photo plus the PhotoForm fields); two WebP thumbnails are made'),
    async (req) =>
      kit.formCreate(req, { photo: { ...rules.image, required: true } }, PhotoForm, async (fields, { photo }, { id, performerId }) => {
        await assertOwnGallery(fields.galleryId, performerId);
        // a photo's form names no one appearing in it
        const common = { ...catalogueFields(fields, titleOf(fields.title, photo), fields.isSale), actresses: [] };
        await addPhoto(ctx, performerId, photo, { id, galleryId: fields.galleryId ?? null, ...common });
      }),
  );

  app.put(
    '/performer/performer-assets/photos/:id',
    kit.multipartUpdate('Update her photo (multipart: any PhotoForm field, optionally a new photo)'),
    async (req) =>
      kit.formUpdate(req, { photo: rules.image }, Type.Partial(PhotoForm), async (fields, { photo }, { id, performerId }) => {
        await assertOwnGallery(fields.galleryId, performerId);
        const stored = photo ? await storePhoto(ctx, photo, id, { source: 'performer', id: performerId }) : null;
        return {
          ...saleChanges(fields, fields.isSale),
          title: fields.title?.trim(),
          gallery_id: fields.galleryId,
          theme: fields.theme,
          file_id: stored?.fileId,
          small_path: stored?.smallPath,
          medium_path: stored?.mediumPath,
          width: stored?.width,
          height: stored?.height,
          media_type: stored?.mediaType,
        };
      }),
  );

  app.delete('/performer/performer-assets/photos/:id', kit.deletion('Delete her photo'), kit.deleted);
};

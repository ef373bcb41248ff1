import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GalleryRequest, GalleryUpdateRequest } from '@platform/shared/contract';
import { fieldError } from '../../core/errors';
import { listQuery, ok } from '../../core/http';
import { newId } from '../../db/ids';
import { parseTags, withParsedTags } from './asset-access';
import { contentRouteKit } from './asset-route-kit';
import { ASSET_PAGE, ownerFilters, publicFilters } from './asset-schemas';
import { saleChanges } from './asset-uploads';
import { softDeleteAsset, updateAsset } from './assets.repository';
import { CONTENT_KINDS } from './content-kinds';
import { GALLERY_SORT_BY, insertGallery, listGalleries, softDeleteGalleryPhotos } from './galleries.repository';
import { findPhoto } from './photos.repository';

const PublicQuery = listQuery({ ...ASSET_PAGE, sortBy: GALLERY_SORT_BY }, publicFilters);
const OwnerQuery = listQuery({ ...ASSET_PAGE, sortBy: GALLERY_SORT_BY }, ownerFilters);

export const galleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const kit = contentRouteKit(app, CONTENT_KINDS.gallery);

  const assertCover = async (galleryId: string, photoId: string | undefined) => {
    if (photoId && (await findPhoto(ctx.db, photoId))?.gallery_id !== galleryId) {
      throw fieldError('coverPhotoId', 'exists', 'coverPhotoId must be a photo of this gallery');
    }
  };

  app.get('/user/performer-assets/galleries/search', kit.publicList('Active galleries (isBought per member)', PublicQuery), async (req, reply) =>
    kit.cachedPage(req, reply, () => listGalleries(ctx.db, withParsedTags(req.query))),
  );

  app.get('/user/performer-assets/galleries/:id/view', kit.publicItem('One active gallery (or one the member bought)'), kit.shown);

  app.get('/performer/performer-assets/galleries/search', kit.ownerList("The performer's own galleries, any status", OwnerQuery), (req) =>
    kit.ownPage(req, (search) => listGalleries(ctx.db, search)),
  );

  app.get('/performer/performer-assets/galleries/:id/view', kit.ownerItem('One of her galleries'), kit.ownShown);

  app.post('/performer/performer-assets/galleries', kit.jsonCreate('Create a gallery (photos are uploaded into it)', GalleryRequest), async (req) => {
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
    return ok(await kit.present(req, id));
  });

  app.put('/performer/performer-assets/galleries/:id', kit.jsonUpdate('Update her gallery', GalleryUpdateRequest), async (req) => {
    await kit.assertOwns(req);
    const body = req.body;
    await assertCover(req.params.id, body.coverPhotoId);
    await updateAsset(ctx.db, 'galleries', req.params.id, {
      ...saleChanges(body, body.isSale),
      name: body.name?.trim(),
      cover_photo_id: body.coverPhotoId,
    });
    return ok(await kit.present(req, req.params.id));
  });

  app.delete('/performer/performer-assets/galleries/:id', kit.deletion('Delete her gallery and its photos (buyers keep them)'), async (req) => {
    await kit.assertOwns(req);
    await ctx.db.transaction(async (tx) => {
      await softDeleteGalleryPhotos(tx, req.params.id);
      await softDeleteAsset(tx, 'galleries', req.params.id);
    });
    return ok({ _id: req.params.id, deleted: true as const });
  });
};

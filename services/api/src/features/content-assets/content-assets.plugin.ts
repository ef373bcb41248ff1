import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { galleryRoutes } from './galleries.routes';
import { mediaRoutes } from './media.routes';
import { photoRoutes } from './photos.routes';
import { productRoutes } from './products.routes';
import { protectedFileRoutes } from './protected-files.routes';
import { videoRoutes } from './videos.routes';

/** Performer content: videos, photos, galleries, products, the legacy media service and protected files. */
export const contentAssetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(videoRoutes);
  await app.register(photoRoutes);
  await app.register(galleryRoutes);
  await app.register(productRoutes);
  await app.register(mediaRoutes);
  await app.register(protectedFileRoutes);
};

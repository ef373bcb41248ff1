import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { galleryRoutes } from './galleries.routes';
import { mediaRoutes } from './media.routes';
import { photoRoutes } from './photos.routes';
import { productRoutes } from './products.routes';
import { protectedFileRoutes } from './protected-files.routes';
import { videoRoutes } from './videos.routes';

const VIEW_COUNTER = /\/(inc-)?view(\?|$)/;

/** Performer content: videos, photos, galleries, products, the legacy media service and protected files. */
export const contentAssetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every write that succeeds here (create, update, delete, publish, upload) changes what the public lists show;
  // view counters are left to the lists' 60 s expiry, or every view would empty the cache.
  app.addHook('onSend', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400 || VIEW_COUNTER.test(req.url)) return;
    await app.ctx.readCache.invalidate('media');
  });
  await app.register(videoRoutes);
  await app.register(photoRoutes);
  await app.register(galleryRoutes);
  await app.register(productRoutes);
  await app.register(mediaRoutes);
  await app.register(protectedFileRoutes);
};

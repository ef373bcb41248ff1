import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BillingSweep } from './billing-sweep';
import { MediaClient, subscriberIdOf } from './media-client';
import { PublisherWatch } from './publisher-watch';
import { ShowBilling } from './show-billing';
import { streamMediaRoutes } from './stream-media.routes';
import { streamMessageRoutes } from './stream-messages.routes';
import { streamViewerRoutes } from './stream-viewers.routes';
import { allActiveStreams, resolveStream } from './streams.repository';
import { loadStreamingConfig } from './streaming.config';
import { showRoutes } from './streaming.routes';
import { mediaSettings } from '../settings/media-settings';
import type { StreamingRuntime } from './streaming.runtime';
import { checkPublisher, requestsExpired, stopForBilling } from './streaming.service';
import { registerStreamingSockets } from './streaming.socket';

/**
 * The streaming runtime of an app (`ctx.streaming`): media client, show billing, publisher watch. Made once in
 * buildApp; its billing and publisher checks call back into the whole context.
 */
export function createStreamingRuntime(app: FastifyInstance, ctx: AppContext): StreamingRuntime {
  const config = loadStreamingConfig(ctx.config);
  const media = new MediaClient(config.mediaUrl, config.mediaSecret, config.mediaTimeoutMs, async () => (await mediaSettings(ctx.db)).appName);
  const withSecret = (url: string) => `${url}${url.includes('?') ? '&' : '?'}secret=${encodeURIComponent(config.mediaSecret)}`;
  return {
    config,
    media,
    billing: new ShowBilling(ctx, config, {
      stop: (streamId, userId, reason) => stopForBilling(ctx, streamId, userId, reason),
      isPlaying: async (sessionId, userId) => {
        const subscriberId = subscriberIdOf('user', userId);
        try {
          const answer = await media.players(sessionId, [subscriberId]);
          return answer.publishing && answer.players.some((player) => player.subscriberId === subscriberId);
        } catch {
          // a media server that cannot be asked plays nothing for him
          return false;
        }
      },
      log: (message) => app.log.warn(message),
    }),
    publishers: new PublisherWatch(config, {
      check: async (streamId, cause) => void (await checkPublisher(ctx, streamId, cause)),
      log: (message) => app.log.warn(message),
    }),
    webhookUrl() {
      if (config.webhookUrl) return config.webhookUrl.includes('secret=') ? config.webhookUrl : withSecret(config.webhookUrl);
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : Number(process.env.API_PORT) || 4000;
      return withSecret(`http://127.0.0.1:${port}/streaming/webhook`);
    },
    log: (message) => app.log.warn(message),
  };
}

/** Live shows: routes, socket rooms, show billing and the media server link (the runtime is `ctx.streaming`). */
export const streamingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const runtime = ctx.streaming;
  const { config, media } = runtime;
  const graceTimers = new Set<NodeJS.Timeout>();
  const sweep = new BillingSweep(ctx.db, config, runtime.billing, {
    requestsExpired: (streams) => requestsExpired(ctx, streams),
    log: (message) => app.log.warn(message),
  });
  registerStreamingSockets(ctx, graceTimers);

  // The webhook route (stream-media.routes.ts) records the publish; here its outcome drives the publisher
  // wait. Added before the routes so the hook applies to them; a refused webhook (403) is not 200.
  app.addHook('onResponse', async (req, reply) => {
    if (req.routeOptions.url !== '/streaming/webhook' || req.method !== 'POST' || reply.statusCode !== 200) return;
    const body = req.body as { id?: unknown; action?: unknown } | undefined;
    if (typeof body?.id !== 'string' || (body.action !== 'liveStreamStarted' && body.action !== 'liveStreamEnded')) return;
    try {
      const stream = await resolveStream(ctx.db, body.id);
      // only the performer's own publish keeps a show alive (not a member's camera)
      if (!stream || stream.status !== 'active' || stream.session_id !== body.id) return;
      if (body.action === 'liveStreamStarted') runtime.publishers.started(stream.id);
      else runtime.publishers.ended(stream.id);
    } catch (error) {
      runtime.log(`webhook ${body.action} of ${body.id}: ${(error as Error).message}`);
    }
  });

  await app.register(showRoutes);
  await app.register(streamMediaRoutes);
  await app.register(streamViewerRoutes);
  await app.register(streamMessageRoutes);

  app.addHook('onReady', async () => {
    // show minutes are billed by whichever API process sweeps first: after a restart too
    sweep.start();
    // webhooks sent while the API was down are lost: every running show is checked once
    for (const stream of await allActiveStreams(ctx.db)) runtime.publishers.expect(stream.id, 'restart');
    if (config.syncOnStart) {
      // the API's secureOption is the truth; a media server started later gets it with the next change
      void mediaSettings(ctx.db)
        .then((settings) => media.putSettings({ secureOption: settings.secureOption }))
        .catch((error: Error) => runtime.log(`media: secureOption not synced (${error.message})`));
    }
  });
  app.addHook('preClose', async () => {
    for (const timer of graceTimers) clearTimeout(timer);
    graceTimers.clear();
    await runtime.publishers.close();
    await sweep.close();
    await runtime.billing.close();
  });
};

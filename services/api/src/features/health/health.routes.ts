import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const Health = Type.Object({ status: Type.Literal('ok'), instance: Type.String(), uptimeSeconds: Type.Number() });
const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not-ready')]),
  instance: Type.String(),
  checks: Type.Object({
    database: Type.Boolean(),
    redis: Type.Union([Type.Boolean(), Type.Null()]),
    draining: Type.Boolean(),
  }),
});

/**
 * `/health`: the process runs (liveness; a proxy or orchestrator restarts it otherwise). `/ready`: it can take work —
 * the database answers, Redis is connected when configured, and it is not shutting down (503 otherwise, so the
 * load balancer stops sending it requests before it goes).
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get('/health', { schema: { tags: ['health'], response: { 200: Health } } }, async () => ({
    status: 'ok' as const,
    instance: ctx.config.instance,
    uptimeSeconds: Math.round(process.uptime()),
  }));
  app.get('/ready', { schema: { tags: ['health'], response: { 200: Readiness, 503: Readiness } } }, async (_req, reply) => {
    const database = await ctx.db.query('SELECT 1').then(
      () => true,
      () => false,
    );
    const redis = ctx.realtime.redisConnected();
    const draining = ctx.lifecycle.draining;
    const ready = database && redis !== false && !draining;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not-ready', instance: ctx.config.instance, checks: { database, redis, draining } });
  });
};

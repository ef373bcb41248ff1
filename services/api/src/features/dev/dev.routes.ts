import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http';

/** Development-only helpers (registered only in dev/sandbox mode). */
export async function devRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { to?: string; limit: number } }>(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'E-mails the platform has sent, newest first (dev/sandbox mode only)',
        querystring: {
          type: 'object',
          properties: { to: { type: 'string', maxLength: 200 }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 } },
        },
      },
    },
    async (req) => ok(await app.ctx.mailer.list({ to: req.query.to, limit: req.query.limit })),
  );
}

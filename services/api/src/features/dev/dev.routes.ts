import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OutboxMail } from '@platform/shared/contract';
import { ok, okResponse } from '../../core/http';

const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
});

/** Development-only helpers (registered only in dev/sandbox mode). */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'E-mails the platform has sent, newest first (dev/sandbox mode only)',
        querystring: OutboxQuery,
        response: okResponse(Type.Array(OutboxMail)),
      },
    },
    async (req) => ok(await app.ctx.mailer.list({ to: req.query.to, limit: req.query.limit })),
  );
};

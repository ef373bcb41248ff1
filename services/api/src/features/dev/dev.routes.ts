import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { OutboxMail } from '@platform/shared/contract';
import { devOutboxAccess, type AppConfig } from '../../config';
import { resolveAuth } from '../../core/auth';
import { HttpError } from '../../core/errors';
import { ok, okResponse } from '../../core/http';

const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
});

/** The one line the API logs at start about the outbox (start.mjs repeats it). */
export function outboxNotice(config: Pick<AppConfig, 'devMode' | 'devOutbox' | 'production' | 'host'>): string | null {
  if (!config.devMode) return null;
  return outboxIsOpen(config)
    ? 'Development outbox open to local requests at /dev/outbox (DEV_OUTBOX=admin restricts it to the admin)'
    : 'Development outbox at /dev/outbox: admin only (it is open without a token only on a development server on 127.0.0.1)';
}

/** Checked again here, so a config override can never open the outbox on a production or non-loopback server. */
const outboxIsOpen = (config: Pick<AppConfig, 'devMode' | 'devOutbox' | 'production' | 'host'>) =>
  config.devOutbox === 'open' && devOutboxAccess(config, 'open') === 'open';

const outboxError = (statusCode: 401 | 403, message: string) =>
  new HttpError(statusCode, { statusCode, message, error: statusCode === 401 ? 'Unauthorized' : 'Forbidden' });

/** Development-only helpers (registered only in dev/sandbox mode). */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const open = outboxIsOpen(app.ctx.config);

  // The outbox holds everyone's login codes and reset links: reading it is signing in as anyone.
  const outboxAccess = async (req: FastifyRequest) => {
    // open outbox: a token only decides whether staff mail is shown (an ended one counts as none)
    if (open) return void (req.auth = await resolveAuth(req).catch(() => null));
    const auth = await resolveAuth(req);
    if (!auth)
      throw outboxError(401, 'Sign in as the admin to read the development outbox (it is open without a token only on a local development server)');
    if (!auth.isAdmin) throw outboxError(403, 'Only the admin can read the development outbox');
    req.auth = auth;
  };

  app.get(
    '/dev/outbox',
    {
      preHandler: outboxAccess,
      schema: {
        tags: ['dev'],
        summary:
          "E-mails the platform has sent, newest first (dev/sandbox mode only; admin only unless the server is a local development server; staff accounts' mail to the admin only)",
        querystring: OutboxQuery,
        response: okResponse(Type.Array(OutboxMail)),
      },
    },
    // Mail to staff accounts (the admin role) only for a signed-in admin, even when the outbox is open.
    async (req) => ok(await app.ctx.mailer.list({ to: req.query.to, limit: req.query.limit, hideStaffMail: !req.auth?.isAdmin })),
  );
};

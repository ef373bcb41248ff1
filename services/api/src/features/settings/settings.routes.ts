import type { FastifyInstance } from 'fastify';
import { guard, optionalAuth } from '../../core/auth';
import { ok } from '../../core/http';
import { COUNTRIES, LANGUAGES, PHONE_CODES, TIMEZONES } from './reference-data';
import { publicSettings, settingsByKeys } from './settings.repository';

interface AdminStatsRow {
  total_users: number;
  total_active_users: number;
  total_inactive_users: number;
  total_performers: number;
  total_active_performers: number;
  total_pending_performers: number;
  total_verified_performers: number;
  total_live_performers: number;
  total_studios: number;
  total_active_studios: number;
}

export async function settingsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const list = <T>(url: string, summary: string, data: T) =>
    app.get(url, { schema: { tags: ['settings'], summary } }, async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return ok(data);
    });
  list('/settings/countries', 'Countries [{code, name}]', COUNTRIES);
  list('/languages/list', 'Languages [{code, name}]', LANGUAGES);
  list('/phone-codes/list', 'Phone codes [{code, name, dialCode}]', PHONE_CODES);
  list('/settings/timezones', 'IANA time zone names', TIMEZONES);

  app.get<{ Querystring: { group?: string } }>(
    '/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public site settings: a flat key → value map',
        querystring: { type: 'object', properties: { group: { type: 'string', maxLength: 50 } } },
      },
    },
    async () => ok(await publicSettings(ctx.db)),
  );

  app.post<{ Body: { keys: string[] } }>(
    '/settings/keys',
    {
      preHandler: optionalAuth,
      schema: {
        tags: ['settings'],
        summary: 'Values of the given keys (private keys only for an admin)',
        body: {
          type: 'object',
          required: ['keys'],
          properties: { keys: { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 100 } } },
        },
      },
    },
    async (req) => ok(await settingsByKeys(ctx.db, req.body.keys, req.auth?.isAdmin ?? false)),
  );

  app.get('/statistics/admin', { preHandler: guard('admin'), schema: { tags: ['settings'], summary: 'Platform counters (admin only)' } }, async () => {
    const { rows } = await ctx.db.query<AdminStatsRow>(`SELECT
      (SELECT count(*)::int FROM users) AS total_users,
      (SELECT count(*)::int FROM users WHERE status = 'active') AS total_active_users,
      (SELECT count(*)::int FROM users WHERE status = 'inactive') AS total_inactive_users,
      (SELECT count(*)::int FROM performers) AS total_performers,
      (SELECT count(*)::int FROM performers WHERE status = 'active') AS total_active_performers,
      (SELECT count(*)::int FROM performers WHERE NOT verified) AS total_pending_performers,
      (SELECT count(*)::int FROM performers WHERE verified) AS total_verified_performers,
      (SELECT count(*)::int FROM performers WHERE streaming_status <> 'offline') AS total_live_performers,
      (SELECT count(*)::int FROM studios) AS total_studios,
      (SELECT count(*)::int FROM studios WHERE status = 'active') AS total_active_studios`);
    const r = rows[0];
    return ok({
      totalUsers: r.total_users,
      totalActiveUsers: r.total_active_users,
      totalInactiveUsers: r.total_inactive_users,
      totalPerformers: r.total_performers,
      totalActivePerformers: r.total_active_performers,
      totalPendingPerformers: r.total_pending_performers,
      totalVerifiedPerformers: r.total_verified_performers,
      totalLivePerformers: r.total_live_performers,
      totalStudios: r.total_studios,
      totalActiveStudios: r.total_active_studios,
    });
  });
}

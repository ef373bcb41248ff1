import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { AdminStats, Country, Language, PhoneCode, PublicSettings, SettingsKeysRequest, SettingsKeysResponse } from '@platform/shared/contract';
import { guarded, optionalAuth } from '../../core/auth';
import { ok, okResponse } from '../../core/http';
import type { CachePolicy } from '../../core/read-cache';
import { COUNTRIES, LANGUAGES, PHONE_CODES, TIMEZONES } from './reference-data';
import { adminStatistics, publicSettings, settingsByKeys } from './settings.repository';

// An installation that was never seeded has none of the keys yet: each is answered only when it is set.
const StoredPublicSettings = Type.Partial(PublicSettings, { additionalProperties: true });

/** Every page loads them; only an admin changes them, and the next page load shows the change (a 304 until then). */
export const SETTINGS_CACHE: CachePolicy = { tag: 'settings', maxAge: 60, staleWhileRevalidate: 300, revalidate: true };

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['settings'];

  // Reference lists never change while the API runs: browsers may keep them for an hour.
  const referenceList = <T extends TSchema>(url: string, summary: string, item: T, data: Static<T>[]) =>
    app.get(url, { schema: { tags, summary, response: okResponse(Type.Array(item)) } }, async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return ok(data);
    });
  referenceList('/settings/countries', 'Countries [{code, name}]', Country, COUNTRIES);
  referenceList('/languages/list', 'Languages [{code, name}]', Language, LANGUAGES);
  referenceList('/phone-codes/list', 'Phone codes [{code, name, dialCode}]', PhoneCode, PHONE_CODES);
  referenceList('/settings/timezones', 'IANA time zone names', Type.String(), TIMEZONES);

  app.get(
    '/settings/public',
    {
      schema: {
        tags,
        summary: 'Public site settings: a flat key → value map',
        querystring: Type.Object({ group: Type.Optional(Type.String({ maxLength: 50 })) }),
        response: okResponse(StoredPublicSettings),
      },
    },
    async (req, reply) => ctx.readCache.reply(req, reply, SETTINGS_CACHE, async () => ok(await publicSettings(ctx.db))),
  );

  app.post(
    '/settings/keys',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Values of the given keys (private keys only for an admin)',
        body: SettingsKeysRequest,
        response: okResponse(SettingsKeysResponse),
      },
    },
    async (req) => ok(await settingsByKeys(ctx.db, req.body.keys, req.auth?.isAdmin ?? false)),
  );

  app.get('/statistics/admin', guarded('admin', { tags, summary: 'Platform counters (admin only)', response: okResponse(AdminStats) }), async () =>
    ok(await adminStatistics(ctx.db)),
  );
};

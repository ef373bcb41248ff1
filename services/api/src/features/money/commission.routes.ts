import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommissionInfo, PlatformCommissions, StudioCommissionInfo } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { notFound } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { recordAdminAction } from '../audit-log/audit-log';
import { writePlatformCommissions } from './commission.repository';
import { performerCommissionInfo, platformCommissions, studioCommissionInfo } from './commission.service';

export const commissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/settings/performer/commission',
    guarded('performer', {
      tags: ['money'],
      summary: "The performer's commissions in percent: the platform's, and their studio's by sale type (member override first)",
      response: okResponse(CommissionInfo),
    }),
    async (req) => {
      const { studioId: _studioId, ...info } = await performerCommissionInfo(ctx.db, req.auth!.sourceId);
      return ok(info);
    },
  );

  app.get(
    '/settings/studio/commission',
    guarded('studio', {
      tags: ['money'],
      summary: "The platform's and the studio's default commissions in percent",
      response: okResponse(StudioCommissionInfo),
    }),
    async (req) => {
      const info = await studioCommissionInfo(ctx.db, req.auth!.sourceId);
      if (!info) throw notFound('Studio not found');
      return ok(info);
    },
  );

  app.get(
    '/admin/money/commissions',
    guarded('admin', { tags: ['admin'], summary: "Admin: the platform's default commissions in percent", response: okResponse(PlatformCommissions) }),
    async () => ok(await platformCommissions(ctx.db)),
  );

  app.put(
    '/admin/money/commissions',
    guarded('admin', {
      tags: ['admin'],
      summary: "Admin: change the platform's default commissions (sales from then on are split with them)",
      body: PlatformCommissions,
      response: okResponse(PlatformCommissions),
    }),
    async (req) =>
      ok(
        await ctx.db.transaction(async (tx) => {
          const before = await platformCommissions(tx);
          await writePlatformCommissions(tx, req.body);
          const after = await platformCommissions(tx);
          await recordAdminAction(tx, req.auth!, { action: 'money.commissions', target: { type: 'settings', id: 'commissions' }, before, after });
          return after;
        }),
      ),
  );
};

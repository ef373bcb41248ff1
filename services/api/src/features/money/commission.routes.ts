import type { FastifyInstance } from 'fastify';
import type { CommissionInfo } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { notFound } from '../../core/errors';
import { ok } from '../../core/http';
import { performerCommissionInfo, platformCommissions } from './commission.service';

export async function commissionRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get(
    '/settings/performer/commission',
    {
      preHandler: guard('performer'),
      schema: {
        tags: ['money'],
        summary: "The performer's commissions in percent: the platform's, and their studio's by sale type (member override first)",
      },
    },
    async (req) => {
      const { studioId: _studioId, ...info } = await performerCommissionInfo(ctx.db, req.auth!.sourceId);
      return ok(info satisfies CommissionInfo);
    },
  );

  app.get(
    '/settings/studio/commission',
    { preHandler: guard('studio'), schema: { tags: ['money'], summary: "The platform's and the studio's default commissions in percent" } },
    async (req) => {
      const { rows } = await ctx.db.query<Record<string, number>>(
        `SELECT commission, tip_commission, private_call_commission, group_call_commission, product_commission, album_commission, video_commission
         FROM studios WHERE id = $1`,
        [req.auth!.sourceId],
      );
      const s = rows[0];
      if (!s) throw notFound('Studio not found');
      const info: CommissionInfo & { commission: number } = {
        ...(await platformCommissions(ctx.db)),
        commission: s.commission,
        tipCommission: s.tip_commission,
        privateCallCommission: s.private_call_commission,
        groupCallCommission: s.group_call_commission,
        productCommission: s.product_commission,
        albumCommission: s.album_commission,
        videoCommission: s.video_commission,
      };
      return ok(info);
    },
  );
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommissionInfo, StudioCommissionInfo } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { notFound } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { performerCommissionInfo, studioCommissionInfo } from './commission.service';

export const commissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/settings/performer/commission',
    {
      preHandler: guard('performer'),
      schema: {
        tags: ['money'],
        summary: "The performer's commissions in percent: the platform's, and their studio's by sale type (member override first)",
        response: okResponse(CommissionInfo),
      },
    },
    async (req) => {
      const { studioId: _studioId, ...info } = await performerCommissionInfo(ctx.db, req.auth!.sourceId);
      return ok(info);
    },
  );

  app.get(
    '/settings/studio/commission',
    {
      preHandler: guard('studio'),
      schema: {
        tags: ['money'],
        summary: "The platform's and the studio's default commissions in percent",
        response: okResponse(StudioCommissionInfo),
      },
    },
    async (req) => {
      const info = await studioCommissionInfo(ctx.db, req.auth!.sourceId);
      if (!info) throw notFound('Studio not found');
      return ok(info);
    },
  );
};

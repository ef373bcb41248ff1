import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AccountActionRequest,
  AdminReport,
  AdminReportsQuery,
  ObjectId,
  Paged,
  ReportActionRequest,
  ReportReceipt,
  ReportRequest,
} from '@platform/shared/contract';
import { guard, guarded } from '../../core/auth';
import { ok, okResponse } from '../../core/http';
import { actOnReport, createReport, reportDetails, reportQueue, undoReportAction } from './reports.service';

const IdParams = Type.Object({ id: ObjectId });

/** Members and performers report; the admin's queue decides (rate limit of POST /reports: core/rate-limits.ts). */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/reports',
    guarded(['user', 'performer'], {
      tags: ['reports'],
      summary: 'Report a performer, a live room, a chat line, a private message or content (the same open report again: duplicate)',
      body: ReportRequest,
      response: okResponse(ReportReceipt),
    }),
    async (req) => ok(await createReport(ctx, req.auth!, req.body)),
  );

  const admin = { preHandler: guard('admin') };
  const tags = ['admin'];

  app.get(
    '/admin/reports',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: the report queue (open ones first, oldest first) with each item in context',
        querystring: AdminReportsQuery,
        response: okResponse(Paged(AdminReport)),
      },
    },
    async (req) => ok(await reportQueue(ctx, req.query)),
  );

  app.get(
    '/admin/reports/:id',
    { ...admin, schema: { tags, summary: 'Admin: one report with its item in context', params: IdParams, response: okResponse(AdminReport) } },
    async (req) => ok(await reportDetails(ctx, req.params.id)),
  );

  app.post(
    '/admin/reports/:id/action',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: dismiss the report, hide the item, end the live show or suspend the account (answers every open report of the item)',
        params: IdParams,
        body: ReportActionRequest,
        response: okResponse(AdminReport),
      },
    },
    async (req) => ok(await actOnReport(ctx, req.auth!, req.params.id, req.body)),
  );

  app.post(
    '/admin/reports/:id/undo',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: take the decision back (the item shown again, the account reactivated)',
        params: IdParams,
        body: AccountActionRequest,
        response: okResponse(AdminReport),
      },
    },
    async (req) => ok(await undoReportAction(ctx, req.auth!, req.params.id, req.body.reason)),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminRefundRequest, CreateRefundRequest, RefundRequest, RefundStatus, SettleRefundRequest } from '@platform/shared/contract';
import { Type } from '@sinclair/typebox';
import { guarded } from '../../core/auth';
import { badRequest, notFound } from '../../core/errors';
import { listQuery, ok, okResponse, pagedResponse } from '../../core/http';
import { recordAdminAction } from '../audit-log/audit-log';
import { loadParties } from './admin-parties';
import { IdParams } from './money.schemas';
import { isUniqueViolation, runMoney } from './money-transaction';
import { findRefundablePurchase, insertRefundRequest, listRefundRequests, REFUND_SORT_BY } from './refunds.repository';
import { settleRefund } from './refunds.service';

const RefundQuery = listQuery({ defaultLimit: 10, maxLimit: 200, sortBy: REFUND_SORT_BY }, { status: Type.Optional(RefundStatus) });

const AdminRefundQuery = listQuery({ defaultLimit: 20, maxLimit: 200, sortBy: REFUND_SORT_BY }, { status: Type.Optional(RefundStatus) });

export const refundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/refund-requests',
    guarded('user', {
      tags: ['money'],
      summary: 'Ask for a refund of an order or a purchase (the amount is the price paid)',
      body: CreateRefundRequest,
      response: okResponse(RefundRequest),
    }),
    async (req) => {
      const userId = req.auth!.sourceId;
      const { sourceType, sourceId, description } = req.body;
      const purchase = await findRefundablePurchase(ctx.db, sourceType, sourceId, userId);
      if (!purchase) throw notFound(sourceType === 'order' ? 'Order not found' : 'Purchase not found');
      if (purchase.status !== 'success') throw badRequest('This purchase was already refunded or cancelled');
      try {
        return ok(await insertRefundRequest(ctx.db, userId, purchase, { sourceType, sourceId, description: description ?? '' }));
      } catch (error) {
        if (isUniqueViolation(error, 'refund_requests_open_key')) throw badRequest('A refund request for this purchase is already open');
        throw error;
      }
    },
  );

  app.get(
    '/refund-requests/search',
    guarded(['user', 'performer'], {
      tags: ['money'],
      summary: "Refund requests: a member's own, or those about a performer's sales",
      querystring: RefundQuery,
      response: pagedResponse(RefundRequest),
    }),
    async (req) => {
      const side = req.auth!.source === 'user' ? 'user_id' : 'performer_id';
      return ok(await listRefundRequests(ctx.db, side, req.auth!.sourceId, req.query.status, req.query));
    },
  );

  app.get(
    '/admin/refund-requests',
    guarded('admin', {
      tags: ['admin'],
      summary: 'Admin: every refund request (filter by status), each with the member who asks and the performer who sold',
      querystring: AdminRefundQuery,
      response: pagedResponse(AdminRefundRequest),
    }),
    async (req) => {
      const page = await listRefundRequests(ctx.db, 'everyone', null, req.query.status, req.query);
      const refs = page.data.flatMap((r) => [
        { source: 'user' as const, id: r.userId },
        { source: 'performer' as const, id: r.performerId },
      ]);
      const partyOf = await loadParties(ctx.db, ctx.storage, refs);
      return ok({
        ...page,
        data: page.data.map((r) => ({ ...r, member: partyOf('user', r.userId), performer: partyOf('performer', r.performerId) })),
      });
    },
  );

  app.post(
    '/admin/refund-requests/:id/settle',
    guarded('admin', {
      tags: ['admin'],
      summary: 'Admin: resolve (tokens go back to the member) or reject a refund request',
      params: IdParams,
      body: SettleRefundRequest,
      response: okResponse(RefundRequest),
    }),
    async (req) =>
      ok(
        (
          await runMoney(ctx, null, async (tx) => {
            const outcome = await settleRefund(tx, req.params.id, req.body);
            // settling needs a pending request, so that is what it was before
            await recordAdminAction(tx, req.auth!, {
              action: 'refund.settle',
              target: { type: 'refund-request', id: req.params.id },
              before: { status: 'pending' },
              after: { status: outcome.data.status },
              reason: req.body.adminNote ?? '',
            });
            return outcome;
          })
        ).data,
      ),
  );
};

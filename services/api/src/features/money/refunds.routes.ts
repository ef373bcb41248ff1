import type { FastifyInstance } from 'fastify';
import type { CreateRefundRequest, ListQuery } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { badRequest, notFound } from '../../core/errors';
import { listQuerySchema, ok, sortDirection } from '../../core/http';
import { newId } from '../../db/ids';
import { toRefund, type RefundRow } from './money.mappers';
import { idParams } from './money.schemas';
import { pageOf } from './money.paging';
import { isUniqueViolation, runMoney } from './money-transaction';
import { settleRefund } from './refunds.service';

export async function refundRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post<{ Body: CreateRefundRequest }>(
    '/refund-requests',
    {
      preHandler: guard('user'),
      schema: {
        tags: ['money'],
        summary: 'Ask for a refund of an order or a purchase (the amount is the price paid)',
        body: {
          type: 'object',
          required: ['sourceType', 'sourceId'],
          properties: {
            sourceType: { type: 'string', enum: ['order', 'purchase'] },
            sourceId: idParams('sourceId').properties.sourceId,
            description: { type: 'string', maxLength: 2000 },
          },
        },
      },
    },
    async (req) => {
      const userId = req.auth!.sourceId;
      const { sourceType, sourceId, description } = req.body;
      const { rows } = await ctx.db.query<{ id: string; seller_id: string; total_price: number; status: string }>(
        sourceType === 'order'
          ? `SELECT p.id, p.seller_id, p.total_price, p.status FROM orders o JOIN purchased_items p ON p.id = o.purchased_item_id
             WHERE o.id = $1 AND o.buyer_id = $2`
          : `SELECT id, seller_id, total_price, status FROM purchased_items WHERE id = $1 AND source_id = $2`,
        [sourceId, userId],
      );
      const purchase = rows[0];
      if (!purchase) throw notFound(sourceType === 'order' ? 'Order not found' : 'Purchase not found');
      if (purchase.status !== 'success') throw badRequest('This purchase was already refunded or cancelled');
      try {
        const { rows: saved } = await ctx.db.query<RefundRow>(
          `INSERT INTO refund_requests (id, user_id, performer_id, source_type, source_id, purchased_item_id, token, description)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
          [newId(), userId, purchase.seller_id, sourceType, sourceId, purchase.id, purchase.total_price, description ?? ''],
        );
        return ok(toRefund(saved[0]));
      } catch (error) {
        if (isUniqueViolation(error, 'refund_requests_open_key')) throw badRequest('A refund request for this purchase is already open');
        throw error;
      }
    },
  );

  app.get<{ Querystring: ListQuery & { status?: string } }>(
    '/refund-requests/search',
    {
      preHandler: guard('user', 'performer'),
      schema: {
        tags: ['money'],
        summary: "Refund requests: a member's own, or those about a performer's sales",
        querystring: {
          type: 'object',
          properties: { ...listQuerySchema(10, 200), status: { type: 'string', enum: ['pending', 'resolved', 'rejected'] } },
        },
      },
    },
    async (req) => {
      const { limit = 10, offset = 0, sort, status } = req.query;
      const column = req.auth!.source === 'user' ? 'user_id' : 'performer_id';
      const dir = sortDirection(sort);
      return ok(
        await pageOf(ctx.db, {
          sql: `SELECT * FROM refund_requests WHERE ${column} = $1 AND ($2::text IS NULL OR status = $2)`,
          params: [req.auth!.sourceId, status ?? null],
          orderBy: `created_at ${dir}, id ${dir}`,
          limit,
          offset,
          map: toRefund,
        }),
      );
    },
  );

  app.post<{ Params: { id: string }; Body: { status: 'resolved' | 'rejected'; adminNote?: string } }>(
    '/admin/refund-requests/:id/settle',
    {
      preHandler: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Admin: resolve (tokens go back to the member) or reject a refund request',
        params: idParams('id'),
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: ['resolved', 'rejected'] }, adminNote: { type: 'string', maxLength: 2000 } },
        },
      },
    },
    async (req) => ok((await runMoney(ctx, null, (tx) => settleRefund(tx, req.params.id, req.body))).data),
  );
}

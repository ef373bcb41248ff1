import type { FastifyInstance } from 'fastify';
import type { ListQuery, UpdateOrderRequest } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { badRequest, notFound } from '../../core/errors';
import { listQuerySchema, likePattern, ok, sortDirection } from '../../core/http';
import { toOrder, type OrderRow } from './money.mappers';
import { idParams } from './money.schemas';
import { pageOf } from './money.paging';

const ORDER_STATUSES = ['pending', 'processing', 'shipping', 'delivered', 'cancelled', 'refunded'];
const DELIVERY_STATUSES = ['processing', 'shipping', 'delivered', 'cancelled'];
// Seller-side moves; 'refunded' only comes from a settled refund request.
const SELLER_STATUSES = ['processing', 'shipping', 'delivered', 'cancelled'];

const ORDER_SELECT = `SELECT o.*, u.username AS buyer_username, u.display_name AS buyer_display_name, u.first_name AS buyer_first_name, u.last_name AS buyer_last_name FROM orders o JOIN users u ON u.id = o.buyer_id`;

type OrderQuery = ListQuery & { status?: string; deliveryStatus?: string };
const orderQuerySchema = {
  type: 'object',
  properties: {
    ...listQuerySchema(10, 200),
    status: { type: 'string', enum: ORDER_STATUSES },
    deliveryStatus: { type: 'string', enum: DELIVERY_STATUSES },
  },
};

export async function orderRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const search = (column: 'buyer_id' | 'seller_id', ownerId: string, query: OrderQuery) => {
    const dir = sortDirection(query.sort);
    return pageOf(ctx.db, {
      sql: `${ORDER_SELECT} WHERE o.${column} = $1 AND ($2::text IS NULL OR o.status = $2) AND ($3::text IS NULL OR o.delivery_status = $3)
            AND ($4::text IS NULL OR o.name ILIKE $4 OR o.order_number ILIKE $4)`,
      params: [ownerId, query.status ?? null, query.deliveryStatus ?? null, query.q ? likePattern(query.q) : null],
      orderBy: `created_at ${dir}, id ${dir}`,
      limit: query.limit ?? 10,
      offset: query.offset ?? 0,
      map: toOrder,
    });
  };
  const findOrder = async (column: 'buyer_id' | 'seller_id', ownerId: string, id: string) => {
    const { rows } = await ctx.db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1 AND o.${column} = $2`, [id, ownerId]);
    if (!rows[0]) throw notFound('Order not found');
    return rows[0];
  };

  app.get<{ Querystring: OrderQuery }>(
    '/orders/user/search',
    { preHandler: guard('user'), schema: { tags: ['money'], summary: "The member's orders", querystring: orderQuerySchema } },
    async (req) => ok(await search('buyer_id', req.auth!.sourceId, req.query)),
  );
  app.get<{ Params: { id: string } }>(
    '/orders/user/details/:id',
    { preHandler: guard('user'), schema: { tags: ['money'], summary: 'One of the member’s orders', params: idParams('id') } },
    async (req) => ok(toOrder(await findOrder('buyer_id', req.auth!.sourceId, req.params.id))),
  );
  app.get<{ Querystring: OrderQuery }>(
    '/orders/search',
    { preHandler: guard('performer'), schema: { tags: ['money'], summary: "Orders of the performer's products", querystring: orderQuerySchema } },
    async (req) => ok(await search('seller_id', req.auth!.sourceId, req.query)),
  );
  app.get<{ Params: { id: string } }>(
    '/orders/details/:id',
    { preHandler: guard('performer'), schema: { tags: ['money'], summary: 'One order of the performer', params: idParams('id') } },
    async (req) => ok(toOrder(await findOrder('seller_id', req.auth!.sourceId, req.params.id))),
  );

  app.put<{ Params: { id: string }; Body: UpdateOrderRequest }>(
    '/orders/:id/update',
    {
      preHandler: guard('performer'),
      schema: {
        tags: ['money'],
        summary: 'Seller updates an order: status, delivery status, shipping code',
        params: idParams('id'),
        body: {
          type: 'object',
          minProperties: 1,
          properties: {
            status: { type: 'string', enum: SELLER_STATUSES },
            deliveryStatus: { type: 'string', enum: DELIVERY_STATUSES },
            shippingCode: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (req) => {
      const before = await findOrder('seller_id', req.auth!.sourceId, req.params.id);
      if (before.status === 'refunded' || before.status === 'cancelled') throw badRequest(`A ${before.status} order cannot be changed`);
      const { status, shippingCode } = req.body;
      // The delivery status follows the order status unless it is given.
      const deliveryStatus = req.body.deliveryStatus ?? (status && DELIVERY_STATUSES.includes(status) ? status : undefined);
      await ctx.db.query(
        `UPDATE orders SET status = coalesce($2, status), delivery_status = coalesce($3, delivery_status),
           shipping_code = coalesce($4, shipping_code), updated_at = now() WHERE id = $1`,
        [before.id, status ?? null, deliveryStatus ?? null, shippingCode ?? null],
      );
      return ok(toOrder(await findOrder('seller_id', req.auth!.sourceId, req.params.id)));
    },
  );
}

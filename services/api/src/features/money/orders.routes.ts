import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DELIVERY_STATUSES, DeliveryStatus, Order, OrderStatus, UpdateOrderRequest } from '@platform/shared/contract';
import { Type } from '@sinclair/typebox';
import { guarded, type Access } from '../../core/auth';
import { badRequest, notFound } from '../../core/errors';
import { listQuery, ok, okResponse, pagedResponse } from '../../core/http';
import type { Queryable } from '../../db/db.types';
import { toOrder } from './money.mappers';
import { IdParams } from './money.schemas';
import { findOrder, listOrders, ORDER_SORT_BY, updateOrder, type OrderSide } from './orders.repository';

const OrderQuery = listQuery(
  { defaultLimit: 10, maxLimit: 200, sortBy: ORDER_SORT_BY },
  { status: Type.Optional(OrderStatus), deliveryStatus: Type.Optional(DeliveryStatus) },
);

const isDeliveryStatus = (status: string): status is DeliveryStatus => (DELIVERY_STATUSES as readonly string[]).includes(status);

async function orderOf(db: Queryable, side: OrderSide, ownerId: string, id: string) {
  const order = await findOrder(db, side, ownerId, id);
  if (!order) throw notFound('Order not found');
  return order;
}

/** The options of a page of orders, and of one order, for the account kind that may read them. */
const orderPage = (access: Access, tags: string[], summary: string) =>
  guarded(access, { tags, summary, querystring: OrderQuery, response: pagedResponse(Order) });
const oneOrder = (access: Access, summary: string) => guarded(access, { tags: ['money'], summary, params: IdParams, response: okResponse(Order) });

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get('/orders/user/search', orderPage('user', ['money'], "The member's orders"), async (req) =>
    ok(await listOrders(ctx.db, { side: 'buyer_id', id: req.auth!.sourceId }, req.query, req.query)),
  );
  app.get(
    '/admin/orders',
    orderPage(
      'admin',
      ['admin'],
      'Admin: every order of every product, newest first, with its buyer and seller (filter by status, search by name or number)',
    ),
    async (req) => ok(await listOrders(ctx.db, 'everyone', req.query, req.query)),
  );
  app.get('/orders/user/details/:id', oneOrder('user', 'One of the member’s orders'), async (req) =>
    ok(toOrder(await orderOf(ctx.db, 'buyer_id', req.auth!.sourceId, req.params.id))),
  );
  app.get('/orders/search', orderPage('performer', ['money'], "Orders of the performer's products"), async (req) =>
    ok(await listOrders(ctx.db, { side: 'seller_id', id: req.auth!.sourceId }, req.query, req.query)),
  );
  app.get('/orders/details/:id', oneOrder('performer', 'One order of the performer'), async (req) =>
    ok(toOrder(await orderOf(ctx.db, 'seller_id', req.auth!.sourceId, req.params.id))),
  );

  app.put(
    '/orders/:id/update',
    guarded('performer', {
      tags: ['money'],
      summary: 'Seller updates an order: status, delivery status, shipping code',
      params: IdParams,
      body: UpdateOrderRequest,
      response: okResponse(Order),
    }),
    async (req) => {
      const before = await orderOf(ctx.db, 'seller_id', req.auth!.sourceId, req.params.id);
      if (before.status === 'refunded' || before.status === 'cancelled') throw badRequest(`A ${before.status} order cannot be changed`);
      const { status, shippingCode } = req.body;
      // The delivery status follows the order status unless it is given.
      const deliveryStatus = req.body.deliveryStatus ?? (status && isDeliveryStatus(status) ? status : undefined);
      await updateOrder(ctx.db, before.id, { status: status ?? null, deliveryStatus: deliveryStatus ?? null, shippingCode: shippingCode ?? null });
      return ok(toOrder(await orderOf(ctx.db, 'seller_id', req.auth!.sourceId, req.params.id)));
    },
  );
};

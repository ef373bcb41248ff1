import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DELIVERY_STATUSES, DeliveryStatus, Order, OrderStatus, UpdateOrderRequest } from '@platform/shared/contract';
import { Type } from '@sinclair/typebox';
import { guard } from '../../core/auth';
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

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/orders/user/search',
    {
      preHandler: guard('user'),
      schema: { tags: ['money'], summary: "The member's orders", querystring: OrderQuery, response: pagedResponse(Order) },
    },
    async (req) => ok(await listOrders(ctx.db, { side: 'buyer_id', id: req.auth!.sourceId }, req.query, req.query)),
  );
  app.get(
    '/admin/orders',
    {
      preHandler: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Admin: every order of every product, newest first, with its buyer and seller (filter by status, search by name or number)',
        querystring: OrderQuery,
        response: pagedResponse(Order),
      },
    },
    async (req) => ok(await listOrders(ctx.db, 'everyone', req.query, req.query)),
  );
  app.get(
    '/orders/user/details/:id',
    { preHandler: guard('user'), schema: { tags: ['money'], summary: 'One of the member’s orders', params: IdParams, response: okResponse(Order) } },
    async (req) => ok(toOrder(await orderOf(ctx.db, 'buyer_id', req.auth!.sourceId, req.params.id))),
  );
  app.get(
    '/orders/search',
    {
      preHandler: guard('performer'),
      schema: { tags: ['money'], summary: "Orders of the performer's products", querystring: OrderQuery, response: pagedResponse(Order) },
    },
    async (req) => ok(await listOrders(ctx.db, { side: 'seller_id', id: req.auth!.sourceId }, req.query, req.query)),
  );
  app.get(
    '/orders/details/:id',
    {
      preHandler: guard('performer'),
      schema: { tags: ['money'], summary: 'One order of the performer', params: IdParams, response: okResponse(Order) },
    },
    async (req) => ok(toOrder(await orderOf(ctx.db, 'seller_id', req.auth!.sourceId, req.params.id))),
  );

  app.put(
    '/orders/:id/update',
    {
      preHandler: guard('performer'),
      schema: {
        tags: ['money'],
        summary: 'Seller updates an order: status, delivery status, shipping code',
        params: IdParams,
        body: UpdateOrderRequest,
        response: okResponse(Order),
      },
    },
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

import type { Order } from '@platform/shared/contract';
import { paged } from '../../core/http';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import { toOrder, type OrderRow } from './money.mappers';

/** An order is read with its buyer's and seller's names. */
const ORDER_FROM = 'orders o JOIN users u ON u.id = o.buyer_id JOIN performers p ON p.id = o.seller_id';
const ORDER_COLUMNS = `o.*, u.username AS buyer_username, u.display_name AS buyer_display_name,
  p.username AS seller_username, p.name AS seller_display_name`;

const ORDER_LIST: ListSpec = {
  from: ORDER_FROM,
  select: ORDER_COLUMNS,
  sortable: { createdAt: 'o.created_at' },
  defaultSortBy: 'createdAt',
  tieBreaker: 'o.id',
  searchIn: ['o.name', 'o.order_number'],
};
export const ORDER_SORT_BY = Object.keys(ORDER_LIST.sortable);

/** Who an order is read for: the member who bought it or the performer who sold it (the admin reads every order). */
export type OrderSide = 'buyer_id' | 'seller_id';

export interface OrderFilter {
  status?: string;
  deliveryStatus?: string;
}

export async function listOrders(db: Queryable, owner: { side: OrderSide; id: string } | 'everyone', filter: OrderFilter, query: ListParams) {
  const where = new SqlWhere();
  if (owner !== 'everyone') where.and(`o.${owner.side} = ${where.param(owner.id)}`);
  if (filter.status !== undefined) where.and(`o.status = ${where.param(filter.status)}`);
  if (filter.deliveryStatus !== undefined) where.and(`o.delivery_status = ${where.param(filter.deliveryStatus)}`);
  const { rows, total } = await listPage<OrderRow>(db, ORDER_LIST, where, query);
  return paged(rows.map(toOrder), total);
}

export async function findOrder(db: Queryable, side: OrderSide, ownerId: string, id: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1 AND o.${side} = $2`, [id, ownerId]);
  return rows[0] ?? null;
}

/** Seller changes; a field left null keeps its value. */
export async function updateOrder(
  db: Queryable,
  id: string,
  change: { status: string | null; deliveryStatus: string | null; shippingCode: string | null },
) {
  await db.query(
    `UPDATE orders SET status = coalesce($2, status), delivery_status = coalesce($3, delivery_status),
       shipping_code = coalesce($4, shipping_code), updated_at = now() WHERE id = $1`,
    [id, change.status, change.deliveryStatus, change.shippingCode],
  );
}

export interface NewOrder {
  buyerId: string;
  sellerId: string;
  productId: string;
  purchasedItemId: string;
  name: string;
  productType: Order['productType'] | null;
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  status: Order['status'];
  deliveryStatus: Order['deliveryStatus'];
  deliveryAddress: string;
  postalCode: string;
}

/** The order of a bought product, numbered from the order sequence, in the purchase's transaction. */
export async function insertOrder(tx: Queryable, order: NewOrder) {
  const { rows } = await tx.query<{ n: string }>(`SELECT nextval('order_number_seq')::text AS n`);
  await tx.query(
    `INSERT INTO orders (id, order_number, buyer_id, seller_id, product_id, purchased_item_id, name, product_type, unit_price, quantity,
       total_price, status, delivery_status, delivery_address, postal_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      newId(),
      `ORD-${rows[0].n}`,
      order.buyerId,
      order.sellerId,
      order.productId,
      order.purchasedItemId,
      order.name,
      order.productType,
      order.unitPrice,
      order.quantity,
      order.totalPrice,
      order.status,
      order.deliveryStatus,
      order.deliveryAddress,
      order.postalCode,
    ],
  );
}

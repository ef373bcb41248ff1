import { api, payload } from '@platform/shared';
import type { DeliveryStatus, Order, OrderStatus, Paged, Role, UpdateOrderRequest } from '@platform/shared/contract';

export const ORDERS_PAGE_SIZE = 20;

/** Buyers read their orders under /orders/user/…, sellers (performers) under /orders/…. */
export type OrderSide = 'buyer' | 'seller';
export const sideOf = (role: Role): OrderSide => (role === 'performer' ? 'seller' : 'buyer');

export async function listOrders(side: OrderSide, offset: number, limit: number): Promise<Paged<Order>> {
  const path = side === 'seller' ? '/orders/search' : '/orders/user/search';
  return payload(await api.get<Paged<Order>>(path, { params: { offset, limit, sortBy: 'createdAt', sort: 'desc' } }));
}

export async function getOrder(side: OrderSide, id: string): Promise<Order> {
  const path = side === 'seller' ? `/orders/details/${encodeURIComponent(id)}` : `/orders/user/details/${encodeURIComponent(id)}`;
  return payload(await api.get<Order>(path));
}

/** PUT /orders/{id}/update (seller): status, delivery status, shipping code. */
export async function updateOrder(id: string, body: UpdateOrderRequest): Promise<Order> {
  return payload(await api.put<Order>(`/orders/${encodeURIComponent(id)}/update`, body));
}

/** The moves a seller may make ('refunded' only comes from a settled refund request). */
export const SELLER_STATUSES: OrderStatus[] = ['processing', 'shipping', 'delivered', 'cancelled'];
export const DELIVERY_STATUSES: DeliveryStatus[] = ['processing', 'shipping', 'delivered', 'cancelled'];

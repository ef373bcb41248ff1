import type { RefundRequest } from '@platform/shared/contract';
import { paged } from '../../core/http';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import { toRefund, type RefundRow } from './money.mappers';

export interface RefundablePurchase {
  id: string;
  seller_id: string;
  total_price: number;
  status: string;
}

/** The purchase behind an order or a purchase record of this member (null when it is not theirs or unknown). */
export async function findRefundablePurchase(db: Queryable, sourceType: RefundRequest['sourceType'], sourceId: string, userId: string) {
  const { rows } = await db.query<RefundablePurchase>(
    sourceType === 'order'
      ? `SELECT p.id, p.seller_id, p.total_price, p.status FROM orders o JOIN purchased_items p ON p.id = o.purchased_item_id
         WHERE o.id = $1 AND o.buyer_id = $2`
      : `SELECT id, seller_id, total_price, status FROM purchased_items WHERE id = $1 AND source_id = $2`,
    [sourceId, userId],
  );
  return rows[0] ?? null;
}

/** A new pending request; a second open one for the same purchase violates `refund_requests_open_key`. */
export async function insertRefundRequest(
  db: Queryable,
  userId: string,
  purchase: RefundablePurchase,
  source: { sourceType: RefundRequest['sourceType']; sourceId: string; description: string },
) {
  const { rows } = await db.query<RefundRow>(
    `INSERT INTO refund_requests (id, user_id, performer_id, source_type, source_id, purchased_item_id, token, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [newId(), userId, purchase.seller_id, source.sourceType, source.sourceId, purchase.id, purchase.total_price, source.description],
  );
  return toRefund(rows[0]);
}

const REFUND_LIST: ListSpec = { from: 'refund_requests', sortable: { createdAt: 'created_at' }, defaultSortBy: 'createdAt' };
export const REFUND_SORT_BY = Object.keys(REFUND_LIST.sortable);

/** A member's own requests (`user_id`), those about a performer's sales (`performer_id`), or (the back office) everyone's. */
export async function listRefundRequests(
  db: Queryable,
  side: 'user_id' | 'performer_id' | 'everyone',
  ownerId: string | null,
  status: string | undefined,
  query: ListParams,
) {
  const where = new SqlWhere();
  if (side !== 'everyone') where.and(`${side} = ${where.param(ownerId)}`);
  if (status !== undefined) where.and(`status = ${where.param(status)}`);
  const { rows, total } = await listPage<RefundRow>(db, REFUND_LIST, where, query);
  return paged(rows.map(toRefund), total);
}

// The statements of settling a request, run in the settling transaction.

export async function lockRefundRequest(tx: Queryable, id: string) {
  const { rows } = await tx.query<RefundRow & { purchased_item_id: string }>('SELECT * FROM refund_requests WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export async function rejectRefundRequest(tx: Queryable, id: string, adminNote: string) {
  const { rows } = await tx.query<RefundRow>(
    `UPDATE refund_requests SET status = 'rejected', admin_note = $2, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, adminNote],
  );
  return toRefund(rows[0]);
}

export async function resolveRefundRequest(tx: Queryable, id: string, adminNote: string, movementId: string) {
  const { rows } = await tx.query<RefundRow>(
    `UPDATE refund_requests SET status = 'resolved', admin_note = $2, movement_id = $3, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, adminNote, movementId],
  );
  return toRefund(rows[0]);
}

export async function lockPurchasedItem(tx: Queryable, id: string) {
  const { rows } = await tx.query<{ id: string; status: string; total_price: number }>(
    'SELECT id, status, total_price FROM purchased_items WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

/** What each party (performer, studio) earned from one purchase. */
export interface EarningShare {
  source: 'performer' | 'studio';
  source_id: string;
  net_price: number;
  platform_commission: number;
  gross_price: number;
  payout_status: string;
}

export async function earningSharesOf(tx: Queryable, purchasedItemId: string) {
  const { rows } = await tx.query<EarningShare>(
    'SELECT source, source_id, net_price, platform_commission, gross_price, payout_status FROM earnings WHERE purchased_item_id = $1',
    [purchasedItemId],
  );
  return rows;
}

/** Cancels the purchase and its earnings; its order (if any) is marked refunded and returned so stock can go back. */
export async function cancelPurchase(tx: Queryable, purchasedItemId: string) {
  await tx.query(`UPDATE purchased_items SET status = 'cancelled', updated_at = now() WHERE id = $1`, [purchasedItemId]);
  await tx.query(`UPDATE earnings SET payout_status = 'refunded' WHERE purchased_item_id = $1`, [purchasedItemId]);
  const { rows } = await tx.query<{ product_id: string; quantity: number; product_type: string }>(
    `UPDATE orders SET status = 'refunded', delivery_status = 'cancelled', updated_at = now() WHERE purchased_item_id = $1
     RETURNING product_id, quantity, product_type`,
    [purchasedItemId],
  );
  return rows;
}

import type { RefundRequest } from '@platform/shared/contract';
import { badRequest, notFound } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { returnStock } from './catalog.repository';
import { PLATFORM, postMovement, type Posting } from './ledger.repository';
import { toRefund, type RefundRow } from './money.mappers';
import type { MoneyOutcome } from './money-transaction';

interface EarningShare {
  source: 'performer' | 'studio';
  source_id: string;
  net_price: number;
  platform_commission: number;
  gross_price: number;
  payout_status: string;
}

/**
 * Admin decision on a refund request. Resolving it reverses the sale in one movement: the performer,
 * studio and platform give back exactly what they received and the member gets the full price back; the
 * purchase is cancelled (digital content can be bought again), a physical order is marked refunded and
 * its stock returned. Refused (400, nothing changes) when a share is already reserved by a payout request
 * or a balance cannot cover it.
 */
export async function settleRefund(
  tx: Queryable,
  id: string,
  decision: { status: 'resolved' | 'rejected'; adminNote?: string },
): Promise<MoneyOutcome<RefundRequest>> {
  const { rows } = await tx.query<RefundRow & { purchased_item_id: string }>('SELECT * FROM refund_requests WHERE id = $1 FOR UPDATE', [id]);
  const request = rows[0];
  if (!request) throw notFound('Refund request not found');
  if (request.status !== 'pending') throw badRequest(`This refund request is already ${request.status}`);

  if (decision.status === 'rejected') {
    const { rows: saved } = await tx.query<RefundRow>(
      `UPDATE refund_requests SET status = 'rejected', admin_note = $2, updated_at = now() WHERE id = $1 RETURNING *`,
      [id, decision.adminNote ?? ''],
    );
    return { data: toRefund(saved[0]) };
  }

  const { rows: items } = await tx.query<{ id: string; status: string; total_price: number }>(
    'SELECT id, status, total_price FROM purchased_items WHERE id = $1 FOR UPDATE',
    [request.purchased_item_id],
  );
  if (!items[0] || items[0].status !== 'success') throw badRequest('This purchase was already refunded or cancelled');
  const { rows: shares } = await tx.query<EarningShare>(
    'SELECT source, source_id, net_price, platform_commission, gross_price, payout_status FROM earnings WHERE purchased_item_id = $1',
    [request.purchased_item_id],
  );
  if (shares.some((s) => s.payout_status === 'pending' || s.payout_status === 'approved')) {
    throw badRequest('The earning of this purchase is part of an open payout request; settle or reject that request first');
  }
  const total = items[0].total_price;
  const postings: Posting[] = [{ account: { kind: 'user', id: request.user_id }, amount: total }];
  for (const share of shares) postings.push({ account: { kind: share.source, id: share.source_id }, amount: -share.net_price });
  // The platform gives back what it kept: the price minus every party's share.
  const paidOut = shares.reduce((sum, s) => sum + s.net_price, 0);
  postings.push({ account: PLATFORM, amount: -(total - paidOut) });
  const movement = await postMovement(tx, { type: 'refund', reference: id, postings });

  await tx.query(`UPDATE purchased_items SET status = 'cancelled', updated_at = now() WHERE id = $1`, [request.purchased_item_id]);
  await tx.query(`UPDATE earnings SET payout_status = 'refunded' WHERE purchased_item_id = $1`, [request.purchased_item_id]);
  const { rows: orders } = await tx.query<{ product_id: string; quantity: number; product_type: string }>(
    `UPDATE orders SET status = 'refunded', delivery_status = 'cancelled', updated_at = now() WHERE purchased_item_id = $1
     RETURNING product_id, quantity, product_type`,
    [request.purchased_item_id],
  );
  for (const order of orders) if (order.product_type === 'physical') await returnStock(tx, order.product_id, order.quantity);
  const { rows: saved } = await tx.query<RefundRow>(
    `UPDATE refund_requests SET status = 'resolved', admin_note = $2, movement_id = $3, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, decision.adminNote ?? '', movement.movementId],
  );
  return { data: toRefund(saved[0]), wallets: movement.wallets };
}

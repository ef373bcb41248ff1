import type { RefundRequest } from '@platform/shared/contract';
import { badRequest, notFound } from '../../core/errors';
import type { Queryable } from '../../db/db.types';
import { returnStock } from './catalog.repository';
import { PLATFORM, postMovement, type Posting } from './ledger.repository';
import type { MoneyOutcome } from './money-transaction';
import {
  cancelPurchase,
  earningSharesOf,
  lockPurchasedItem,
  lockRefundRequest,
  rejectRefundRequest,
  resolveRefundRequest,
} from './refunds.repository';
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
  const request = await lockRefundRequest(tx, id);
  if (!request) throw notFound('Refund request not found');
  if (request.status !== 'pending') throw badRequest(`This refund request is already ${request.status}`);

  if (decision.status === 'rejected') return { data: await rejectRefundRequest(tx, id, decision.adminNote ?? '') };

  const item = await lockPurchasedItem(tx, request.purchased_item_id);
  if (!item || item.status !== 'success') throw badRequest('This purchase was already refunded or cancelled');
  const shares = await earningSharesOf(tx, request.purchased_item_id);
  if (shares.some((s) => s.payout_status === 'pending' || s.payout_status === 'approved')) {
    throw badRequest('The earning of this purchase is part of an open payout request; settle or reject that request first');
  }
  const total = item.total_price;
  const postings: Posting[] = [{ account: { kind: 'user', id: request.user_id }, amount: total }];
  for (const share of shares) postings.push({ account: { kind: share.source, id: share.source_id }, amount: -share.net_price });
  // The platform gives back what it kept: the price minus every party's share.
  const paidOut = shares.reduce((sum, s) => sum + s.net_price, 0);
  postings.push({ account: PLATFORM, amount: -(total - paidOut) });
  const movement = await postMovement(tx, { type: 'refund', reference: id, postings });

  const orders = await cancelPurchase(tx, request.purchased_item_id);
  for (const order of orders) if (order.product_type === 'physical') await returnStock(tx, order.product_id, order.quantity);
  return { data: await resolveRefundRequest(tx, id, decision.adminNote ?? '', movement.movementId), wallets: movement.wallets };
}

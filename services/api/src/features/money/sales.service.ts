import type { PurchasedItem, PurchaseTarget, PurchaseType, TippedEvent } from '@platform/shared/contract';
import type { Storage } from '../../core/storage';
import { badRequest, HttpError, notFound } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import { splitSale, type Split } from './commission.service';
import { PLATFORM, postMovement, type Posting, type WalletBalance } from './ledger.repository';
import { toPurchasedItem, type PurchasedItemRow } from './money.mappers';
import { isUniqueViolation, type MoneyOutcome } from './money-transaction';
import { displayNameOf } from '../users/users.mapper';

/** Largest token amount one call may move (bigger amounts are refused as a 400). */
export const MAX_TOKENS = 100_000;

export interface SaleInput {
  buyerId: string;
  performerId: string;
  type: PurchaseType;
  target: PurchaseTarget;
  targetId: string;
  name: string;
  description?: string;
  unitPrice: number;
  quantity?: number;
  /** Digital content: a buyer may own it once. */
  once?: boolean;
  conversationId?: string | null;
}

export interface SaleResult {
  item: PurchasedItem;
  split: Split;
  movementId: string;
  wallets: WalletBalance[];
  buyer: BuyerRow;
}

export interface BuyerRow {
  id: string;
  username: string;
  display_name: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar_path: string | null;
}

interface PerformerStateRow {
  id: string;
  email: string;
  status: string;
  blocked: boolean;
}

const forbidden403 = (message: string) => new HttpError(403, { statusCode: 403, message, error: 'Forbidden' });

/** The seller as seen by this buyer: 404 unknown, 400 suspended, 403 blocked the buyer, 400 same person. */
export async function assertCanPay(db: Queryable, buyer: BuyerRow, performerId: string, action: 'tip' | 'buy') {
  const { rows } = await db.query<PerformerStateRow>(
    `SELECT p.id, p.email, p.status,
            EXISTS (SELECT 1 FROM performer_blocks b WHERE b.performer_id = p.id AND b.user_id = $2) AS blocked
     FROM performers p WHERE p.id = $1`,
    [performerId, buyer.id],
  );
  const performer = rows[0];
  if (!performer) throw notFound('Performer not found');
  if (performer.status !== 'active') throw badRequest('This performer is suspended and cannot receive tokens');
  if (performer.blocked) throw forbidden403('This performer has blocked you');
  // One person with a member and a performer account (same e-mail) cannot pay themself.
  if (performer.email.toLowerCase() === buyer.email.toLowerCase()) {
    throw badRequest(action === 'tip' ? 'You cannot tip yourself' : 'You cannot buy your own content');
  }
}

export async function loadBuyer(db: Queryable, buyerId: string): Promise<BuyerRow> {
  const { rows } = await db.query<BuyerRow>(
    `SELECT id, username, display_name, first_name, last_name, email, avatar_path FROM users WHERE id = $1`,
    [buyerId],
  );
  if (!rows[0]) throw notFound('Member not found');
  return rows[0];
}

export const senderInfo = (buyer: BuyerRow, storage: Storage): TippedEvent['senderInfo'] => ({
  _id: buyer.id,
  avatar: storage.url(buyer.avatar_path) ?? '',
  displayName: displayNameOf(buyer),
  username: buyer.username,
  isPerformer: false,
});

/**
 * One sale in the caller's transaction: the buyer pays, the platform, studio and performer are credited by
 * the commission split (one balanced movement), and a purchased-item row and earning rows record it.
 */
export async function executeSale(tx: Queryable, input: SaleInput): Promise<SaleResult> {
  const quantity = input.quantity ?? 1;
  const total = input.unitPrice * quantity;
  if (!Number.isSafeInteger(total) || total <= 0) throw badRequest('The price must be a whole number of tokens above 0');
  if (total > MAX_TOKENS) throw badRequest(`A single payment cannot exceed ${MAX_TOKENS} tokens`);
  const buyer = await loadBuyer(tx, input.buyerId);
  await assertCanPay(tx, buyer, input.performerId, input.type === 'tip' ? 'tip' : 'buy');
  if (input.once) {
    const owned = await tx.query(
      `SELECT 1 FROM purchased_items WHERE source_id = $1 AND target = $2 AND target_id = $3 AND once AND status = 'success'`,
      [buyer.id, input.target, input.targetId],
    );
    if (owned.rows.length) throw badRequest('You have already bought this item');
  }

  const itemId = newId();
  const split = await splitSale(tx, input.performerId, input.type, total);
  const postings: Posting[] = [
    { account: { kind: 'user', id: buyer.id }, amount: -total, stat: 'spent' },
    { account: { kind: 'performer', id: input.performerId }, amount: split.performer, stat: 'earned' },
    { account: PLATFORM, amount: split.platform },
  ];
  if (split.studioId) postings.push({ account: { kind: 'studio', id: split.studioId }, amount: split.studio, stat: 'earned' });
  const movement = await postMovement(tx, { type: input.type, postings, reference: itemId });

  let row: PurchasedItemRow;
  try {
    ({
      rows: [row],
    } = await tx.query<PurchasedItemRow>(
      `INSERT INTO purchased_items (id, source_id, seller_id, target, target_id, type, name, description, original_price, total_price,
         quantity, once, conversation_id, movement_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`,
      [itemId, buyer.id, input.performerId, input.target, input.targetId, input.type, input.name, input.description ?? '',
        input.unitPrice, total, quantity, input.once ?? false, input.conversationId ?? null, movement.movementId],
    ));
  } catch (error) {
    // a concurrent purchase of the same digital item won the race
    if (isUniqueViolation(error, 'purchased_items_once_key')) throw badRequest('You have already bought this item');
    throw error;
  }

  const earning = (source: 'performer' | 'studio', sourceId: string, net: number) =>
    tx.query(
      `INSERT INTO earnings (id, source, source_id, user_id, performer_id, studio_id, purchased_item_id, movement_id, source_type, type,
         gross_price, net_price, commission, platform_commission)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [newId(), source, sourceId, buyer.id, input.performerId, split.studioId, itemId, movement.movementId, input.target, input.type,
        total, net, total - net, split.platform],
    );
  await earning('performer', input.performerId, split.performer);
  if (split.studioId && split.studio > 0) await earning('studio', split.studioId, split.studio);

  return { item: toPurchasedItem(row), split, movementId: movement.movementId, wallets: movement.wallets, buyer };
}

/** Wraps a sale as a money outcome: balance events for everyone paid, and `tipped` for tips. */
export function saleOutcome(result: SaleResult, storage: Storage, extra?: 'tipped' | 'paid-token'): MoneyOutcome<PurchasedItem> {
  const events: MoneyOutcome<PurchasedItem>['events'] = [];
  const performerId = result.item.sellerId;
  if (extra === 'tipped') {
    const payload: TippedEvent = {
      senderInfo: senderInfo(result.buyer, storage),
      token: result.item.totalPrice,
      netPrice: result.split.performer,
      conversationId: result.item.conversationId,
    };
    events.push({ source: 'performer', id: performerId, event: 'tipped', payload });
  }
  if (extra === 'paid-token') {
    events.push({
      source: 'performer',
      id: performerId,
      event: 'RECEIVED_PAID_TOKEN',
      payload: { conversationId: result.item.conversationId, token: result.item.totalPrice, netPrice: result.split.performer },
    });
  }
  return { data: result.item, wallets: result.wallets, events };
}

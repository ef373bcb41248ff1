import { MAX_TOKENS, type PurchasedItem, type PurchaseTarget, type PurchaseType, type TippedEvent } from '@platform/shared/contract';
import type { Storage } from '../../core/storage';
import { badRequest, notFound } from '../../core/errors';
import { blockedBecause } from '../performer-blocking/viewer-access';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';
import { splitSale, type Split } from './commission.service';
import { PLATFORM, postMovement, type Posting, type WalletBalance } from './ledger.repository';
import { toPurchasedItem } from './money.mappers';
import { isUniqueViolation, type AccountEvent, type MoneyOutcome } from './money-transaction';
import { findBuyer, insertEarning, insertPurchasedItem, ownsOnce, sellerState, type BuyerRow } from './sales.repository';
import { displayNameOf } from '../users/users.mapper';

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

/** The seller as seen by this buyer: 404 unknown, 400 suspended, 403 blocked the buyer, 400 same person. */
export async function assertCanPay(db: Queryable, buyer: BuyerRow, performerId: string, action: 'tip' | 'buy') {
  const performer = await sellerState(db, performerId, buyer.id);
  if (!performer) throw notFound('Performer not found');
  if (performer.status !== 'active') throw badRequest('This performer is suspended and cannot receive tokens');
  if (performer.blocked) throw blockedBecause('member');
  // One person with a member and a performer account (same e-mail) cannot pay themself.
  if (performer.email.toLowerCase() === buyer.email.toLowerCase()) {
    throw badRequest(action === 'tip' ? 'You cannot tip yourself' : 'You cannot buy your own content');
  }
}

export async function loadBuyer(db: Queryable, buyerId: string): Promise<BuyerRow> {
  const buyer = await findBuyer(db, buyerId);
  if (!buyer) throw notFound('Member not found');
  return buyer;
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
  if (input.once && (await ownsOnce(tx, buyer.id, input.target, input.targetId))) throw badRequest('You have already bought this item');

  const itemId = newId();
  const split = await splitSale(tx, input.performerId, input.type, total);
  const postings: Posting[] = [
    { account: { kind: 'user', id: buyer.id }, amount: -total, stat: 'spent' },
    { account: { kind: 'performer', id: input.performerId }, amount: split.performer, stat: 'earned' },
    { account: PLATFORM, amount: split.platform },
  ];
  if (split.studioId) postings.push({ account: { kind: 'studio', id: split.studioId }, amount: split.studio, stat: 'earned' });
  const movement = await postMovement(tx, { type: input.type, postings, reference: itemId });

  const row = await insertPurchasedItem(tx, {
    id: itemId,
    buyerId: buyer.id,
    sellerId: input.performerId,
    target: input.target,
    targetId: input.targetId,
    type: input.type,
    name: input.name,
    description: input.description ?? '',
    unitPrice: input.unitPrice,
    totalPrice: total,
    quantity,
    once: input.once ?? false,
    conversationId: input.conversationId ?? null,
    movementId: movement.movementId,
  }).catch((error: unknown) => {
    // a concurrent purchase of the same digital item won the race
    if (isUniqueViolation(error, 'purchased_items_once_key')) throw badRequest('You have already bought this item');
    throw error;
  });

  const earning = (source: 'performer' | 'studio', sourceId: string, net: number) =>
    insertEarning(tx, {
      source,
      sourceId,
      userId: buyer.id,
      performerId: input.performerId,
      studioId: split.studioId,
      purchasedItemId: itemId,
      movementId: movement.movementId,
      sourceType: input.target,
      type: input.type,
      grossPrice: total,
      netPrice: net,
      platformCommission: split.platform,
    });
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
    events.push({ source: 'performer', id: performerId, event: 'tipped', payload } satisfies AccountEvent<'tipped'>);
  }
  if (extra === 'paid-token') {
    events.push({
      source: 'performer',
      id: performerId,
      event: 'RECEIVED_PAID_TOKEN',
      payload: { conversationId: result.item.conversationId ?? '', token: result.item.totalPrice, netPrice: result.split.performer },
    } satisfies AccountEvent<'RECEIVED_PAID_TOKEN'>);
  }
  return { data: result.item, wallets: result.wallets, events };
}

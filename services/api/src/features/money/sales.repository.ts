import type { PurchaseTarget, PurchaseType } from '@platform/shared/contract';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';
import type { PurchasedItemRow } from './money.mappers';

export interface BuyerRow {
  id: string;
  username: string;
  display_name: string;
  email: string;
  avatar_path: string | null;
}

export async function findBuyer(db: Queryable, buyerId: string) {
  const { rows } = await db.query<BuyerRow>(`SELECT id, username, display_name, email, avatar_path FROM users WHERE id = $1`, [buyerId]);
  return rows[0] ?? null;
}

export interface SellerStateRow {
  id: string;
  email: string;
  status: string;
  /** The performer blocked this buyer. */
  blocked: boolean;
}

/** The performer as seen by one buyer (null when unknown). */
export async function sellerState(db: Queryable, performerId: string, buyerId: string) {
  const { rows } = await db.query<SellerStateRow>(
    `SELECT p.id, p.email, p.status,
            EXISTS (SELECT 1 FROM performer_blocks b WHERE b.performer_id = p.id AND b.user_id = $2) AS blocked
     FROM performers p WHERE p.id = $1`,
    [performerId, buyerId],
  );
  return rows[0] ?? null;
}

/** Whether the buyer already owns this piece of digital content. */
export async function ownsOnce(tx: Queryable, buyerId: string, target: PurchaseTarget, targetId: string) {
  const owned = await tx.query(
    `SELECT 1 FROM purchased_items WHERE source_id = $1 AND target = $2 AND target_id = $3 AND once AND status = 'success'`,
    [buyerId, target, targetId],
  );
  return owned.rows.length > 0;
}

export interface NewPurchasedItem {
  id: string;
  buyerId: string;
  sellerId: string;
  target: PurchaseTarget;
  targetId: string;
  type: PurchaseType;
  name: string;
  description: string;
  unitPrice: number;
  totalPrice: number;
  quantity: number;
  once: boolean;
  conversationId: string | null;
  movementId: string;
}

/** The purchase record; a second copy of owned-once content violates `purchased_items_once_key`. */
export async function insertPurchasedItem(tx: Queryable, item: NewPurchasedItem) {
  const { rows } = await tx.query<PurchasedItemRow>(
    `INSERT INTO purchased_items (id, source_id, seller_id, target, target_id, type, name, description, original_price, total_price,
       quantity, once, conversation_id, movement_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`,
    [
      item.id,
      item.buyerId,
      item.sellerId,
      item.target,
      item.targetId,
      item.type,
      item.name,
      item.description,
      item.unitPrice,
      item.totalPrice,
      item.quantity,
      item.once,
      item.conversationId,
      item.movementId,
    ],
  );
  return rows[0];
}

export interface NewEarning {
  source: 'performer' | 'studio';
  sourceId: string;
  userId: string;
  performerId: string;
  studioId: string | null;
  purchasedItemId: string;
  movementId: string;
  sourceType: PurchaseTarget;
  type: PurchaseType;
  grossPrice: number;
  netPrice: number;
  platformCommission: number;
}

/** One party's share of a sale; `commission` is what the sale left to others. */
export async function insertEarning(tx: Queryable, earning: NewEarning) {
  await tx.query(
    `INSERT INTO earnings (id, source, source_id, user_id, performer_id, studio_id, purchased_item_id, movement_id, source_type, type,
       gross_price, net_price, commission, platform_commission)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      newId(),
      earning.source,
      earning.sourceId,
      earning.userId,
      earning.performerId,
      earning.studioId,
      earning.purchasedItemId,
      earning.movementId,
      earning.sourceType,
      earning.type,
      earning.grossPrice,
      earning.netPrice,
      earning.grossPrice - earning.netPrice,
      earning.platformCommission,
    ],
  );
}

/** A performer's per-minute show prices (null when unknown). */
export async function showPrices(db: Queryable, performerId: string) {
  const { rows } = await db.query<{ private_call_price: number; group_call_price: number; spy_price: number; username: string }>(
    'SELECT private_call_price, group_call_price, spy_price, username FROM performers WHERE id = $1',
    [performerId],
  );
  return rows[0] ?? null;
}

import type { TipGoal, TipMenuItem, TipMenuItemInput, TipMenuRequest } from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';

// The tip menu's SQL: her items, her queue of requests, her goals (migration 851).

interface ItemRow {
  id: string;
  performer_id: string;
  name: string;
  price: number;
  active: boolean;
}

const toItem = (row: ItemRow): TipMenuItem => ({ _id: row.id, name: row.name, price: row.price, active: row.active });

/** Her items in her order; `activeOnly` for a room (what members may tip). */
export async function menuItems(db: Queryable, performerId: string, activeOnly: boolean): Promise<TipMenuItem[]> {
  const { rows } = await db.query<ItemRow>(
    `SELECT id, performer_id, name, price, active FROM tip_menu_items
     WHERE performer_id = $1 AND (active OR NOT $2::boolean) ORDER BY position, created_at, id`,
    [performerId, activeOnly],
  );
  return rows.map(toItem);
}

export async function menuItem(db: Queryable, itemId: string) {
  const { rows } = await db.query<ItemRow>('SELECT id, performer_id, name, price, active FROM tip_menu_items WHERE id = $1', [itemId]);
  return rows[0] ?? null;
}

/**
 * Her whole menu replaced by `items`, in their order, in the caller's transaction: items she left out are deleted,
 * those with an id are updated (false when one is not hers), the others added.
 */
export async function replaceMenu(tx: Queryable, performerId: string, items: TipMenuItemInput[]): Promise<boolean> {
  const kept = items.flatMap((item) => (item._id ? [item._id] : []));
  await tx.query('DELETE FROM tip_menu_items WHERE performer_id = $1 AND NOT (id = ANY($2::text[]))', [performerId, kept]);
  for (const [position, item] of items.entries()) {
    if (item._id) {
      const { rows } = await tx.query(
        `UPDATE tip_menu_items SET name = $3, price = $4, active = $5, position = $6, updated_at = now()
         WHERE id = $1 AND performer_id = $2 RETURNING id`,
        [item._id, performerId, item.name, item.price, item.active, position],
      );
      if (!rows[0]) return false;
    } else {
      await tx.query('INSERT INTO tip_menu_items (id, performer_id, name, price, active, position) VALUES ($1, $2, $3, $4, $5, $6)', [
        newId(),
        performerId,
        item.name,
        item.price,
        item.active,
        position,
      ]);
    }
  }
  return true;
}

interface RequestRow {
  id: string;
  item_name: string;
  price: number;
  member_name: string;
  created_at: Date;
}

/** A member's tip for an item joins her queue (once per tip: the purchased item is unique). */
export async function addRequest(
  db: Queryable,
  request: { performerId: string; itemId: string; itemName: string; price: number; memberId: string; purchasedItemId: string },
) {
  await db.query(
    `INSERT INTO tip_menu_requests (id, performer_id, item_id, item_name, price, member_id, purchased_item_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (purchased_item_id) DO NOTHING`,
    [newId(), request.performerId, request.itemId, request.itemName, request.price, request.memberId, request.purchasedItemId],
  );
}

/** Her queue: the requests she has not marked done, oldest first (the latest 100). */
export async function waitingRequests(db: Queryable, performerId: string): Promise<TipMenuRequest[]> {
  const { rows } = await db.query<RequestRow>(
    `SELECT * FROM (
       SELECT r.id, r.item_name, r.price, coalesce(nullif(u.display_name, ''), u.username) AS member_name, r.created_at
       FROM tip_menu_requests r JOIN users u ON u.id = r.member_id
       WHERE r.performer_id = $1 AND r.done_at IS NULL ORDER BY r.created_at DESC, r.id DESC LIMIT 100
     ) latest ORDER BY created_at, id`,
    [performerId],
  );
  return rows.map((row) => ({
    _id: row.id,
    itemName: row.item_name,
    price: row.price,
    memberName: row.member_name,
    createdAt: iso(row.created_at) ?? '',
  }));
}

/** Marks one of her requests done; false when she has no such request waiting. */
export async function markDone(db: Queryable, performerId: string, requestId: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE tip_menu_requests SET done_at = now() WHERE id = $1 AND performer_id = $2 AND done_at IS NULL RETURNING id',
    [requestId, performerId],
  );
  return rows.length > 0;
}

interface GoalRow {
  id: string;
  title: string;
  target: number;
  started_at: Date;
  reached_at: Date | null;
  progress: string | number;
}

const toGoal = (row: GoalRow): TipGoal => ({
  _id: row.id,
  title: row.title,
  target: row.target,
  progress: Number(row.progress),
  reached: row.reached_at !== null,
  startedAt: iso(row.started_at) ?? '',
});

/** Her current goal with its progress: the tips to her since it was set (the sales the ledger recorded). */
export async function currentGoal(db: Queryable, performerId: string): Promise<TipGoal | null> {
  const { rows } = await db.query<GoalRow>(
    `SELECT g.id, g.title, g.target, g.started_at, g.reached_at,
            (SELECT coalesce(sum(p.total_price), 0) FROM purchased_items p
             WHERE p.seller_id = g.performer_id AND p.type = 'tip' AND p.status = 'success' AND p.created_at >= g.started_at) AS progress
     FROM tip_goals g WHERE g.performer_id = $1 AND g.ended_at IS NULL`,
    [performerId],
  );
  return rows[0] ? toGoal(rows[0]) : null;
}

/** Ends her current goal (if any) and, with `goal`, starts a new one counting from `startedAt`; in the caller's transaction. */
export async function replaceGoal(tx: Queryable, performerId: string, goal: { title: string; target: number; startedAt: Date } | null) {
  await tx.query('UPDATE tip_goals SET ended_at = now() WHERE performer_id = $1 AND ended_at IS NULL', [performerId]);
  if (goal) {
    await tx.query('INSERT INTO tip_goals (id, performer_id, title, target, started_at) VALUES ($1, $2, $3, $4, $5)', [
      newId(),
      performerId,
      goal.title,
      goal.target,
      goal.startedAt,
    ]);
  }
}

/** Stamps the goal reached; true for the one caller that did (two processes counting tips at once announce it once). */
export async function markReached(db: Queryable, goalId: string): Promise<boolean> {
  const { rows } = await db.query('UPDATE tip_goals SET reached_at = now() WHERE id = $1 AND reached_at IS NULL AND ended_at IS NULL RETURNING id', [
    goalId,
  ]);
  return rows.length > 0;
}

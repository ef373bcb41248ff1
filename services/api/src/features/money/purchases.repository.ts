import { paged } from '../../core/http';
import type { Queryable } from '../../db/db.types';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import { toPurchasedItem, type PurchasedItemRow } from './money.mappers';

const PURCHASE_LIST: ListSpec = { from: 'purchased_items', sortable: { createdAt: 'created_at' }, defaultSortBy: 'createdAt' };
export const PURCHASE_SORT_BY = Object.keys(PURCHASE_LIST.sortable);

export interface PurchaseFilter {
  type?: string;
  target?: string;
  performerId?: string;
}

/** A member's purchased-item records (tips, paid tokens, content, show minutes), newest first unless asked otherwise. */
export async function listMemberPurchases(db: Queryable, userId: string, filter: PurchaseFilter, query: ListParams) {
  const where = new SqlWhere();
  where.and(`source_id = ${where.param(userId)}`);
  if (filter.type !== undefined) where.and(`type = ${where.param(filter.type)}`);
  if (filter.target !== undefined) where.and(`target = ${where.param(filter.target)}`);
  if (filter.performerId !== undefined) where.and(`seller_id = ${where.param(filter.performerId)}`);
  const { rows, total } = await listPage<PurchasedItemRow>(db, PURCHASE_LIST, where, query);
  return paged(rows.map(toPurchasedItem), total);
}

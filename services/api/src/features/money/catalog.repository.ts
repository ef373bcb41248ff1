import type { BoughtGallery, BoughtPhoto, BoughtProduct, BoughtVideo } from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Queryable } from '../../db/db.types';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';

export type SaleKind = 'video' | 'gallery' | 'photo' | 'product';

export interface SaleItem {
  id: string;
  performerId: string;
  kind: SaleKind;
  title: string;
  description: string;
  price: number;
  isSale: boolean;
  status: string;
  productType: 'physical' | 'digital' | null;
  stock: number | null;
  createdAt: string;
}

interface AssetRow {
  id: string;
  performer_id: string;
  kind: SaleKind;
  title: string;
  description: string;
  token: number;
  is_sale: boolean;
  status: string;
  product_type: 'physical' | 'digital' | null;
  stock: number | null;
  created_at: Date | string;
}

const toSaleItem = (r: AssetRow): SaleItem => ({
  id: r.id,
  performerId: r.performer_id,
  kind: r.kind,
  title: r.title,
  description: r.description,
  price: r.token,
  isSale: r.is_sale,
  status: r.status,
  productType: r.product_type,
  stock: r.stock,
  createdAt: iso(r.created_at) ?? '',
});

/**
 * The one place purchases read sellable content from: the `sale_items` view over the videos, galleries, photos
 * and products tables (migration 600_content.sql), where a deleted asset reads as inactive.
 */
export async function findSaleItem(db: Queryable, kind: SaleKind, id: string): Promise<SaleItem | null> {
  const { rows } = await db.query<AssetRow>('SELECT * FROM sale_items WHERE id = $1 AND kind = $2', [id, kind]);
  return rows[0] ? toSaleItem(rows[0]) : null;
}

/** Takes `quantity` from a physical product's stock; false when not enough is left (nothing changes then). */
export async function takeStock(tx: Queryable, id: string, quantity: number): Promise<boolean> {
  const { rowCount } = await tx.query('UPDATE products SET stock = stock - $2, updated_at = now() WHERE id = $1 AND stock >= $2', [id, quantity]);
  return rowCount > 0;
}

/** Gives stock back (refunded physical order). */
export async function returnStock(tx: Queryable, id: string, quantity: number) {
  await tx.query('UPDATE products SET stock = stock + $2, updated_at = now() WHERE id = $1 AND stock IS NOT NULL', [id, quantity]);
}

const BOUGHT_SORTABLE = { boughtAt: 'p.bought_at' };
export const BOUGHT_SORT_BY = Object.keys(BOUGHT_SORTABLE);

/** Items of one kind the member owns, newest purchase first (the "purchased videos / galleries / products" lists). */
export async function boughtItems(db: Queryable, userId: string, kind: SaleKind, query: ListParams) {
  const where = new SqlWhere();
  const spec: ListSpec = {
    from: `sale_items a
     JOIN (SELECT target_id, max(created_at) AS bought_at FROM purchased_items
           WHERE source_id = ${where.param(userId)} AND target = ${where.param(kind)} AND status = 'success' GROUP BY target_id) p ON p.target_id = a.id
           AND a.kind = ${where.param(kind)}`,
    select: 'a.*',
    sortable: BOUGHT_SORTABLE,
    defaultSortBy: 'boughtAt',
    // items bought at the same moment read by id ascending, whatever the direction
    tieBreaker: 'a.id',
    tieBreakerDirection: 'ASC',
  };
  const { rows, total } = await listPage<AssetRow>(db, spec, where, query);
  return { items: rows.map(toSaleItem), total };
}

/** Of `ids`, those the member has bought (content features set `isBought` with this). */
export async function boughtTargetIds(db: Queryable, userId: string, target: SaleKind, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const { rows } = await db.query<{ target_id: string }>(
    `SELECT DISTINCT target_id FROM purchased_items WHERE source_id = $1 AND target = $2 AND status = 'success' AND target_id = ANY($3::text[])`,
    [userId, target, ids],
  );
  return new Set(rows.map((r) => r.target_id));
}

/** The part every bought item shares; bought content always reads `isBought: true`. */
const boughtBase = (item: SaleItem) => ({
  _id: item.id,
  performerId: item.performerId,
  description: item.description,
  status: item.status,
  token: item.price,
  isBought: true as const,
  createdAt: item.createdAt,
});

// Each kind in the shape its catalogue shows it in (a gallery or product has a `name`, a video or photo a `title`).
export const toBoughtVideo = (item: SaleItem): BoughtVideo => ({ ...boughtBase(item), title: item.title, isSaleVideo: item.isSale });
export const toBoughtGallery = (item: SaleItem): BoughtGallery => ({ ...boughtBase(item), name: item.title, isSale: item.isSale });
export const toBoughtPhoto = (item: SaleItem): BoughtPhoto => ({ ...boughtBase(item), title: item.title });
export const toBoughtProduct = (item: SaleItem): BoughtProduct => ({
  ...boughtBase(item),
  name: item.title,
  type: item.productType,
  stock: item.stock,
  publish: item.status === 'active',
});

import type { Queryable } from '../../db/db.types';
import { listPage, type ListSpec } from '../../db/list-query';
import { OWNER_SELECT, ownerJoin, type ProductRow } from './asset-rows';
import { assetWhere, type AssetSearch } from './assets.repository';

export const PRODUCT_SORT_BY = ['createdAt', 'updatedAt', 'token', 'name'] as const;

const PRODUCT_LIST: ListSpec = {
  from: `products a ${ownerJoin('a')}`,
  select: `a.*, ${OWNER_SELECT}`,
  sortable: {
    createdAt: 'a.created_at',
    updatedAt: 'a.updated_at',
    token: 'a.token',
    name: 'lower(a.name)',
  } satisfies Record<(typeof PRODUCT_SORT_BY)[number], string>,
  defaultSortBy: 'createdAt',
  tieBreaker: 'a.id',
  searchIn: ['a.name', 'a.description'],
};

export const listProducts = (db: Queryable, search: AssetSearch) =>
  listPage<ProductRow>(db, PRODUCT_LIST, assetWhere(search, { type: 'a.type' }), search);

export async function findProduct(db: Queryable, id: string): Promise<ProductRow | null> {
  const { rows } = await db.query<ProductRow>(`SELECT a.*, ${OWNER_SELECT} FROM products a ${ownerJoin('a')} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

export interface NewProduct {
  id: string;
  performerId: string;
  name: string;
  description: string;
  type: 'physical' | 'digital';
  status: string;
  token: number;
  stock: number | null;
  imagePath: string | null;
  digitalFileId: string | null;
}

export async function insertProduct(db: Queryable, product: NewProduct): Promise<void> {
  await db.query(
    `INSERT INTO products (id, performer_id, name, description, type, status, token, stock, image_path, digital_file_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      product.id,
      product.performerId,
      product.name,
      product.description,
      product.type,
      product.status,
      product.token,
      product.stock,
      product.imagePath,
      product.digitalFileId,
    ],
  );
}

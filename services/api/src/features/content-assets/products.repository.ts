import type { Queryable } from '../../db/db.types';
import { listPage } from '../../db/list-query';
import type { ProductRow } from './asset-rows';
import { assetColumns, assetSource, columnsOf, assetWhere, insertAsset, withOwner, type AssetSearch, type NewAsset } from './assets.repository';

export const PRODUCT_SORT_BY = ['createdAt', 'updatedAt', 'token', 'name'] as const;

const products = assetSource<ProductRow>({ from: withOwner('products'), sortBy: PRODUCT_SORT_BY, searchIn: ['a.name', 'a.description'] });

export const listProducts = (db: Queryable, search: AssetSearch) =>
  listPage<ProductRow>(db, products.list, assetWhere(search, { type: 'a.type' }), search);

export const findProduct = products.find;

export interface NewProduct extends NewAsset {
  name: string;
  type: 'physical' | 'digital';
  stock: number | null;
  imagePath: string | null;
  digitalFileId: string | null;
}

export const insertProduct = (db: Queryable, product: NewProduct) =>
  insertAsset(db, 'products', { ...assetColumns(product), ...columnsOf(product, ['name', 'type', 'stock', 'imagePath', 'digitalFileId']) });

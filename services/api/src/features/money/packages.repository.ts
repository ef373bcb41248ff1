import { paged } from '../../core/http';
import type { Queryable } from '../../db/db.types';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';
import { toTokenPackage, type TokenPackageRow } from './money.mappers';

const PACKAGE_LIST: ListSpec = {
  from: 'token_packages',
  sortable: { ordering: 'ordering', price: 'price', tokens: 'tokens', createdAt: 'created_at', name: 'name' },
  // the shop shows packages in their set order; equal values always read by id ascending
  defaultSortBy: 'ordering',
  defaultSort: 'ASC',
  tieBreakerDirection: 'ASC',
  searchIn: ['name', 'description'],
};
export const PACKAGE_SORT_BY = Object.keys(PACKAGE_LIST.sortable);

/** Active token packages, searched by name and description. */
export async function listActivePackages(db: Queryable, query: ListParams) {
  const { rows, total } = await listPage<TokenPackageRow>(db, PACKAGE_LIST, new SqlWhere().and('is_active'), query);
  return paged(rows.map(toTokenPackage), total);
}

export async function findActivePackage(db: Queryable, id: string) {
  const { rows } = await db.query<TokenPackageRow>('SELECT * FROM token_packages WHERE id = $1 AND is_active', [id]);
  return rows[0] ? toTokenPackage(rows[0]) : null;
}

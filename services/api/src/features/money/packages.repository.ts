import type { AdminTokenPackageInput, TokenPackage } from '@platform/shared/contract';
import { paged } from '../../core/http';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';
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

// ---- the back office (/admin/content/packages) ----

/** Every package, on sale or not, in the shop's order. */
export async function listAllPackages(db: Queryable): Promise<TokenPackage[]> {
  const { rows } = await db.query<TokenPackageRow>('SELECT * FROM token_packages ORDER BY ordering, id');
  return rows.map(toTokenPackage);
}

export async function findPackage(db: Queryable, id: string): Promise<TokenPackage | null> {
  const { rows } = await db.query<TokenPackageRow>('SELECT * FROM token_packages WHERE id = $1', [id]);
  return rows[0] ? toTokenPackage(rows[0]) : null;
}

export async function insertPackage(db: Queryable, input: AdminTokenPackageInput): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO token_packages (id, name, description, price, tokens, ordering, is_active) VALUES ($1, $2, $3, round($4::numeric, 2), $5, $6, $7)`,
    [id, input.name.trim(), input.description, input.price, input.tokens, input.ordering, input.isActive],
  );
  return id;
}

export async function updatePackage(db: Queryable, id: string, input: AdminTokenPackageInput): Promise<void> {
  await db.query(
    `UPDATE token_packages SET name = $2, description = $3, price = round($4::numeric, 2), tokens = $5, ordering = $6, is_active = $7, updated_at = now()
     WHERE id = $1`,
    [id, input.name.trim(), input.description, input.price, input.tokens, input.ordering, input.isActive],
  );
}

/** Whether a member ever started buying it (payment_intents point at the package; receipts keep their own copy). */
export async function packageWasBought(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM payment_intents WHERE package_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

export async function deletePackage(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM token_packages WHERE id = $1', [id]);
}

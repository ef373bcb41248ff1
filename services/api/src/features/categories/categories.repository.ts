import type { PerformerCategory } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { isObjectId } from '../../db/ids';
import type { CategoryLookup } from '../performers/performers.mapper';

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  ordering: number;
  description: string;
  status: 'active' | 'inactive';
  created_at: Date;
}

export type CategoryView = PerformerCategory & { status: 'active' | 'inactive'; createdAt: string };

const toCategory = (row: CategoryRow): CategoryView => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  ordering: row.ordering,
  description: row.description,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listCategories(db: Queryable, options: { q?: string; limit: number; offset: number; sortBy?: string; sort: 'ASC' | 'DESC' }) {
  const sortColumn = { name: 'name', createdAt: 'created_at', ordering: 'ordering' }[options.sortBy ?? ''] ?? 'ordering';
  const where = `status = 'active' AND ($1::text IS NULL OR name ILIKE '%' || $1 || '%')`;
  const sortDir = options.sortBy ? options.sort : 'ASC'; // categories read in their display order unless asked otherwise
  const [{ rows }, count] = await Promise.all([
    db.query<CategoryRow>(
      `SELECT * FROM performer_categories WHERE ${where} ORDER BY ${sortColumn} ${sortDir}, name ASC LIMIT $2 OFFSET $3`,
      [options.q || null, options.limit, options.offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM performer_categories WHERE ${where}`, [options.q || null]),
  ]);
  return { data: rows.map(toCategory), total: count.rows[0].total };
}

/** By id or slug. */
export async function findCategory(db: Queryable, idOrSlug: string) {
  const { rows } = await db.query<CategoryRow>(
    `SELECT * FROM performer_categories WHERE ${isObjectId(idOrSlug) ? 'id' : 'slug'} = $1 AND status = 'active'`,
    [idOrSlug],
  );
  return rows[0] ? toCategory(rows[0]) : null;
}

export async function categoryLookup(db: Queryable): Promise<CategoryLookup> {
  const { rows } = await db.query<CategoryRow>('SELECT * FROM performer_categories');
  return new Map(rows.map((row) => [row.id, toCategory(row)]));
}

/** Ids among `ids` that name no category (for validating performer updates). */
export async function unknownCategoryIds(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>('SELECT id FROM performer_categories WHERE id = ANY($1::text[])', [ids]);
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

import type { PerformerCategory, Translations } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { isObjectId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  ordering: number;
  description: string;
  status: 'active' | 'inactive';
  created_at: Date;
  translations: Translations;
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
  translations: row.translations ?? {},
});

/** `sortBy` values of the category list; without one, categories read in their display order. */
export const CATEGORY_SORT_BY = ['ordering', 'name', 'createdAt'] as const;

const CATEGORY_LIST: ListSpec = {
  from: 'performer_categories',
  sortable: { ordering: 'ordering', name: 'name', createdAt: 'created_at' } satisfies Record<(typeof CATEGORY_SORT_BY)[number], string>,
  defaultSortBy: 'ordering',
  defaultSort: 'ASC',
  tieBreaker: 'name',
  tieBreakerDirection: 'ASC',
  searchIn: ['name'],
};

export async function listCategories(db: Queryable, params: ListParams) {
  const { rows, total } = await listPage<CategoryRow>(db, CATEGORY_LIST, new SqlWhere().and(`status = 'active'`), params);
  return { data: rows.map(toCategory), total };
}

/** By id or slug. */
export async function findCategory(db: Queryable, idOrSlug: string) {
  const { rows } = await db.query<CategoryRow>(
    `SELECT * FROM performer_categories WHERE ${isObjectId(idOrSlug) ? 'id' : 'slug'} = $1 AND status = 'active'`,
    [idOrSlug],
  );
  return rows[0] ? toCategory(rows[0]) : null;
}

/** Every category by id, for showing performers' categories. */
export type CategoryLookup = Map<string, PerformerCategory>;

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

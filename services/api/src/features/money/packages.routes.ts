import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '@platform/shared/contract';
import { likePattern, listQuerySchema, ok, paged, sortDirection } from '../../core/http';
import { toTokenPackage, type TokenPackageRow } from './money.mappers';

const SORTABLE: Record<string, string> = { ordering: 'ordering', price: 'price', tokens: 'tokens', createdAt: 'created_at', name: 'name' };

export async function packageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.get<{ Querystring: ListQuery }>(
    '/package/token/search',
    {
      schema: {
        tags: ['money'],
        summary: 'Active token packages (default order: ordering ascending)',
        querystring: { type: 'object', properties: listQuerySchema(50, 200) },
      },
    },
    async (req) => {
      const { q, limit = 50, offset = 0, sortBy, sort } = req.query;
      const column = SORTABLE[sortBy ?? ''] ?? 'ordering';
      const direction = sortBy ? sortDirection(sort) : 'ASC';
      const where = `is_active AND ($1::text IS NULL OR name ILIKE $1 OR description ILIKE $1)`;
      const params = [q ? likePattern(q) : null];
      const { rows } = await ctx.db.query<TokenPackageRow & { total: number }>(
        `SELECT *, count(*) OVER ()::int AS total FROM token_packages WHERE ${where} ORDER BY ${column} ${direction}, id LIMIT $2 OFFSET $3`,
        [...params, limit, offset],
      );
      const total = rows[0]?.total ?? (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM token_packages WHERE ${where}`, params)).rows[0].n;
      return ok(paged(rows.map(toTokenPackage), total));
    },
  );
}

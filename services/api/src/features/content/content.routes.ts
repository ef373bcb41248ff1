import type { FastifyInstance } from 'fastify';
import type { Banner, MenuItem } from '@platform/shared/contract';
import { iso, listQuerySchema, ok, paged, sortDirection } from '../../core/http';

interface MenuRow {
  id: string;
  title: string;
  path: string;
  section: MenuItem['section'];
  internal: boolean;
  is_new_tab: boolean;
  ordering: number;
  parent_id: string | null;
}

interface BannerRow {
  id: string;
  title: string;
  description: string;
  href: string;
  position: Banner['position'];
  status: Banner['status'];
  ordering: number;
  file_path: string | null;
  created_at: Date;
}

export async function contentRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get<{ Querystring: { section?: 'header' | 'footer'; limit: number; offset: number } }>(
    '/menus',
    {
      schema: {
        tags: ['content'],
        summary: 'Site menus, paged {data, total} in display order',
        querystring: {
          type: 'object',
          properties: { section: { type: 'string', enum: ['header', 'footer'] }, ...listQuerySchema(100) },
        },
      },
    },
    async (req) => {
      const { section, limit, offset } = req.query;
      const params = [section ?? null];
      const where = '($1::text IS NULL OR section = $1)';
      const [{ rows }, count] = await Promise.all([
        ctx.db.query<MenuRow>(`SELECT * FROM menus WHERE ${where} ORDER BY (section = 'footer'), ordering, title LIMIT $2 OFFSET $3`, [...params, limit, offset]),
        ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM menus WHERE ${where}`, params),
      ]);
      const data: MenuItem[] = rows.map((r) => ({
        _id: r.id,
        title: r.title,
        path: r.path,
        section: r.section,
        internal: r.internal,
        isNewTab: r.is_new_tab,
        ordering: r.ordering,
        parentId: r.parent_id,
      }));
      return ok(paged(data, count.rows[0].total));
    },
  );

  app.get<{ Querystring: { position?: Banner['position']; limit: number; offset: number; sort?: string } }>(
    '/banners/search',
    {
      schema: {
        tags: ['content'],
        summary: 'Active banners, paged {data, total}',
        querystring: {
          type: 'object',
          properties: { position: { type: 'string', enum: ['top', 'bottom', 'right'] }, ...listQuerySchema(10, 100) },
        },
      },
    },
    async (req) => {
      const { position, limit, offset } = req.query;
      const where = `b.status = 'active' AND ($1::text IS NULL OR b.position = $1)`;
      const direction = req.query.sort ? sortDirection(req.query.sort) : 'ASC';
      const [{ rows }, count] = await Promise.all([
        ctx.db.query<BannerRow>(
          `SELECT b.*, f.path AS file_path FROM banners b LEFT JOIN files f ON f.id = b.file_id
           WHERE ${where} ORDER BY b.ordering ${direction}, b.created_at DESC LIMIT $2 OFFSET $3`,
          [position ?? null, limit, offset],
        ),
        ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM banners b WHERE ${where}`, [position ?? null]),
      ]);
      const data: Banner[] = rows.map((r) => {
        const url = ctx.storage.url(r.file_path) ?? '';
        return {
          _id: r.id,
          title: r.title,
          description: r.description,
          href: r.href,
          position: r.position,
          status: r.status,
          photo: { url, thumbnails: url ? [url] : [] },
          createdAt: iso(r.created_at) ?? '',
        };
      });
      return ok(paged(data, count.rows[0].total));
    },
  );
}

import type { Translations } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { isObjectId, newId } from '../../db/ids';
import { listPage, SqlWhere, type ListParams, type ListSpec } from '../../db/list-query';

export interface PostRow {
  id: string;
  title: string;
  slug: string;
  type: 'post' | 'page';
  short_description: string;
  content: string;
  image_path: string | null;
  status: 'published' | 'draft';
  translations: Translations;
  created_at: Date | string;
  updated_at: Date | string;
}

export const POST_SORT_BY = ['createdAt', 'updatedAt', 'title'] as const;

const POST_LIST: ListSpec = {
  from: 'posts',
  sortable: { createdAt: 'created_at', updatedAt: 'updated_at', title: 'lower(title)' } satisfies Record<(typeof POST_SORT_BY)[number], string>,
  defaultSortBy: 'createdAt',
  searchIn: ['title', 'short_description', 'content'],
};

/** Published posts (and pages), newest first. */
export function listPublishedPosts(db: Queryable, params: ListParams & { type?: 'post' | 'page' }) {
  const where = new SqlWhere().and(`status = 'published'`);
  if (params.type) where.and(`type = ${where.param(params.type)}`);
  return listPage<PostRow>(db, POST_LIST, where, params);
}

/** A published post by id or slug. */
export async function findPublishedPost(db: Queryable, idOrSlug: string): Promise<PostRow | null> {
  const { rows } = await db.query<PostRow>(
    `SELECT * FROM posts WHERE status = 'published' AND (${isObjectId(idOrSlug) ? 'id = $1 OR ' : ''}slug = lower($1)) LIMIT 1`,
    [idOrSlug],
  );
  return rows[0] ?? null;
}

/** A post as the demo seed writes it, with its Russian texts; one whose slug exists is left as it is. */
export interface NewPost {
  title: string;
  slug: string;
  type: 'post' | 'page';
  shortDescription: string;
  content: string;
  ru: { title: string; shortDescription: string; content: string };
  createdAt?: Date;
}

export async function insertPost(db: Queryable, post: NewPost) {
  await db.query(
    `INSERT INTO posts (id, title, slug, type, short_description, content, translations, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $8)
     ON CONFLICT (slug) DO NOTHING`,
    [
      newId(post.createdAt),
      post.title,
      post.slug,
      post.type,
      post.shortDescription,
      post.content,
      JSON.stringify({ ru: post.ru }),
      post.createdAt ?? new Date(),
    ],
  );
}

export async function insertContactMessage(
  db: Queryable,
  message: { name: string; email: string; subject: string; message: string; ip: string | null },
) {
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `INSERT INTO contact_messages (id, name, email, subject, message, ip) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
    [newId(), message.name, message.email, message.subject, message.message, message.ip],
  );
  return rows[0];
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ContactReceipt, ContactRequest, Post, StringEnum } from '@platform/shared/contract';
import { iso, listQuery, ok, okResponse } from '../../core/http';
import type { CachePolicy } from '../../core/read-cache';
import { settingValue, siteName } from '../settings/settings.repository';
import { toPost } from './content.mapper';
import { publicReadKit } from '../../core/public-reads';
import { findPublishedPost, insertContactMessage, listPublishedPosts, POST_SORT_BY, type PostRow } from './posts.repository';

const PostQuery = listQuery({ defaultLimit: 10, maxLimit: 100, sortBy: POST_SORT_BY }, { type: Type.Optional(StringEnum(['post', 'page'])) });

/** Where contact messages are mailed when the settings name no address. */
export const DEFAULT_CONTACT_ADDRESS = 'contact@velvet.local';

export const POSTS_CACHE: CachePolicy = { tag: 'posts', maxAge: 60, staleWhileRevalidate: 300, revalidate: true };

export const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['content'];

  const posts = publicReadKit(app, tags, POSTS_CACHE);
  const present = (row: PostRow) => toPost(row, ctx.storage);

  app.get('/posts/search', posts.pageOptions('Published posts and pages, newest first', PostQuery, Post), async (req, reply) =>
    posts.page(req, reply, () => listPublishedPosts(ctx.db, req.query), present),
  );

  app.get('/posts/:id', posts.oneOptions('One published post by id or slug', 200, Post), async (req, reply) =>
    posts.one(req, reply, () => findPublishedPost(ctx.db, req.params.id), present, 'Post not found'),
  );

  app.post(
    '/contact',
    {
      schema: {
        tags,
        summary: 'Send a message to the site team (stored, and mailed to the contact address)',
        body: ContactRequest,
        response: okResponse(ContactReceipt),
      },
    },
    async (req) => {
      const body = req.body;
      const saved = await insertContactMessage(ctx.db, {
        name: body.name.trim(),
        email: body.email.trim(),
        subject: body.subject?.trim() ?? '',
        message: body.message,
        ip: req.ip ?? null,
      });
      const [site, to] = await Promise.all([siteName(ctx.db), settingValue(ctx.db, 'contactEmail', DEFAULT_CONTACT_ADDRESS)]);
      await ctx.mailer.send({
        to: to || DEFAULT_CONTACT_ADDRESS,
        subject: `[${site} contact] ${body.subject?.trim() || `Message from ${body.name.trim()}`}`,
        text: `From: ${body.name.trim()} <${body.email.trim()}>\n\n${body.message}`,
        template: 'contact',
      });
      return ok({ _id: saved.id, createdAt: iso(saved.created_at) ?? '' });
    },
  );
};

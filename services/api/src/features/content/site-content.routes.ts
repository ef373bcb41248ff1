import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AdminBanner,
  AdminBannerInput,
  AdminCategory,
  AdminCategoryInput,
  AdminMenuInput,
  AdminMenuItem,
  AdminPost,
  AdminPostInput,
  ObjectId,
  SiteContentSettings,
} from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { badRequest, fieldError, HttpError, notFound, validationError } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { coverWebps } from '../../core/images';
import { readMultipart } from '../../core/multipart';
import { UPLOADABLE_IMAGE_TYPES } from '../../core/storage';
import { recordAdminAction } from '../audit-log/audit-log';
import { toAdminBanner, toAdminMenuItem, toAdminPost } from './content.mapper';
import type { BannerRow } from './content.repository';
import { siteContentKit, tableKind } from './site-content.crud';
import {
  bannerRows,
  categoryRows,
  menuRows,
  postRows,
  postSlugTaken,
  readSiteContentSettings,
  setBannerFile,
  categorySlugTaken,
  toAdminCategory,
  writeSiteContentSettings,
} from './site-content.repository';

const tags = ['admin'];
const BannerParams = Type.Object({ id: ObjectId });

/** What an operator typed, as the audit log keeps it (before → after). */
const bannerFields = (banner: AdminBanner) => {
  const { _id, photo, createdAt, ...fields } = banner;
  return { ...fields, picture: photo.url };
};

/**
 * The back office's Site content: the settings visitors see (maintenance, the 18+ popup, the footer), the
 * banners, the header and footer menus, the performer categories and the posts. Every change is written to the audit log in its transaction and drops the public read cache of what it
 * changed, so the next visitor's request reads it from the database.
 */
export const siteContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const preHandler = guard('admin');
  const adminBanner = (row: BannerRow) => toAdminBanner(row, ctx.storage);

  app.get(
    '/admin/content/settings',
    {
      preHandler,
      schema: { tags, summary: 'Admin: maintenance mode, the 18+ popup and the footer texts', response: okResponse(SiteContentSettings) },
    },
    async () => ok(await readSiteContentSettings(ctx.db)),
  );

  app.put(
    '/admin/content/settings',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Admin: save the site settings (public at once: the settings cache is dropped)',
        body: SiteContentSettings,
        response: okResponse(SiteContentSettings),
      },
    },
    async (req) => {
      const saved = await ctx.db.transaction(async (tx) => {
        const before = await readSiteContentSettings(tx);
        const changed = (Object.keys(req.body) as Array<keyof SiteContentSettings>).filter((key) => req.body[key] !== before[key]);
        if (changed.length === 0) return before;
        const pick = (values: SiteContentSettings) => Object.fromEntries(changed.map((key) => [key, values[key]]));
        await writeSiteContentSettings(tx, pick(req.body));
        await recordAdminAction(tx, req.auth!, {
          action: 'content.settings',
          target: { type: 'settings', id: 'site' },
          before: pick(before),
          after: pick(req.body),
        });
        return readSiteContentSettings(tx);
      });
      await ctx.readCache.invalidate('settings');
      return ok(saved);
    },
  );

  const banners = siteContentKit(app, {
    ...tableKind(bannerRows, adminBanner),
    kind: 'banner',
    noun: 'banner (its picture is uploaded apart)',
    missing: () => notFound('Banner not found'),
    view: AdminBanner,
    input: AdminBannerInput,
    tags: ['banners'],
    audit: bannerFields,
  });
  app.get('/admin/content/banners', banners.listing, banners.list);
  app.post('/admin/content/banners', banners.creation, banners.create);
  app.put('/admin/content/banners/:id', banners.alteration, banners.update);
  app.delete('/admin/content/banners/:id', banners.deletion, banners.remove);

  const menus = siteContentKit(app, {
    ...tableKind(menuRows, toAdminMenuItem),
    kind: 'menu',
    noun: 'menu item of the header or footer',
    missing: () => notFound('Menu item not found'),
    view: AdminMenuItem,
    input: AdminMenuInput,
    tags: ['menus'],
  });
  app.get('/admin/content/menus', menus.listing, menus.list);
  app.post('/admin/content/menus', menus.creation, menus.create);
  app.put('/admin/content/menus/:id', menus.alteration, menus.update);
  app.delete('/admin/content/menus/:id', menus.deletion, menus.remove);

  const categories = siteContentKit(app, {
    ...tableKind(categoryRows, toAdminCategory),
    kind: 'category',
    noun: 'performer category (deleting one takes it off every performer)',
    missing: () => notFound('Category not found'),
    view: AdminCategory,
    input: AdminCategoryInput,
    // A performer's card and profile name her categories.
    tags: ['categories', 'performers'],
    check: async (db, input, id) => {
      if (await categorySlugTaken(db, input.slug, id)) throw fieldError('slug', 'unique', 'Another category has this slug');
    },
  });
  app.get('/admin/content/categories', categories.listing, categories.list);
  app.post('/admin/content/categories', categories.creation, categories.create);
  app.put('/admin/content/categories/:id', categories.alteration, categories.update);
  app.delete('/admin/content/categories/:id', categories.deletion, categories.remove);

  const posts = siteContentKit(app, {
    ...tableKind(postRows, (row) => toAdminPost(row, ctx.storage)),
    kind: 'post',
    noun: 'post or page (drafts stay off the site)',
    missing: () => notFound('Post not found'),
    view: AdminPost,
    input: AdminPostInput,
    tags: ['posts'],
    check: async (db, input, id) => {
      if (await postSlugTaken(db, input.slug, id)) throw fieldError('slug', 'unique', 'Another post has this slug');
    },
    audit: ({ _id, content, contentRu, createdAt, updatedAt, ...fields }) => ({
      ...fields,
      contentLength: content.length,
      contentRuLength: contentRu.length,
    }),
  });
  app.get('/admin/content/posts', posts.listing, posts.list);
  app.post('/admin/content/posts', posts.creation, posts.create);
  app.put('/admin/content/posts/:id', posts.alteration, posts.update);
  app.delete('/admin/content/posts/:id', posts.deletion, posts.remove);

  app.post(
    '/admin/content/banners/:id/image',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Admin: upload the banner picture (multipart field `image`: PNG, JPEG, GIF or WebP, kept as WebP)',
        consumes: ['multipart/form-data'],
        params: BannerParams,
        response: okResponse(AdminBanner),
      },
    },
    async (req) => {
      if (!(await bannerRows.find(ctx.db, req.params.id))) throw notFound('Banner not found');
      const { files, missing } = await readMultipart(req, {
        image: { required: true, maxBytes: ctx.config.imageMaxBytes, types: UPLOADABLE_IMAGE_TYPES, typesText: 'an image (PNG, JPEG, GIF or WebP)' },
      });
      if (missing.length) throw validationError(missing);
      let picture: Buffer;
      try {
        picture = (await coverWebps(files.image.buffer, 'image')).full;
      } catch (error) {
        if (error instanceof HttpError) throw error; // over the pixel limit: its own 400
        throw badRequest('The banner picture could not be read as an image.');
      }
      const banner = await ctx.db.transaction(async (tx) => {
        const current = await bannerRows.find(tx, req.params.id);
        if (!current) throw notFound('Banner not found');
        const file = await ctx.storage.save(tx, {
          buffer: picture,
          mimeType: 'image/webp',
          originalName: files.image.filename,
          kind: 'banners',
          owner: { source: 'system', id: null },
        });
        await setBannerFile(tx, current.id, file.id);
        const updated = toAdminBanner((await bannerRows.find(tx, current.id))!, ctx.storage);
        await recordAdminAction(tx, req.auth!, {
          action: 'content.banner.image',
          target: { type: 'banner', id: current.id },
          before: { picture: toAdminBanner(current, ctx.storage).photo.url },
          after: { picture: updated.photo.url },
        });
        return updated;
      });
      await ctx.readCache.invalidate('banners');
      return ok(banner);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AdminBanner,
  AdminBannerInput,
  AdminCategory,
  AdminCategoryInput,
  AdminMenuInput,
  AdminPostInput,
  MenuItem,
  Post,
  ObjectId,
  SiteContentSettings,
} from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { badRequest, fieldError, HttpError, notFound, validationError } from '../../core/errors';
import { iso, ok, okResponse } from '../../core/http';
import { coverWebps } from '../../core/images';
import { readMultipart } from '../../core/multipart';
import type { Storage } from '../../core/storage';
import { UPLOADABLE_IMAGE_TYPES } from '../../core/storage';
import { recordAdminAction } from '../audit-log/audit-log';
import { toMenuItem } from './content.mapper';
import type { BannerRow } from './content.repository';
import { toPost } from './posts.routes';
import { registerContentKind } from './site-content.crud';
import {
  deleteBanner,
  deleteCategory,
  deleteMenu,
  deletePost,
  findPost,
  insertAdminPost,
  listAllPosts,
  postSlugTaken,
  updateAdminPost,
  findAdminCategory,
  findBanner,
  findMenu,
  insertBanner,
  insertCategory,
  insertMenu,
  listAllBanners,
  listAllCategories,
  listAllMenus,
  readSiteContentSettings,
  setBannerFile,
  slugTaken,
  updateBanner,
  updateCategory,
  updateMenu,
  writeSiteContentSettings,
} from './site-content.repository';

const tags = ['admin'];
const BannerParams = Type.Object({ id: ObjectId });

export function toAdminBanner(row: BannerRow, storage: Storage): AdminBanner {
  const url = storage.url(row.file_path) ?? '';
  const ru = row.translations?.ru ?? {};
  return {
    _id: row.id,
    title: row.title,
    titleRu: ru.title ?? '',
    description: row.description,
    descriptionRu: ru.description ?? '',
    href: row.href,
    position: row.position,
    status: row.status,
    ordering: row.ordering,
    photo: { url, thumbnails: url ? [url] : [] },
    createdAt: iso(row.created_at) ?? '',
  };
}

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

  registerContentKind(app, {
    path: 'banners',
    kind: 'banner',
    noun: 'banner (its picture is uploaded apart)',
    missing: () => notFound('Banner not found'),
    view: AdminBanner,
    input: AdminBannerInput,
    tags: ['banners'],
    list: async (db) => (await listAllBanners(db)).map(adminBanner),
    find: async (db, id) => {
      const row = await findBanner(db, id);
      return row && adminBanner(row);
    },
    insert: insertBanner,
    update: (db, current, input) => updateBanner(db, current._id, input),
    remove: (db, current) => deleteBanner(db, current._id),
    audit: bannerFields,
  });

  registerContentKind(app, {
    path: 'menus',
    kind: 'menu',
    noun: 'menu item of the header or footer',
    missing: () => notFound('Menu item not found'),
    view: MenuItem,
    input: AdminMenuInput,
    tags: ['menus'],
    list: async (db) => (await listAllMenus(db)).map(toMenuItem),
    find: async (db, id) => {
      const row = await findMenu(db, id);
      return row && toMenuItem(row);
    },
    insert: insertMenu,
    update: (db, current, input) => updateMenu(db, current._id, input),
    remove: (db, current) => deleteMenu(db, current._id),
  });

  registerContentKind(app, {
    path: 'categories',
    kind: 'category',
    noun: 'performer category (deleting one takes it off every performer)',
    missing: () => notFound('Category not found'),
    view: AdminCategory,
    input: AdminCategoryInput,
    // A performer's card and profile name her categories.
    tags: ['categories', 'performers'],
    list: listAllCategories,
    find: findAdminCategory,
    check: async (db, input, id) => {
      if (await slugTaken(db, input.slug, id)) throw fieldError('slug', 'unique', 'Another category has this slug');
    },
    insert: insertCategory,
    update: (db, current, input) => updateCategory(db, current._id, input),
    remove: async (db, current) => void (await deleteCategory(db, current._id)),
  });

  registerContentKind(app, {
    path: 'posts',
    kind: 'post',
    noun: 'post or page (drafts stay off the site)',
    missing: () => notFound('Post not found'),
    view: Post,
    input: AdminPostInput,
    tags: ['posts'],
    list: async (db) => (await listAllPosts(db)).map((row) => toPost(row, ctx.storage)),
    find: async (db, id) => {
      const row = await findPost(db, id);
      return row && toPost(row, ctx.storage);
    },
    check: async (db, input, id) => {
      if (await postSlugTaken(db, input.slug, id)) throw fieldError('slug', 'unique', 'Another post has this slug');
    },
    insert: insertAdminPost,
    update: (db, current, input) => updateAdminPost(db, current._id, input),
    remove: (db, current) => deletePost(db, current._id),
    audit: ({ _id, content, createdAt, updatedAt, ...fields }) => ({ ...fields, contentLength: content.length }),
  });

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
      if (!(await findBanner(ctx.db, req.params.id))) throw notFound('Banner not found');
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
        const current = await findBanner(tx, req.params.id);
        if (!current) throw notFound('Banner not found');
        const file = await ctx.storage.save(tx, {
          buffer: picture,
          mimeType: 'image/webp',
          originalName: files.image.filename,
          kind: 'banners',
          owner: { source: 'system', id: null },
        });
        await setBannerFile(tx, current.id, file.id);
        const updated = toAdminBanner((await findBanner(tx, current.id))!, ctx.storage);
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

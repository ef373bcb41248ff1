import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AdminBanner, AdminBannerInput, ObjectId, SiteContentSettings } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { badRequest, HttpError, notFound, validationError } from '../../core/errors';
import { iso, ok, okResponse } from '../../core/http';
import { coverWebps } from '../../core/images';
import { readMultipart } from '../../core/multipart';
import type { Storage } from '../../core/storage';
import { UPLOADABLE_IMAGE_TYPES } from '../../core/storage';
import { recordAdminAction } from '../audit-log/audit-log';
import type { BannerRow } from './content.repository';
import {
  deleteBanner,
  findBanner,
  insertBanner,
  listAllBanners,
  readSiteContentSettings,
  setBannerFile,
  updateBanner,
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
 * The back office's Site content: the settings visitors see (maintenance, the 18+ popup, the footer) and the
 * banners. Every change is written to the audit log in its transaction and drops the public read cache of what it
 * changed, so the next visitor's request reads it from the database.
 */
export const siteContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const preHandler = guard('admin');

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

  app.get(
    '/admin/content/banners',
    {
      preHandler,
      schema: { tags, summary: 'Admin: every banner, active or not, by position and order', response: okResponse(Type.Array(AdminBanner)) },
    },
    async () => ok((await listAllBanners(ctx.db)).map((row) => toAdminBanner(row, ctx.storage))),
  );

  app.post(
    '/admin/content/banners',
    {
      preHandler,
      schema: { tags, summary: 'Admin: add a banner (its picture is uploaded next)', body: AdminBannerInput, response: okResponse(AdminBanner) },
    },
    async (req) => {
      const banner = await ctx.db.transaction(async (tx) => {
        const row = (await findBanner(tx, await insertBanner(tx, req.body)))!;
        const created = toAdminBanner(row, ctx.storage);
        await recordAdminAction(tx, req.auth!, {
          action: 'content.banner.create',
          target: { type: 'banner', id: row.id },
          after: bannerFields(created),
        });
        return created;
      });
      await ctx.readCache.invalidate('banners');
      return ok(banner);
    },
  );

  app.put(
    '/admin/content/banners/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Admin: change a banner (texts, link, place, order, on or off)',
        params: BannerParams,
        body: AdminBannerInput,
        response: okResponse(AdminBanner),
      },
    },
    async (req) => {
      const banner = await ctx.db.transaction(async (tx) => {
        const current = await findBanner(tx, req.params.id);
        if (!current) throw notFound('Banner not found');
        await updateBanner(tx, current, req.body);
        const updated = toAdminBanner((await findBanner(tx, current.id))!, ctx.storage);
        await recordAdminAction(tx, req.auth!, {
          action: 'content.banner.update',
          target: { type: 'banner', id: current.id },
          before: bannerFields(toAdminBanner(current, ctx.storage)),
          after: bannerFields(updated),
        });
        return updated;
      });
      await ctx.readCache.invalidate('banners');
      return ok(banner);
    },
  );

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

  app.delete(
    '/admin/content/banners/:id',
    {
      preHandler,
      schema: { tags, summary: 'Admin: delete a banner', params: BannerParams, response: okResponse(Type.Object({ deleted: Type.Boolean() })) },
    },
    async (req) => {
      await ctx.db.transaction(async (tx) => {
        const current = await findBanner(tx, req.params.id);
        if (!current) throw notFound('Banner not found');
        await deleteBanner(tx, current.id);
        await recordAdminAction(tx, req.auth!, {
          action: 'content.banner.delete',
          target: { type: 'banner', id: current.id },
          before: bannerFields(toAdminBanner(current, ctx.storage)),
        });
      });
      await ctx.readCache.invalidate('banners');
      return ok({ deleted: true });
    },
  );
};

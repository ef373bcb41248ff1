import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DeletedAsset, DownloadLink, Paged, Product, ProductForm, ProductType, ProductUpdateForm } from '@platform/shared/contract';
import { guard, optionalAuth } from '../../core/auth';
import { badRequest, forbiddenBecause, notFound, validationError } from '../../core/errors';
import { validateFormFields } from '../../core/form-fields';
import { iso, listQuery, ok, okResponse, paged } from '../../core/http';
import { streamMultipart } from '../../core/upload-stream';
import { newId } from '../../db/ids';
import { assertOwner, boughtAmong, callerOf, canSee, linkViewerFor, type Caller } from './asset-access';
import { storeDigitalFile, storePicture } from './asset-files';
import { ASSET_PAGE, fileRules, IdParams, MEDIA_CACHE, MULTIPART, ownerFilters } from './asset-schemas';
import { softDeleteAsset, updateAsset } from './assets.repository';
import { presentProducts } from './presenters';
import { findProduct, insertProduct, listProducts, PRODUCT_SORT_BY } from './products.repository';

const PublicQuery = listQuery(
  { ...ASSET_PAGE, sortBy: PRODUCT_SORT_BY },
  { performerId: Type.Optional(Type.String({ pattern: '^[0-9a-f]{24}$' })), type: Type.Optional(ProductType) },
);
const OwnerQuery = listQuery({ ...ASSET_PAGE, sortBy: PRODUCT_SORT_BY }, { status: ownerFilters.status, type: Type.Optional(ProductType) });

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['products'];
  const rules = fileRules(ctx.config);
  const owner = (id: string) => ({ source: 'performer' as const, id });

  const present = async (caller: Caller, id: string) => {
    const row = await findProduct(ctx.db, id);
    const [product] = row ? await presentProducts(ctx, caller, [row]) : [];
    if (!row || !canSee(caller, { performerId: row.performer_id, status: row.status, deleted: !!row.deleted_at, bought: product.isBought })) {
      throw notFound('Product not found');
    }
    return product;
  };

  app.get(
    '/user/performer-assets/products/search',
    {
      preHandler: optionalAuth,
      schema: { tags, summary: 'Active products (isBought per member)', querystring: PublicQuery, response: okResponse(Paged(Product)) },
    },
    async (req, reply) =>
      ctx.readCache.reply(req, reply, MEDIA_CACHE, async () => {
        const { rows, total } = await listProducts(ctx.db, req.query);
        return ok(paged(await presentProducts(ctx, callerOf(req.auth), rows), total));
      }),
  );

  // Not in the platform family's list (it finds a product through the search); a product page needs one by id.
  app.get(
    '/user/performer-assets/products/:id/view',
    {
      preHandler: optionalAuth,
      schema: { tags, summary: 'One active product (or one the member bought)', params: IdParams, response: okResponse(Product) },
    },
    async (req) => ok(await present(callerOf(req.auth), req.params.id)),
  );

  app.get(
    '/user/performer-assets/products/:id/download-link',
    {
      preHandler: guard('user', 'performer'),
      schema: {
        tags,
        summary: 'A signed, expiring download link of a digital product, for its buyer (or its owner)',
        params: IdParams,
        response: okResponse(DownloadLink),
      },
    },
    async (req) => {
      const row = await findProduct(ctx.db, req.params.id);
      if (!row) throw notFound('Product not found');
      if (row.type !== 'digital' || !row.digital_file_id) throw badRequest('This product has no file to download');
      const caller = callerOf(req.auth);
      const bought = (await boughtAmong(ctx.db, caller, 'product', [row.id])).has(row.id);
      const viewer = linkViewerFor(caller, {
        performerId: row.performer_id,
        status: row.status,
        deleted: !!row.deleted_at,
        free: row.token <= 0,
        bought,
      });
      if (!viewer) throw forbiddenBecause('Buy this product to download it');
      const link = ctx.signedFiles.url(row.digital_file_id, viewer, { download: true });
      return ok({ downloadLink: link.url, expiresAt: iso(link.expiresAt) ?? '' });
    },
  );

  app.get(
    '/performer/performer-assets/products/search',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: "The performer's own products, any status", querystring: OwnerQuery, response: okResponse(Paged(Product)) },
    },
    async (req) => {
      const { rows, total } = await listProducts(ctx.db, { ...req.query, ownerId: req.auth!.sourceId });
      return ok(paged(await presentProducts(ctx, callerOf(req.auth), rows), total));
    },
  );

  app.get(
    '/performer/performer-assets/products/:id/view',
    { preHandler: guard('performer'), schema: { tags, summary: 'One of her products', params: IdParams, response: okResponse(Product) } },
    async (req) => {
      await assertOwner(ctx.db, 'products', req.params.id, req.auth!.sourceId);
      return ok(await present(callerOf(req.auth), req.params.id));
    },
  );

  app.post(
    '/performer/performer-assets/products',
    {
      preHandler: guard('performer'),
      schema: {
        tags,
        summary: 'Create a product (multipart: image, digitalFile for a digital product, plus the ProductForm fields)',
        consumes: MULTIPART,
        response: okResponse(Product),
      },
    },
    async (req) => {
      const performerId = req.auth!.sourceId;
      const form = await streamMultipart(req, ctx.storage.tempRoot, { image: rules.image, digitalFile: rules.digital });
      try {
        const fields = validateFormFields(req, ProductForm, form.fields, form.missing);
        const type = fields.type ?? 'digital';
        if (type === 'digital' && !form.files.digitalFile) {
          throw validationError([{ property: 'digitalFile', constraints: { isNotEmpty: 'digitalFile file is required for a digital product' } }]);
        }
        const id = newId();
        const imagePath = form.files.image ? await storePicture(ctx, form.files.image, `products/images/${id}`, 960, owner(performerId)) : null;
        const digitalFileId = type === 'digital' ? await storeDigitalFile(ctx, form.files.digitalFile, id, owner(performerId)) : null;
        await insertProduct(ctx.db, {
          id,
          performerId,
          name: fields.name.trim(),
          description: fields.description ?? '',
          type,
          status: fields.status ?? 'active',
          token: fields.token ?? 0,
          stock: type === 'physical' ? (fields.stock ?? 0) : null,
          imagePath,
          digitalFileId,
        });
        return ok(await present(callerOf(req.auth), id));
      } finally {
        await form.cleanup();
      }
    },
  );

  app.put(
    '/performer/performer-assets/products/:id',
    {
      preHandler: guard('performer'),
      schema: {
        tags,
        summary: 'Update her product (multipart: any ProductForm field, a new image or file)',
        consumes: MULTIPART,
        params: IdParams,
        response: okResponse(Product),
      },
    },
    async (req) => {
      const performerId = req.auth!.sourceId;
      await assertOwner(ctx.db, 'products', req.params.id, performerId);
      const form = await streamMultipart(req, ctx.storage.tempRoot, { image: rules.image, digitalFile: rules.digital });
      try {
        const fields = validateFormFields(req, ProductUpdateForm, form.fields, form.missing);
        const id = req.params.id;
        const imagePath = form.files.image ? await storePicture(ctx, form.files.image, `products/images/${id}`, 960, owner(performerId)) : undefined;
        const digitalFileId = form.files.digitalFile ? await storeDigitalFile(ctx, form.files.digitalFile, id, owner(performerId)) : undefined;
        await updateAsset(ctx.db, 'products', id, {
          name: fields.name?.trim(),
          description: fields.description,
          type: fields.type,
          status: fields.status,
          token: fields.token,
          stock: fields.stock,
          image_path: imagePath,
          digital_file_id: digitalFileId,
        });
        return ok(await present(callerOf(req.auth), id));
      } finally {
        await form.cleanup();
      }
    },
  );

  app.delete(
    '/performer/performer-assets/products/:id',
    {
      preHandler: guard('performer'),
      schema: { tags, summary: 'Delete her product (orders and buyers keep it)', params: IdParams, response: okResponse(DeletedAsset) },
    },
    async (req) => {
      await assertOwner(ctx.db, 'products', req.params.id, req.auth!.sourceId);
      await softDeleteAsset(ctx.db, 'products', req.params.id);
      return ok({ _id: req.params.id, deleted: true as const });
    },
  );
};

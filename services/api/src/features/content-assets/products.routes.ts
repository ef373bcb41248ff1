import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DownloadLink, ProductForm, ProductType, ProductUpdateForm } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { badRequest, forbiddenBecause, notFound, validationError } from '../../core/errors';
import { iso, listQuery, ok, okResponse } from '../../core/http';
import { boughtAmong, callerOf, linkViewerFor } from './asset-access';
import { storeDigitalFile, storePicture } from './asset-files';
import { contentRouteKit } from './asset-route-kit';
import { ASSET_PAGE, fileRules, IdParams, ownerFilters } from './asset-schemas';
import { CONTENT_KINDS } from './content-kinds';
import { findProduct, insertProduct, listProducts, PRODUCT_SORT_BY } from './products.repository';

const PublicQuery = listQuery(
  { ...ASSET_PAGE, sortBy: PRODUCT_SORT_BY },
  { performerId: Type.Optional(Type.String({ pattern: '^[0-9a-f]{24}$' })), type: Type.Optional(ProductType) },
);
const OwnerQuery = listQuery({ ...ASSET_PAGE, sortBy: PRODUCT_SORT_BY }, { status: ownerFilters.status, type: Type.Optional(ProductType) });

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const kit = contentRouteKit(app, CONTENT_KINDS.product);
  const rules = fileRules(ctx.config);
  const owner = (id: string) => ({ source: 'performer' as const, id });
  const files = { image: rules.image, digitalFile: rules.digital };

  app.get('/user/performer-assets/products/search', kit.publicList('Active products (isBought per member)', PublicQuery), async (req, reply) =>
    kit.cachedPage(req, reply, () => listProducts(ctx.db, req.query)),
  );

  // Not in the platform family's list (it finds a product through the search); a product page needs one by id.
  app.get('/user/performer-assets/products/:id/view', kit.publicItem('One active product (or one the member bought)'), kit.shown);

  app.get(
    '/user/performer-assets/products/:id/download-link',
    guarded(['user', 'performer'], {
      tags: ['products'],
      summary: 'A signed, expiring download link of a digital product, for its buyer (or its owner)',
      params: IdParams,
      response: okResponse(DownloadLink),
    }),
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
        hidden: !!row.hidden_at,
        free: CONTENT_KINDS.product.free(row),
        bought,
      });
      if (!viewer) throw forbiddenBecause('Buy this product to download it');
      const link = ctx.signedFiles.url(row.digital_file_id, viewer, { download: true });
      return ok({ downloadLink: link.url, expiresAt: iso(link.expiresAt) ?? '' });
    },
  );

  app.get('/performer/performer-assets/products/search', kit.ownerList("The performer's own products, any status", OwnerQuery), async (req) =>
    kit.page(req, await listProducts(ctx.db, { ...req.query, ownerId: req.auth!.sourceId })),
  );

  app.get('/performer/performer-assets/products/:id/view', kit.ownerItem('One of her products'), kit.ownShown);

  app.post(
    '/performer/performer-assets/products',
    kit.upload('Create a product (multipart: image, digitalFile for a digital product, plus the ProductForm fields)'),
    async (req) =>
      kit.formCreate(req, files, ProductForm, async (fields, form, { id, performerId }) => {
        const type = fields.type ?? 'digital';
        if (type === 'digital' && !form.digitalFile) {
          throw validationError([{ property: 'digitalFile', constraints: { isNotEmpty: 'digitalFile file is required for a digital product' } }]);
        }
        const imagePath = form.image ? await storePicture(ctx, form.image, `products/images/${id}`, 960, owner(performerId)) : null;
        const digitalFileId = type === 'digital' ? await storeDigitalFile(ctx, form.digitalFile, id, owner(performerId)) : null;
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
      }),
  );

  app.put(
    '/performer/performer-assets/products/:id',
    kit.multipartUpdate('Update her product (multipart: any ProductForm field, a new image or file)'),
    async (req) =>
      kit.formUpdate(req, files, ProductUpdateForm, async (fields, form, { id, performerId }) => {
        const imagePath = form.image ? await storePicture(ctx, form.image, `products/images/${id}`, 960, owner(performerId)) : undefined;
        const digitalFileId = form.digitalFile ? await storeDigitalFile(ctx, form.digitalFile, id, owner(performerId)) : undefined;
        return {
          name: fields.name?.trim(),
          description: fields.description,
          type: fields.type,
          status: fields.status,
          token: fields.token,
          stock: fields.stock,
          image_path: imagePath,
          digital_file_id: digitalFileId,
        };
      }),
  );

  app.delete('/performer/performer-assets/products/:id', kit.deletion('Delete her product (orders and buyers keep it)'), kit.deleted);
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BoughtGallery,
  BoughtPhoto,
  BoughtProduct,
  BoughtVideo,
  IdempotencyHeaders,
  ObjectId,
  PurchasedItem,
  PurchaseProductRequest,
  StringEnum,
  type ValidationItem,
} from '@platform/shared/contract';
import { Type, type TSchema } from '@sinclair/typebox';
import { guarded } from '../../core/auth';
import { badRequest, fieldError, notFound, validationError } from '../../core/errors';
import { listQuery, ok, okResponse, paged, pagedResponse } from '../../core/http';
import type { ListParams } from '../../db/list-query';
import {
  BOUGHT_SORT_BY,
  boughtItems,
  findSaleItem,
  takeStock,
  toBoughtGallery,
  toBoughtPhoto,
  toBoughtProduct,
  toBoughtVideo,
  type SaleItem,
  type SaleKind,
} from './catalog.repository';
import { optionalBody } from './money.schemas';
import { replyMoney } from './money-transaction';
import { insertOrder } from './orders.repository';
import { listMemberPurchases, PURCHASE_SORT_BY } from './purchases.repository';
import { executeSale, saleOutcome } from './sales.service';

const KINDS = ['video', 'gallery', 'product', 'photo'] as const satisfies readonly SaleKind[];
const LABEL: Record<SaleKind, string> = { video: 'Video', gallery: 'Gallery', product: 'Product', photo: 'Photo' };

const PurchaseParams = Type.Object({ type: StringEnum(KINDS), id: ObjectId });
const PurchaseQuery = listQuery(
  { defaultLimit: 10, maxLimit: 200, sortBy: PURCHASE_SORT_BY },
  {
    type: Type.Optional(Type.String({ maxLength: 40 })),
    target: Type.Optional(Type.String({ maxLength: 40 })),
    performerId: Type.Optional(ObjectId),
  },
);
const BoughtQuery = listQuery({ defaultLimit: 12, maxLimit: 200, sortBy: BOUGHT_SORT_BY });

export const purchaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/purchase-items/:type/:id',
    guarded('user', {
      tags: ['money'],
      summary: 'Buy a video, gallery, photo or product with tokens (physical products create an order; accepts an Idempotency-Key header)',
      params: PurchaseParams,
      headers: IdempotencyHeaders,
      body: optionalBody(PurchaseProductRequest),
      response: okResponse(PurchasedItem),
    }),
    async (req, reply) => {
      const { type: kind, id } = req.params;
      const body = req.body ?? {};
      return replyMoney(ctx, req, reply, async (tx) => {
        const item = await findSaleItem(tx, kind, id);
        if (!item || item.status !== 'active') throw notFound(`${LABEL[kind]} not found`);
        if (!item.isSale || item.price <= 0) throw badRequest(`This ${kind} is free and cannot be bought`);
        const physical = item.productType === 'physical';
        const quantity = body.quantity ?? 1;
        if (!physical && quantity !== 1) throw fieldError('quantity', 'max', 'quantity must be 1 for digital content');
        if (physical) {
          const missing: ValidationItem[] = [];
          if (!body.deliveryAddress?.trim())
            missing.push({ property: 'deliveryAddress', constraints: { isNotEmpty: 'deliveryAddress should not be empty' } });
          if (!body.postalCode?.trim()) missing.push({ property: 'postalCode', constraints: { isNotEmpty: 'postalCode should not be empty' } });
          if (missing.length) throw validationError(missing);
          if (!(await takeStock(tx, item.id, quantity))) {
            throw badRequest(item.stock ? `Only ${item.stock} left in stock` : 'This product is out of stock');
          }
        }
        const sale = await executeSale(tx, {
          buyerId: req.auth!.sourceId,
          performerId: item.performerId,
          type: `sale_${kind}`,
          target: kind,
          targetId: item.id,
          name: item.title,
          description: item.description,
          unitPrice: item.price,
          quantity,
          once: !physical,
        });
        if (kind === 'product') {
          await insertOrder(tx, {
            buyerId: sale.buyer.id,
            sellerId: item.performerId,
            productId: item.id,
            purchasedItemId: sale.item._id,
            name: item.title,
            productType: item.productType,
            unitPrice: item.price,
            quantity,
            totalPrice: sale.item.totalPrice,
            status: physical ? 'processing' : 'delivered',
            deliveryStatus: physical ? 'processing' : 'delivered',
            deliveryAddress: physical ? body.deliveryAddress!.trim() : '',
            postalCode: physical ? body.postalCode!.trim() : '',
          });
        }
        return saleOutcome(sale, ctx.storage);
      });
    },
  );

  app.get(
    '/purchased-items/user/search',
    guarded('user', {
      tags: ['money'],
      summary: "The member's purchased-item records (tips, paid tokens, content, show minutes), newest first",
      querystring: PurchaseQuery,
      response: pagedResponse(PurchasedItem),
    }),
    async (req) => ok(await listMemberPurchases(ctx.db, req.auth!.sourceId, req.query, req.query)),
  );

  /** The content of one kind the member bought, in that kind's public shape. */
  const boughtSchema = <S extends TSchema>(path: string, item: S) => ({
    tags: ['money'],
    summary: `The ${path} the member bought (each with isBought=true)`,
    querystring: BoughtQuery,
    response: pagedResponse(item),
  });
  const boughtPage = async <T>(userId: string, kind: SaleKind, query: ListParams, toShape: (item: SaleItem) => T) => {
    const { items, total } = await boughtItems(ctx.db, userId, kind, query);
    return ok(paged(items.map(toShape), total));
  };
  app.get('/purchased-items/user/videos', guarded('user', boughtSchema('videos', BoughtVideo)), (req) =>
    boughtPage(req.auth!.sourceId, 'video', req.query, toBoughtVideo),
  );
  app.get('/purchased-items/user/galleries', guarded('user', boughtSchema('galleries', BoughtGallery)), (req) =>
    boughtPage(req.auth!.sourceId, 'gallery', req.query, toBoughtGallery),
  );
  app.get('/purchased-items/user/products', guarded('user', boughtSchema('products', BoughtProduct)), (req) =>
    boughtPage(req.auth!.sourceId, 'product', req.query, toBoughtProduct),
  );
  app.get('/purchased-items/user/photos', guarded('user', boughtSchema('photos', BoughtPhoto)), (req) =>
    boughtPage(req.auth!.sourceId, 'photo', req.query, toBoughtPhoto),
  );
};

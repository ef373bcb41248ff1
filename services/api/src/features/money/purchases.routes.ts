import type { FastifyInstance } from 'fastify';
import type { ListQuery, PurchaseProductRequest, PurchaseType, ValidationItem } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { badRequest, fieldError, notFound, validationError } from '../../core/errors';
import { listQuerySchema, ok, paged, sortDirection } from '../../core/http';
import { newId } from '../../db/ids';
import { boughtItems, findSaleItem, takeStock, toBoughtAsset, type SaleKind } from './catalog.repository';
import { toPurchasedItem, type PurchasedItemRow } from './money.mappers';
import { idempotencyHeaders, idParams } from './money.schemas';
import { pageOf } from './money.paging';
import { replyMoney } from './money-transaction';
import { executeSale, saleOutcome } from './sales.service';

const KINDS: SaleKind[] = ['video', 'gallery', 'product', 'photo'];
const LABEL: Record<SaleKind, string> = { video: 'Video', gallery: 'Gallery', product: 'Product', photo: 'Photo' };
const MAX_QUANTITY = 100;

const purchaseBody = {
  type: ['object', 'null'],
  properties: {
    quantity: { type: 'integer', minimum: 1, maximum: MAX_QUANTITY },
    deliveryAddress: { type: 'string', maxLength: 500 },
    postalCode: { type: 'string', maxLength: 20 },
  },
};

export async function purchaseRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post<{ Params: { type: SaleKind; id: string }; Body: PurchaseProductRequest | undefined }>(
    '/purchase-items/:type/:id',
    {
      preHandler: guard('user'),
      schema: {
        tags: ['money'],
        summary: 'Buy a video, gallery, photo or product with tokens (physical products create an order; accepts an Idempotency-Key header)',
        params: {
          type: 'object',
          required: ['type', 'id'],
          properties: { type: { type: 'string', enum: KINDS }, id: idParams('id').properties.id },
        },
        headers: idempotencyHeaders,
        body: purchaseBody,
      },
    },
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
          if (!body.deliveryAddress?.trim()) missing.push({ property: 'deliveryAddress', constraints: { isNotEmpty: 'deliveryAddress should not be empty' } });
          if (!body.postalCode?.trim()) missing.push({ property: 'postalCode', constraints: { isNotEmpty: 'postalCode should not be empty' } });
          if (missing.length) throw validationError(missing);
          if (!(await takeStock(tx, item.id, quantity))) {
            throw badRequest(item.stock ? `Only ${item.stock} left in stock` : 'This product is out of stock');
          }
        }
        const sale = await executeSale(tx, {
          buyerId: req.auth!.sourceId,
          performerId: item.performerId,
          type: `sale_${kind}` as PurchaseType,
          target: kind,
          targetId: item.id,
          name: item.title,
          description: item.description,
          unitPrice: item.price,
          quantity,
          once: !physical,
        });
        if (kind === 'product') {
          const { rows } = await tx.query<{ n: string }>(`SELECT nextval('order_number_seq')::text AS n`);
          await tx.query(
            `INSERT INTO orders (id, order_number, buyer_id, seller_id, product_id, purchased_item_id, name, product_type, unit_price, quantity,
               total_price, status, delivery_status, delivery_address, postal_code)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
            [newId(), `ORD-${rows[0].n}`, sale.buyer.id, item.performerId, item.id, sale.item._id, item.title, item.productType, item.price,
              quantity, sale.item.totalPrice, physical ? 'processing' : 'delivered', physical ? 'processing' : 'delivered',
              physical ? body.deliveryAddress!.trim() : '', physical ? body.postalCode!.trim() : ''],
          );
        }
        return saleOutcome(sale, ctx.storage);
      });
    },
  );

  app.get<{ Querystring: ListQuery & { type?: string; target?: string; performerId?: string } }>(
    '/purchased-items/user/search',
    {
      preHandler: guard('user'),
      schema: {
        tags: ['money'],
        summary: "The member's purchased-item records (tips, paid tokens, content, show minutes), newest first",
        querystring: {
          type: 'object',
          properties: {
            ...listQuerySchema(10, 200),
            type: { type: 'string', maxLength: 40 },
            target: { type: 'string', maxLength: 40 },
            performerId: idParams('performerId').properties.performerId,
          },
        },
      },
    },
    async (req) => {
      const { limit = 10, offset = 0, sort, type, target, performerId } = req.query;
      const dir = sortDirection(sort);
      return ok(
        await pageOf(ctx.db, {
          sql: `SELECT * FROM purchased_items WHERE source_id = $1 AND ($2::text IS NULL OR type = $2)
                AND ($3::text IS NULL OR target = $3) AND ($4::text IS NULL OR seller_id = $4)`,
          params: [req.auth!.sourceId, type ?? null, target ?? null, performerId ?? null],
          orderBy: `created_at ${dir}, id ${dir}`,
          limit,
          offset,
          map: (row: PurchasedItemRow) => toPurchasedItem(row),
        }),
      );
    },
  );

  for (const [path, kind] of [['videos', 'video'], ['galleries', 'gallery'], ['products', 'product'], ['photos', 'photo']] as const) {
    app.get<{ Querystring: ListQuery }>(
      `/purchased-items/user/${path}`,
      {
        preHandler: guard('user'),
        schema: {
          tags: ['money'],
          summary: `The ${path} the member bought (each with isBought=true)`,
          querystring: { type: 'object', properties: listQuerySchema(12, 200) },
        },
      },
      async (req) => {
        const { items, total } = await boughtItems(ctx.db, req.auth!.sourceId, kind, req.query.limit ?? 12, req.query.offset ?? 0);
        return ok(paged(items.map(toBoughtAsset), total));
      },
    );
  }
}

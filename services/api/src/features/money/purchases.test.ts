import type { FastifyInstance } from 'fastify';
import { login, useTestApp } from '../../../test/helpers';
import { asset, balance, call, data, expectLedgerConsistent, idOf, newMember } from './money.test-helpers';

let app: FastifyInstance;
let anna: string;
let annaToken: string;
let admin: string;

useTestApp(async (started) => {
  ({ app } = started);
  anna = await idOf(app, 'performer', 'anna');
  annaToken = await login(app, 'performer', 'anna');
  admin = await login(app, 'user', 'admin');
});

describe('content purchases', () => {
  it('buys a video once: the record, isBought in the purchased list, and earnings for the performer', async () => {
    const m = await newMember(app, 100);
    const video = await asset(app, anna, 'video', 40);
    const res = await call(app, 'POST', `/purchase-items/video/${video}`, m.token);
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ target: 'video', targetId: video, type: 'sale_video', totalPrice: 40, sellerId: anna, status: 'success' });
    expect(await balance(app, 'user', m.id)).toBe(60);
    const videos = data(await call(app, 'GET', '/purchased-items/user/videos', m.token));
    expect(videos).toMatchObject({ total: 1, data: [{ _id: video, isBought: true, token: 40 }] });
    const again = await call(app, 'POST', `/purchase-items/video/${video}`, m.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You have already bought this item');
    expect(await balance(app, 'user', m.id)).toBe(60);
    // a member without a display name is shown to the seller by username, never by his own name (privacy)
    await app.ctx.db.query(`UPDATE users SET display_name = '', first_name = 'Mia', last_name = 'Stone' WHERE id = $1`, [m.id]);
    const earnings = data(await call(app, 'GET', '/earning/performer/search?type=sale_video', annaToken));
    expect(earnings.data[0]).toMatchObject({
      userId: m.id,
      grossPrice: 40,
      netPrice: 32,
      commission: 8,
      isPaid: false,
      payoutStatus: 'none',
      sourceType: 'video',
    });
    expect(earnings.data[0].userInfo.displayName).toBe(m.username);
  });

  it('two concurrent purchases of the same gallery charge once', async () => {
    const m = await newMember(app, 100);
    const gallery = await asset(app, anna, 'gallery', 30);
    const results = await Promise.all([1, 2, 3].map(() => call(app, 'POST', `/purchase-items/gallery/${gallery}`, m.token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await balance(app, 'user', m.id)).toBe(70);
    expect(data(await call(app, 'GET', '/purchased-items/user/galleries', m.token)).total).toBe(1);
  });

  it('a physical product creates an order with the delivery address; the seller ships it', async () => {
    const m = await newMember(app, 500);
    const product = await asset(app, anna, 'product', 100, { productType: 'physical', stock: 3 });
    const missing = await call(app, 'POST', `/purchase-items/product/${product}`, m.token, { quantity: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message.map((i: { property: string }) => i.property)).toEqual(['deliveryAddress', 'postalCode']);
    const res = await call(app, 'POST', `/purchase-items/product/${product}`, m.token, {
      quantity: 2,
      deliveryAddress: '1 Main St, Austin',
      postalCode: '73301',
    });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ type: 'sale_product', quantity: 2, totalPrice: 200, originalPrice: 100 });
    expect(await balance(app, 'user', m.id)).toBe(300);
    const tooMany = await call(app, 'POST', `/purchase-items/product/${product}`, m.token, { quantity: 2, deliveryAddress: 'x', postalCode: '1' });
    expect(tooMany.json()).toMatchObject({ statusCode: 400, message: 'Only 1 left in stock' });
    expect(await balance(app, 'user', m.id)).toBe(300);

    const orders = data(await call(app, 'GET', '/orders/user/search', m.token));
    expect(orders.total).toBe(1);
    const order = orders.data[0];
    expect(order).toMatchObject({
      buyerId: m.id,
      sellerId: anna,
      productId: product,
      productType: 'physical',
      unitPrice: 100,
      quantity: 2,
      totalPrice: 200,
      status: 'processing',
      deliveryStatus: 'processing',
      deliveryAddress: '1 Main St, Austin',
      postalCode: '73301',
      shippingCode: '',
      orderNumber: expect.stringMatching(/^ORD-\d+$/),
    });
    expect(data(await call(app, 'GET', `/orders/user/details/${order._id}`, m.token))._id).toBe(order._id);
    const sellerList = data(await call(app, 'GET', '/orders/search', annaToken));
    expect(sellerList.data.map((o: { _id: string }) => o._id)).toContain(order._id);
    const updated = await call(app, 'PUT', `/orders/${order._id}/update`, annaToken, { status: 'shipping', shippingCode: 'UPS123' });
    expect(data(updated)).toMatchObject({ status: 'shipping', deliveryStatus: 'shipping', shippingCode: 'UPS123' });
    expect(data(await call(app, 'GET', `/orders/details/${order._id}`, annaToken)).shippingCode).toBe('UPS123');
    // another performer cannot see or change it; the buyer cannot use the seller route
    const bella = await login(app, 'performer', 'bella');
    expect((await call(app, 'GET', `/orders/details/${order._id}`, bella)).statusCode).toBe(404);
    expect((await call(app, 'PUT', `/orders/${order._id}/update`, bella, { status: 'delivered' })).statusCode).toBe(404);
    expect((await call(app, 'PUT', `/orders/${order._id}/update`, m.token, { status: 'delivered' })).statusCode).toBe(403);
    await expectLedgerConsistent(app);
  });

  it('a digital product is delivered at once and can be bought once', async () => {
    const m = await newMember(app, 100);
    const product = await asset(app, anna, 'product', 25, { productType: 'digital' });
    expect((await call(app, 'POST', `/purchase-items/product/${product}`, m.token, {})).statusCode).toBe(200);
    expect(data(await call(app, 'GET', '/orders/user/search', m.token)).data[0]).toMatchObject({ status: 'delivered', productType: 'digital' });
    expect((await call(app, 'POST', `/purchase-items/product/${product}`, m.token, {})).json().message).toBe('You have already bought this item');
    expect(data(await call(app, 'GET', '/purchased-items/user/products', m.token)).data[0]).toMatchObject({
      _id: product,
      isBought: true,
      type: 'digital',
    });
  });
});

describe('refund requests', () => {
  it('member asks, admin resolves: the sale is reversed exactly and the item can be bought again', async () => {
    const m = await newMember(app, 100);
    const video = await asset(app, anna, 'video', 50);
    const purchase = data(await call(app, 'POST', `/purchase-items/video/${video}`, m.token));
    const annaBefore = await balance(app, 'performer', anna);
    const platformBefore = await balance(app, 'platform', 'platform');
    const created = await call(app, 'POST', '/refund-requests', m.token, {
      sourceType: 'purchase',
      sourceId: purchase._id,
      description: 'Wrong video',
    });
    expect(created.statusCode).toBe(200);
    expect(data(created)).toMatchObject({
      userId: m.id,
      performerId: anna,
      token: 50,
      status: 'pending',
      sourceType: 'purchase',
      description: 'Wrong video',
    });
    const dup = await call(app, 'POST', '/refund-requests', m.token, { sourceType: 'purchase', sourceId: purchase._id });
    expect(dup.json()).toMatchObject({ statusCode: 400, message: 'A refund request for this purchase is already open' });
    expect(data(await call(app, 'GET', '/refund-requests/search', m.token)).total).toBe(1);
    expect(data(await call(app, 'GET', '/refund-requests/search', annaToken)).data.map((r: { _id: string }) => r._id)).toContain(data(created)._id);

    // only an admin settles
    expect((await call(app, 'POST', `/admin/refund-requests/${data(created)._id}/settle`, m.token, { status: 'resolved' })).statusCode).toBe(403);
    expect((await call(app, 'POST', `/admin/refund-requests/${data(created)._id}/settle`, annaToken, { status: 'resolved' })).statusCode).toBe(403);
    const settled = await call(app, 'POST', `/admin/refund-requests/${data(created)._id}/settle`, admin, { status: 'resolved', adminNote: 'ok' });
    expect(settled.statusCode).toBe(200);
    expect(data(settled)).toMatchObject({ status: 'resolved', adminNote: 'ok' });
    expect(await balance(app, 'user', m.id)).toBe(100);
    expect(await balance(app, 'performer', anna)).toBe(annaBefore - 40);
    expect(await balance(app, 'platform', 'platform')).toBe(platformBefore - 10);
    expect((await call(app, 'POST', `/admin/refund-requests/${data(created)._id}/settle`, admin, { status: 'resolved' })).json().message).toBe(
      'This refund request is already resolved',
    );
    expect(data(await call(app, 'GET', '/purchased-items/user/videos', m.token)).total).toBe(0);
    expect((await call(app, 'POST', `/purchase-items/video/${video}`, m.token)).statusCode).toBe(200);
    await expectLedgerConsistent(app);
  });

  it('refund of a physical order returns stock; a rejected request changes no balance', async () => {
    const m = await newMember(app, 300);
    const product = await asset(app, anna, 'product', 100, { productType: 'physical', stock: 1 });
    await call(app, 'POST', `/purchase-items/product/${product}`, m.token, { deliveryAddress: 'a', postalCode: 'b' });
    const order = data(await call(app, 'GET', '/orders/user/search', m.token)).data[0];
    const first = data(await call(app, 'POST', '/refund-requests', m.token, { sourceType: 'order', sourceId: order._id }));
    const before = await balance(app, 'user', m.id);
    expect(data(await call(app, 'POST', `/admin/refund-requests/${first._id}/settle`, admin, { status: 'rejected' })).status).toBe('rejected');
    expect(await balance(app, 'user', m.id)).toBe(before);
    const second = data(await call(app, 'POST', '/refund-requests', m.token, { sourceType: 'order', sourceId: order._id }));
    await call(app, 'POST', `/admin/refund-requests/${second._id}/settle`, admin, { status: 'resolved' });
    expect(await balance(app, 'user', m.id)).toBe(300);
    expect(data(await call(app, 'GET', `/orders/user/details/${order._id}`, m.token)).status).toBe('refunded');
    const { rows } = await app.ctx.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [product]);
    expect(rows[0].stock).toBe(1);
    await expectLedgerConsistent(app);
  });
});

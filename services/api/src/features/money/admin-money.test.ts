import type { FastifyInstance } from 'fastify';
import { login, useAdminTestApp } from '../../../test/helpers';
import { asset, balance, call, data, expectLedgerConsistent, idOf, newMember } from './money.test-helpers';
// a checkout needs the processor's configuration (a test secret)
import './processor.test-helpers';

// The back office's money lists (/admin/money): payout and refund requests of everyone, with the accounts named.

let app: FastifyInstance;
let admin: string;

useAdminTestApp((started) => ({ app, admin } = started), { config: { seedMedia: false } });

const ids = (page: { data: Array<{ _id: string }> }) => page.data.map((r) => r._id);

it('lists payout requests by status and source; the admin approves, pays with a reference and rejects, each in the audit log', async () => {
  const fiona = await idOf(app, 'performer', 'fiona');
  const token = await login(app, 'performer', 'fiona');
  await call(app, 'POST', '/performers/paxum/update', token, { paxumEmail: 'fiona@paxum.test' });
  const m = await newMember(app, 500);
  await call(app, 'POST', `/member/send-tip-token/${fiona}`, m.token, { token: 200 });
  const ask = async (tokens: number) =>
    data(await call(app, 'POST', '/payout-requests/performer', token, { paymentAccountType: 'paxum', tokenMustPay: tokens }));
  const first = await ask(20);
  const second = await ask(30);

  expect((await call(app, 'GET', '/admin/payout-requests', token)).statusCode).toBe(403);
  const pending = data(await call(app, 'GET', '/admin/payout-requests?status=pending&source=performer&limit=200', admin));
  expect(ids(pending)).toEqual(expect.arrayContaining([first._id, second._id]));
  expect(pending.data.find((r: { _id: string }) => r._id === first._id)).toMatchObject({
    status: 'pending',
    tokenMustPay: 20,
    paymentAccountInfo: { paxumEmail: 'fiona@paxum.test' },
    account: { _id: fiona, username: 'fiona' },
  });
  expect(ids(data(await call(app, 'GET', '/admin/payout-requests?source=studio&limit=200', admin)))).not.toContain(first._id);
  expect((await call(app, 'GET', '/admin/payout-requests?status=paid', admin)).statusCode).toBe(400);

  const approved = await call(app, 'POST', `/admin/payout-requests/${first._id}/settle`, admin, { status: 'approved' });
  expect(data(approved)).toMatchObject({ status: 'approved' });
  expect((await call(app, 'POST', `/admin/payout-requests/${first._id}/settle`, admin, { status: 'approved' })).json().message).toBe(
    'This payout request is already approved',
  );
  expect(ids(data(await call(app, 'GET', '/admin/payout-requests?status=approved&limit=200', admin)))).toContain(first._id);
  const before = await balance(app, 'performer', fiona);
  const paid = await call(app, 'POST', `/admin/payout-requests/${first._id}/settle`, admin, { status: 'done', adminNote: 'PAXUM-7731' });
  expect(data(paid)).toMatchObject({ status: 'done', adminNote: 'PAXUM-7731' });
  expect(await balance(app, 'performer', fiona)).toBe(before - 20);
  const rejected = await call(app, 'POST', `/admin/payout-requests/${second._id}/settle`, admin, { status: 'rejected', adminNote: 'Wrong account' });
  expect(data(rejected)).toMatchObject({ status: 'rejected', adminNote: 'Wrong account' });
  // the performer sees the outcome on her own list
  const own = data(await call(app, 'GET', '/payout-requests/performer/search?limit=200', token));
  expect(own.data.find((r: { _id: string }) => r._id === first._id)).toMatchObject({ status: 'done', adminNote: 'PAXUM-7731' });

  const log = data(await call(app, 'GET', '/admin/audit-log?action=payout&limit=3', admin));
  expect(
    log.data.map((e: { targetId: string; before: unknown; after: unknown; reason: string }) => [e.targetId, e.before, e.after, e.reason]),
  ).toEqual([
    [second._id, { status: 'pending' }, { status: 'rejected' }, 'Wrong account'],
    [first._id, { status: 'approved' }, { status: 'done' }, 'PAXUM-7731'],
    [first._id, { status: 'pending' }, { status: 'approved' }, ''],
  ]);
  await expectLedgerConsistent(app);
});

it("does not approve a studio member's request before the studio has", async () => {
  const elena = await idOf(app, 'performer', 'elena');
  const token = await login(app, 'performer', 'elena');
  await call(app, 'POST', '/performers/paxum/update', token, { paxumEmail: 'elena@paxum.test' });
  const m = await newMember(app, 100);
  await call(app, 'POST', `/member/send-tip-token/${elena}`, m.token, { token: 100 });
  const request = data(await call(app, 'POST', '/payout-requests/performer', token, { paymentAccountType: 'paxum', tokenMustPay: 10 }));
  expect((await call(app, 'POST', `/admin/payout-requests/${request._id}/settle`, admin, { status: 'approved' })).json().message).toBe(
    "The performer's studio has not approved this payout request yet",
  );
});

it('lists refund requests by status with the member and the performer named', async () => {
  const anna = await idOf(app, 'performer', 'anna');
  const m = await newMember(app, 100);
  const video = await asset(app, anna, 'video', 50);
  const purchase = data(await call(app, 'POST', `/purchase-items/video/${video}`, m.token));
  const request = data(
    await call(app, 'POST', '/refund-requests', m.token, { sourceType: 'purchase', sourceId: purchase._id, description: 'Blurry' }),
  );

  expect((await call(app, 'GET', '/admin/refund-requests', m.token)).statusCode).toBe(403);
  const pending = data(await call(app, 'GET', '/admin/refund-requests?status=pending&limit=200', admin));
  expect(pending.data.find((r: { _id: string }) => r._id === request._id)).toMatchObject({
    token: 50,
    description: 'Blurry',
    member: { _id: m.id, username: m.username },
    performer: { _id: anna, username: 'anna' },
  });
  await call(app, 'POST', `/admin/refund-requests/${request._id}/settle`, admin, { status: 'rejected', adminNote: 'The video plays fine' });
  expect(ids(data(await call(app, 'GET', '/admin/refund-requests?status=pending&limit=200', admin)))).not.toContain(request._id);
  const rejected = data(await call(app, 'GET', '/admin/refund-requests?status=rejected&limit=200', admin));
  expect(rejected.data.find((r: { _id: string }) => r._id === request._id)).toMatchObject({ status: 'rejected', adminNote: 'The video plays fine' });
});

describe('the shop in the back office', () => {
  it('adds, changes, turns off and deletes token packages; one members bought is only turned off', async () => {
    const input = { name: 'Night owl', description: '300 tokens for late shows', price: 24.999, tokens: 300, ordering: 99, isActive: true };
    const member = await newMember(app, 0);
    expect((await call(app, 'POST', '/admin/content/packages', member.token, input)).statusCode).toBe(403);
    const created = data(await call(app, 'POST', '/admin/content/packages', admin, input));
    expect(created).toMatchObject({ name: 'Night owl', price: 25, tokens: 300, isActive: true });
    const shop = async () => data(await call(app, 'GET', '/package/token/search')).data.map((p: { _id: string }) => p._id);
    expect(await shop()).toContain(created._id);

    const off = data(await call(app, 'PUT', `/admin/content/packages/${created._id}`, admin, { ...input, isActive: false }));
    expect(off.isActive).toBe(false);
    expect(await shop()).not.toContain(created._id);
    expect(data(await call(app, 'GET', '/admin/content/packages', admin)).map((p: { _id: string }) => p._id)).toContain(created._id);
    for (const bad of [{ price: 0 }, { price: 10_001 }, { tokens: 1.5 }, { name: '   ' }])
      expect((await call(app, 'PUT', `/admin/content/packages/${created._id}`, admin, { ...input, ...bad })).statusCode).toBe(400);
    const huge = await app.inject({
      method: 'PUT',
      url: `/admin/content/packages/${created._id}`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify(input).replace('"price":24.999', '"price":1e309'),
    });
    expect(huge.statusCode).toBe(400);

    const sold = data(await call(app, 'GET', '/package/token/search')).data[0];
    const buyer = await newMember(app, 0);
    expect(
      (await call(app, 'POST', `/payment/purchase-tokens/${sold._id}`, buyer.token, {}, { 'idempotency-key': `shop-${buyer.id}` })).statusCode,
    ).toBe(200);
    const refused = await call(app, 'DELETE', `/admin/content/packages/${sold._id}`, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Members have bought this package; turn it off instead of deleting it');

    expect(data(await call(app, 'DELETE', `/admin/content/packages/${created._id}`, admin))).toEqual({ deleted: true });
    expect((await call(app, 'DELETE', `/admin/content/packages/${created._id}`, admin)).statusCode).toBe(404);
    const log = data(await call(app, 'GET', `/admin/audit-log?targetId=${created._id}`, admin));
    expect(log.data.map((e: { action: string }) => e.action)).toEqual([
      'content.token-package.delete',
      'content.token-package.update',
      'content.token-package.create',
    ]);
  });

  it('sets the default commissions, which split the next sale', async () => {
    const before = data(await call(app, 'GET', '/admin/money/commissions', admin));
    expect(before).toEqual({ performerCommission: 20, studioCommission: 10 });
    expect((await call(app, 'PUT', '/admin/money/commissions', admin, { performerCommission: 101, studioCommission: 10 })).statusCode).toBe(400);
    const anna = await login(app, 'performer', 'anna');
    expect((await call(app, 'PUT', '/admin/money/commissions', anna, { performerCommission: 0, studioCommission: 0 })).statusCode).toBe(403);

    const changed = data(await call(app, 'PUT', '/admin/money/commissions', admin, { performerCommission: 30, studioCommission: 12.5 }));
    expect(changed).toEqual({ performerCommission: 30, studioCommission: 12.5 });
    try {
      const fiona = await idOf(app, 'performer', 'fiona'); // on her own: the platform takes performerCommission
      const m = await newMember(app, 100);
      const platformBefore = await balance(app, 'platform', 'platform');
      await call(app, 'POST', `/member/send-tip-token/${fiona}`, m.token, { token: 100 });
      expect((await balance(app, 'platform', 'platform')) - platformBefore).toBe(30);
      const log = data(await call(app, 'GET', '/admin/audit-log?action=money.commissions&limit=1', admin));
      expect(log.data[0]).toMatchObject({
        before: { performerCommission: 20, studioCommission: 10 },
        after: { performerCommission: 30, studioCommission: 12.5 },
      });
    } finally {
      await call(app, 'PUT', '/admin/money/commissions', admin, before);
    }
  });

  it("lists every performer's orders with the buyer and the seller", async () => {
    const anna = await idOf(app, 'performer', 'anna');
    const product = await asset(app, anna, 'product', 10, { productType: 'physical', stock: 3 });
    const m = await newMember(app, 50);
    const bought = await call(app, 'POST', `/purchase-items/product/${product}`, m.token, {
      quantity: 1,
      deliveryAddress: '1 Main St',
      postalCode: '10001',
    });
    expect(bought.statusCode).toBe(200);
    expect((await call(app, 'GET', '/admin/orders', m.token)).statusCode).toBe(403);
    const orders = data(await call(app, 'GET', '/admin/orders?limit=200', admin));
    const order = orders.data.find((o: { productId: string }) => o.productId === product);
    expect(order).toMatchObject({
      quantity: 1,
      deliveryAddress: '1 Main St',
      buyerInfo: { _id: m.id, username: m.username },
      sellerInfo: { _id: anna, username: 'anna' },
    });
    expect(data(await call(app, 'GET', `/admin/orders?q=${order.orderNumber}`, admin)).data.map((o: { _id: string }) => o._id)).toEqual([order._id]);
  });
});

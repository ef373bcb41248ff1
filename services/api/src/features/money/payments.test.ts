import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { login, sleep, useTestApp, type SocketOpener } from '../../../test/helpers';
import { balance, call, data, expectLedgerConsistent, idOf, newMember } from './money.test-helpers';
import { buyTokens, postback } from './processor.test-helpers';

let app: FastifyInstance;
let sockets: SocketOpener;

useTestApp((started) => ({ app, sockets } = started), { listen: true });

const open = async (token: string) => {
  const socket = await sockets.open(token);
  await sleep(30);
  return socket;
};
const next = (socket: Socket, event: string) => new Promise<any>((resolve) => socket.once(event, resolve));

async function packages() {
  return data<{ data: Array<{ _id: string; name: string; price: number; tokens: number }>; total: number }>(
    await call(app, 'GET', '/package/token/search'),
  );
}

describe('token packages and the payment processor', () => {
  it('lists the seeded packages in order', async () => {
    const list = await packages();
    expect(list.total).toBe(5);
    expect(list.data.map((p) => p.tokens)).toEqual([50, 100, 250, 500, 1000]);
    expect(list.data[0]).toEqual({
      _id: expect.any(String),
      name: 'Starter',
      description: expect.any(String),
      ordering: 1,
      price: 4.99,
      tokens: 50,
      isActive: true,
    });
  });

  it('a package bought through the processor credits the tokens, records the transaction and pushes the balance to every socket of the member', async () => {
    const m = await newMember(app, 0);
    const [tab1, tab2] = [await open(m.token), await open(m.token)];
    const events = [next(tab1, 'balance-updated'), next(tab2, 'balance-updated')];
    const pkg = (await packages()).data[1];
    await buyTokens(app, m.token, pkg);
    expect(await Promise.all(events)).toEqual([{ balance: 100 }, { balance: 100 }]);
    expect(await balance(app, 'user', m.id)).toBe(100);
    const list = data(await call(app, 'GET', '/transactions/user/search', m.token));
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      paymentGateway: 'sandbox',
      buyerId: m.id,
      type: 'token_package',
      totalPrice: 8.99,
      status: 'success',
      products: [{ name: 'Basic', price: 8.99, productType: 'token_package', productId: pkg._id, quantity: 1, tokens: 100 }],
    });
    await expectLedgerConsistent(app);
  });

  it('an unknown processor or package is refused', async () => {
    const m = await newMember(app, 0);
    const pkg = (await packages()).data[0];
    expect((await call(app, 'POST', `/payment/purchase-tokens/${pkg._id}`, m.token, { paymentGateway: 'paypal' })).json().message).toBe(
      'Unknown payment gateway: paypal',
    );
    expect((await call(app, 'POST', `/payment/purchase-tokens/${'0'.repeat(24)}`, m.token)).statusCode).toBe(404);
  });
});

describe('tips and paid tokens', () => {
  it('a tip returns the purchased-item record; the performer gets tipped and balance events, the member a balance event', async () => {
    const m = await newMember(app, 200);
    const anna = await idOf(app, 'performer', 'anna');
    const annaSocket = await open(await login(app, 'performer', 'anna'));
    const memberSocket = await open(m.token);
    const tipped = next(annaSocket, 'tipped');
    const annaBalance = next(annaSocket, 'balance-updated');
    const memberBalance = next(memberSocket, 'balance-updated');
    const before = await balance(app, 'performer', anna);
    const res = await call(app, 'POST', `/member/send-tip-token/${anna}`, m.token, { token: 50, conversationId: 'conv1' });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      source: 'user',
      sourceId: m.id,
      sellerId: anna,
      target: 'performer',
      targetId: anna,
      type: 'tip',
      name: 'Tip',
      description: '',
      totalPrice: 50,
      originalPrice: 50,
      quantity: 1,
      status: 'success',
      conversationId: 'conv1',
      createdAt: expect.any(String),
    });
    expect(await tipped).toEqual({
      senderInfo: { _id: m.id, avatar: '', displayName: m.username, username: m.username, isPerformer: false },
      token: 50,
      netPrice: 40,
      conversationId: 'conv1',
    });
    expect(await annaBalance).toEqual({ balance: before + 40 });
    expect(await memberBalance).toEqual({ balance: 150 });
    const list = data(await call(app, 'GET', '/purchased-items/user/search?type=tip', m.token));
    expect(list).toMatchObject({ total: 1, data: [{ _id: data(res)._id }] });
  });

  it('paid chat tokens: RECEIVED_PAID_TOKEN to the performer', async () => {
    const m = await newMember(app, 30);
    const anna = await idOf(app, 'performer', 'anna');
    const annaSocket = await open(await login(app, 'performer', 'anna'));
    const received = next(annaSocket, 'RECEIVED_PAID_TOKEN');
    const res = await call(app, 'POST', `/member/send-pay-token/${anna}`, m.token, { token: 20, conversationId: 'c2' });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ type: 'pay_token', target: 'stream', totalPrice: 20 });
    expect(await received).toEqual({ conversationId: 'c2', token: 20, netPrice: 16 });
    expect(await balance(app, 'user', m.id)).toBe(10);
  });
});

describe('Idempotency-Key', () => {
  it('a repeated tip key returns the first result and charges once', async () => {
    const m = await newMember(app, 100);
    const anna = await idOf(app, 'performer', 'anna');
    const headers = { 'idempotency-key': 'tip-123' };
    const first = await call(app, 'POST', `/member/send-tip-token/${anna}`, m.token, { token: 30 }, headers);
    const second = await call(app, 'POST', `/member/send-tip-token/${anna}`, m.token, { token: 30 }, headers);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(data(second)).toEqual(data(first));
    expect(await balance(app, 'user', m.id)).toBe(70);
    // same key, different request: refused, nothing charged
    const other = await call(app, 'POST', `/member/send-tip-token/${anna}`, m.token, { token: 31 }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
    // the key is per account: another member may use the same key
    const m2 = await newMember(app, 100);
    expect((await call(app, 'POST', `/member/send-tip-token/${anna}`, m2.token, { token: 30 }, headers)).statusCode).toBe(200);
    expect(await balance(app, 'user', m2.id)).toBe(70);
    expect(await balance(app, 'user', m.id)).toBe(70);
  });

  it('concurrent duplicates charge once', async () => {
    const m = await newMember(app, 100);
    const anna = await idOf(app, 'performer', 'anna');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call(app, 'POST', `/member/send-tip-token/${anna}`, m.token, { token: 10 }, { 'idempotency-key': 'same' })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => data(r)._id)).size).toBe(1);
    expect(await balance(app, 'user', m.id)).toBe(90);
    await expectLedgerConsistent(app);
  });

  it('a refused call stores nothing: the same key works once the member can pay', async () => {
    const m = await newMember(app, 5);
    const anna = await idOf(app, 'performer', 'anna');
    const headers = { 'idempotency-key': 'retry-me' };
    expect((await call(app, 'POST', `/member/send-tip-token/${anna}`, m.token, { token: 10 }, headers)).statusCode).toBe(400);
    const pkg = (await packages()).data[0];
    await buyTokens(app, m.token, pkg);
    expect((await call(app, 'POST', `/member/send-tip-token/${anna}`, m.token, { token: 10 }, headers)).statusCode).toBe(200);
    expect(await balance(app, 'user', m.id)).toBe(45);
  });

  it('a repeated package purchase key answers the same payment and credits once', async () => {
    const m = await newMember(app, 0);
    const pkg = (await packages()).data[0];
    const headers = { 'idempotency-key': 'buy-1' };
    const first = await call(app, 'POST', `/payment/purchase-tokens/${pkg._id}`, m.token, {}, headers);
    const second = await call(app, 'POST', `/payment/purchase-tokens/${pkg._id}`, m.token, {}, headers);
    expect(data(second).paymentId).toEqual(data(first).paymentId);
    await postback(app, 'sale', data(first).paymentId, { amount: pkg.price.toFixed(2) });
    const third = await call(app, 'POST', `/payment/purchase-tokens/${pkg._id}`, m.token, {}, headers);
    expect(data(third)).toMatchObject({ paymentId: data(first).paymentId, status: 'completed', fields: {} });
    expect(await balance(app, 'user', m.id)).toBe(50);
    expect(data(await call(app, 'GET', '/transactions/user/search', m.token)).total).toBe(1);
  });

  it('a malformed key is a 400', async () => {
    const m = await newMember(app, 10);
    const anna = await idOf(app, 'performer', 'anna');
    const res = await call(app, 'POST', `/member/send-tip-token/${anna}`, m.token, { token: 1 }, { 'idempotency-key': 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(await balance(app, 'user', m.id)).toBe(10);
  });
});

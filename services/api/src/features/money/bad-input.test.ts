import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, login } from '../../../test/helpers';
import { newId } from '../../db/ids';
import { asset, balance, call, expectLedgerConsistent, idOf, newMember } from './money.test-helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let member: { id: string; token: string };
let anna: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  member = await newMember(app, 100);
  anna = await idOf(app, 'performer', 'anna');
});
afterAll(() => close());

/** Runs a refused call and checks its status, that the body is the reference error shape, and that no balance moved. */
async function refused(run: () => Promise<LightMyRequestResponse>, status: 400 | 403 | 404 | 422, message?: string | RegExp) {
  const snapshot = async () => ({
    member: await balance(app, 'user', member.id),
    anna: await balance(app, 'performer', anna),
    platform: await balance(app, 'platform', 'platform'),
    gateway: await balance(app, 'gateway', 'gateway'),
  });
  const before = await snapshot();
  const res = await run();
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body.statusCode).toBe(status);
  if (message !== undefined) {
    const text = Array.isArray(body.message) ? Object.values(body.message[0].constraints)[0] : body.message;
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
  }
  expect(await snapshot()).toEqual(before);
}

const tip = (token: unknown, who = anna, auth = member.token) => call(app, 'POST', `/member/send-tip-token/${who}`, auth, { token });

describe('bad amounts are 400s and move nothing', () => {
  it.each([
    ['negative', -5, 'token must not be less than 1'],
    ['zero', 0, 'token must not be less than 1'],
    ['fractional', 1.5, 'token must be an integer number'],
    ['huge', 1e12, 'token must not be greater than 100000'],
    ['not a number', 'ten', 'token must be an integer number'],
  ])('%s tip amount', async (_name, amount, message) => {
    await refused(() => tip(amount), 400, message);
  });

  it('missing amount', async () => {
    await refused(() => call(app, 'POST', `/member/send-tip-token/${anna}`, member.token, {}), 400, 'token should not be empty');
  });

  it('paid tokens with a negative amount', async () => {
    await refused(() => call(app, 'POST', `/member/send-pay-token/${anna}`, member.token, { token: -1 }), 400);
  });

  it('more than the balance', async () => {
    await refused(() => tip(101), 400, 'You do not have enough tokens');
    const video = await asset(app, anna, 'video', 150);
    await refused(() => call(app, 'POST', `/purchase-items/video/${video}`, member.token), 400, 'You do not have enough tokens');
  });

  it.each(['1e309', '-1e309'])('a token amount of %s in the JSON text (Infinity once parsed)', async (amount) => {
    const raw = (url: string, field = 'token') =>
      app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        payload: `{"${field}":${amount}}`,
      });
    await refused(() => raw(`/member/send-tip-token/${anna}`), 400);
    await refused(() => raw(`/member/send-pay-token/${anna}`), 400);
    const product = await asset(app, anna, 'product', 10, { productType: 'physical', stock: 5 });
    await refused(() => raw(`/purchase-items/product/${product}`, 'quantity'), 400);
  });

  it('fractional or zero product quantity', async () => {
    const product = await asset(app, anna, 'product', 10, { productType: 'physical', stock: 5 });
    const body = { deliveryAddress: 'a', postalCode: 'b' };
    await refused(() => call(app, 'POST', `/purchase-items/product/${product}`, member.token, { ...body, quantity: 0.5 }), 400);
    await refused(() => call(app, 'POST', `/purchase-items/product/${product}`, member.token, { ...body, quantity: 0 }), 400);
  });
});

describe('unknown ids', () => {
  it('unknown or malformed performer', async () => {
    await refused(() => tip(5, newId()), 404, 'Performer not found');
    await refused(() => tip(5, 'nope'), 400, 'id must be a valid id');
  });
  it('unknown, inactive or wrong-kind content', async () => {
    await refused(() => call(app, 'POST', `/purchase-items/video/${newId()}`, member.token), 404, 'Video not found');
    const draft = await asset(app, anna, 'video', 5, { status: 'inactive' });
    await refused(() => call(app, 'POST', `/purchase-items/video/${draft}`, member.token), 404, 'Video not found');
    const gallery = await asset(app, anna, 'gallery', 5);
    await refused(() => call(app, 'POST', `/purchase-items/video/${gallery}`, member.token), 404, 'Video not found');
    await refused(() => call(app, 'POST', `/purchase-items/song/${gallery}`, member.token), 400);
  });
  it('unknown token package, refund source, payout request and order', async () => {
    await refused(() => call(app, 'POST', `/payment/purchase-tokens/${newId()}`, member.token), 404, 'Token package not found');
    await refused(
      () => call(app, 'POST', '/refund-requests', member.token, { sourceType: 'purchase', sourceId: newId() }),
      404,
      'Purchase not found',
    );
    await refused(() => call(app, 'GET', `/orders/user/details/${newId()}`, member.token), 404, 'Order not found');
    const admin = await login(app, 'user', 'admin');
    await refused(() => call(app, 'POST', `/admin/payout-requests/${newId()}/settle`, admin, { status: 'done' }), 404, 'Payout request not found');
    await refused(
      () => call(app, 'POST', `/admin/refund-requests/${newId()}/settle`, admin, { status: 'resolved' }),
      404,
      'Refund request not found',
    );
  });
});

describe('refused sellers and buyers', () => {
  it('buying twice', async () => {
    const video = await asset(app, anna, 'video', 5);
    expect((await call(app, 'POST', `/purchase-items/video/${video}`, member.token)).statusCode).toBe(200);
    await refused(() => call(app, 'POST', `/purchase-items/video/${video}`, member.token), 400, 'You have already bought this item');
  });

  it('tipping a performer who blocked the member', async () => {
    const bella = await idOf(app, 'performer', 'bella');
    await app.ctx.db.query('INSERT INTO performer_blocks (performer_id, user_id) VALUES ($1, $2)', [bella, member.id]);
    await refused(() => tip(5, bella), 403, 'This performer has blocked you');
    const video = await asset(app, bella, 'video', 5);
    await refused(() => call(app, 'POST', `/purchase-items/video/${video}`, member.token), 403, 'This performer has blocked you');
  });

  it('tipping a suspended performer', async () => {
    const iris = await idOf(app, 'performer', 'iris');
    await app.ctx.db.query(`UPDATE performers SET status = 'inactive' WHERE id = $1`, [iris]);
    await refused(() => tip(5, iris), 400, 'This performer is suspended and cannot receive tokens');
  });

  it("buying one's own content or tipping oneself (a member account with the performer's e-mail)", async () => {
    const self = await newMember(app, 100, 'annafan');
    await app.ctx.db.query(`UPDATE users SET email = 'ANNA@demo.local' WHERE id = $1`, [self.id]);
    const video = await asset(app, anna, 'video', 5);
    const before = await balance(app, 'user', self.id);
    const own = await call(app, 'POST', `/purchase-items/video/${video}`, self.token);
    expect(own.json()).toEqual({ statusCode: 400, message: 'You cannot buy your own content', error: 'Bad Request' });
    expect((await tip(5, anna, self.token)).json().message).toBe('You cannot tip yourself');
    expect(await balance(app, 'user', self.id)).toBe(before);
  });

  it('a payout above the available balance', async () => {
    const julia = await login(app, 'performer', 'julia');
    await call(app, 'POST', '/performers/bitpay/update', julia, { bitpayEmail: 'j@bitpay.test' });
    await refused(
      () => call(app, 'POST', '/payout-requests/performer', julia, { paymentAccountType: 'bitpay', tokenMustPay: 99999 }),
      400,
      /^The requested payout \(99999 tokens\) is more than your available balance \(\d+ tokens\)$/,
    );
    await refused(() => call(app, 'POST', '/payout-requests/performer', julia, { paymentAccountType: 'bitpay', tokenMustPay: -3 }), 400);
    await refused(
      () => call(app, 'POST', '/payout-requests/performer', julia, { paymentAccountType: 'paxum', tokenMustPay: 1 }),
      400,
      /Add your paxum payment details/,
    );
  });
});

describe('wrong role or no token: 403', () => {
  it.each([
    ['a performer tipping', async () => tip(5, anna, await login(app, 'performer', 'bella'))],
    ['a studio buying tokens', async () => call(app, 'POST', `/payment/purchase-tokens/${newId()}`, await login(app, 'studio', 'studio'))],
    ['no token', async () => call(app, 'POST', `/member/send-tip-token/${anna}`, undefined, { token: 5 })],
    ['a member asking for a payout', async () => call(app, 'POST', '/payout-requests/performer', member.token, { paymentAccountType: 'banking' })],
    ['a performer reading studio earnings', async () => call(app, 'GET', '/earning/studio/stats', await login(app, 'performer', 'anna'))],
    ['a member settling a payout', async () => call(app, 'POST', `/admin/payout-requests/${newId()}/settle`, member.token, { status: 'done' })],
    [
      'a performer approving a payout as a studio',
      async () => call(app, 'PUT', `/payout-requests/studio/update/${newId()}`, await login(app, 'performer', 'anna'), { status: 'approved' }),
    ],
  ])('%s', async (_name, run) => {
    await refused(run as () => Promise<LightMyRequestResponse>, 403);
  });

  it('the whole ledger still adds up', async () => {
    await expectLedgerConsistent(app);
  });
});

import type { FastifyInstance } from 'fastify';
import { login, useTestApp } from '../../../test/helpers';
import { balance, call, data, expectLedgerConsistent, newMember } from './money.test-helpers';
import { buyTokens, checkout, postback, signedPostback, TEST_PROCESSOR_SECRET } from './processor.test-helpers';
import { signBody, signFields } from '@platform/shared/node';

// Hosted checkout: buying opens the processor's page (no card reaches the API); the processor's signed postbacks
// credit, void and reverse, each (transaction, event) once, and a forged, stale or replayed postback changes nothing.

let app: FastifyInstance;
let starter: { _id: string; price: number; tokens: number };

useTestApp(async ({ app: started }) => {
  app = started;
  starter = data(await call(app, 'GET', '/package/token/search')).data[0];
});

const receipt = async (token: string, paymentId: string) => data(await call(app, 'GET', `/payment/purchases/${paymentId}`, token));
const price = () => starter.price.toFixed(2);

async function credits(memberId: string) {
  const { rows } = await app.ctx.db.query<{ amount: string }>(
    `SELECT e.amount FROM ledger_entries e JOIN ledger_movements m ON m.id = e.movement_id
     WHERE m.type = 'token_purchase' AND e.account_kind = 'user' AND e.account_id = $1`,
    [memberId],
  );
  return rows.map((r) => Number(r.amount));
}

describe('buying tokens opens a hosted checkout', () => {
  it("answers a pending payment and the processor's page with a signed request; the same key answers the same payment", async () => {
    const m = await newMember(app, 0);
    const first = await checkout(app, m.token, starter._id, 'same-key');
    expect(first).toMatchObject({ status: 'pending', processor: 'sandbox', paymentId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const url = new URL(first.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://processor.test/pay');
    const fields = Object.fromEntries(url.searchParams);
    expect(fields).toEqual(first.fields);
    expect(fields).toMatchObject({ merchant: 'velvet-live', payment_id: first.paymentId, amount: price(), currency: 'USD' });
    expect(fields.return_url).toMatch(new RegExp(`/account/tokens/receipt/${first.paymentId}$`));
    expect(fields.signature).toBe(signFields(TEST_PROCESSOR_SECRET, fields));
    expect((await checkout(app, m.token, starter._id, 'same-key')).paymentId).toBe(first.paymentId);
    expect(await receipt(m.token, first.paymentId)).toMatchObject({ status: 'pending', tokens: 50, packageName: 'Starter', reason: null });
    expect(await balance(app, 'user', m.id)).toBe(0);
  });

  it('has no card path: a card sent anyway is dropped unread and stored nowhere, and the receipt is the buyer’s alone', async () => {
    const m = await newMember(app, 0);
    const other = await newMember(app, 0);
    const sent = await call(app, 'POST', `/payment/purchase-tokens/${starter._id}`, m.token, { card: { number: '4242424242424242' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).not.toContain('4242424242424242');
    const { rows } = await app.ctx.db.query(`SELECT * FROM payment_intents WHERE account_id = $1`, [m.id]);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    const { paymentId } = data(sent);
    expect((await call(app, 'GET', `/payment/purchases/${paymentId}`, other.token)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/payment/purchases/${paymentId}`)).statusCode).toBe(403);
  });
});

describe('postbacks', () => {
  it('an approved postback credits once; the same sale posted again (freshly signed) and at the same time credits nothing more', async () => {
    const m = await newMember(app, 0);
    const { paymentId } = await checkout(app, m.token, starter._id);
    const emitted = jest.spyOn(app.ctx.realtime, 'emitToAccount');
    const first = await postback(app, 'sale', paymentId, { amount: price(), transactionId: 'sbx_once' });
    expect(first.statusCode).toBe(200);
    expect(data(first)).toEqual({ received: true, duplicate: false });
    expect(emitted).toHaveBeenCalledWith('user', m.id, 'balance-updated', { balance: 50 });
    expect(emitted).toHaveBeenCalledWith('user', m.id, 'payment-settled', expect.objectContaining({ status: 'success' }));
    emitted.mockRestore();
    const again = await postback(app, 'sale', paymentId, {
      amount: price(),
      transactionId: 'sbx_once',
      timestamp: Math.floor(Date.now() / 1000) - 1,
    });
    expect(data(again)).toEqual({ received: true, duplicate: true });
    const both = await Promise.all([
      postback(app, 'sale', paymentId, { amount: price(), transactionId: 'sbx_once', timestamp: Math.floor(Date.now() / 1000) - 2 }),
      postback(app, 'sale', paymentId, { amount: price(), transactionId: 'sbx_once', timestamp: Math.floor(Date.now() / 1000) - 3 }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await credits(m.id)).toEqual([50]);
    expect(await balance(app, 'user', m.id)).toBe(50);
    expect(await receipt(m.token, paymentId)).toMatchObject({ status: 'completed', processorTransactionId: 'sbx_once' });
    const list = data(await call(app, 'GET', '/transactions/user/search', m.token));
    expect(list.data).toEqual([expect.objectContaining({ status: 'success', totalPrice: starter.price })]);
    await expectLedgerConsistent(app);
  });

  it('two different sales racing for one payment credit it once', async () => {
    const m = await newMember(app, 0);
    const { paymentId } = await checkout(app, m.token, starter._id);
    await Promise.all([
      postback(app, 'sale', paymentId, { amount: price(), transactionId: 'sbx_race_a' }),
      postback(app, 'sale', paymentId, { amount: price(), transactionId: 'sbx_race_b' }),
    ]);
    expect(await credits(m.id)).toEqual([50]);
  });

  it('refuses forged, unsigned, stale and replayed postbacks, and hostile bodies, with 4xx and no credit', async () => {
    const m = await newMember(app, 0);
    const { paymentId } = await checkout(app, m.token, starter._id);
    const now = Math.floor(Date.now() / 1000);
    const send = (body: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/payment/processor/postback', headers: { 'content-type': 'application/json', ...headers }, payload: body });

    expect((await postback(app, 'sale', paymentId, { amount: price(), secret: 'not-the-secret' })).statusCode).toBe(401);
    expect((await send(signedPostback('sale', paymentId, { amount: price() }).body, {})).statusCode).toBe(401);
    expect((await postback(app, 'sale', paymentId, { amount: price(), timestamp: now - 3600 })).statusCode).toBe(401);
    expect((await postback(app, 'sale', paymentId, { amount: price(), timestamp: now + 3600 })).statusCode).toBe(401);
    const tampered = signedPostback('sale', paymentId, { amount: price() });
    expect((await send(tampered.body.replace(price(), '0.01'), tampered.headers)).statusCode).toBe(401);
    expect((await send(tampered.body, { ...tampered.headers, 'x-processor-timestamp': 'abc' })).statusCode).toBe(401);

    // signed, but not what the payment was
    expect((await postback(app, 'sale', paymentId, { amount: '0.01' })).statusCode).toBe(400);
    expect((await postback(app, 'sale', paymentId, { amount: '1e309' })).statusCode).toBe(400);
    expect((await postback(app, 'sale', paymentId, { amount: price(), currency: 'EUR' })).statusCode).toBe(400);
    expect((await postback(app, 'sale', 'f'.repeat(24), { amount: price() })).statusCode).toBe(400);
    expect((await postback(app, 'sale', paymentId, { amount: price(), transactionId: 'bad\u0000id' })).statusCode).toBe(400);
    expect((await postback(app, 'decline', paymentId, { amount: price(), reason: 'nul \u0000 inside' })).statusCode).toBe(400);
    const notJson = 'not json at all';
    expect((await send(notJson, signedPostbackHeaders(notJson))).statusCode).toBe(400);
    expect((await send('{"event":"sale"}', signedPostbackHeaders('{"event":"sale"}'))).statusCode).toBe(400);
    expect(await credits(m.id)).toEqual([]);

    // the one good postback, then the very same signed request again: a replay
    const good = signedPostback('sale', paymentId, { amount: price() });
    expect((await send(good.body, good.headers)).statusCode).toBe(200);
    const replay = await send(good.body, good.headers);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('This postback was already received (replay)');
    expect(await credits(m.id)).toEqual([50]);
  });

  it('a declined or cancelled payment fails with its reason and credits nothing', async () => {
    const m = await newMember(app, 0);
    const declined = await checkout(app, m.token, starter._id);
    const emitted = jest.spyOn(app.ctx.realtime, 'emitToAccount');
    expect((await postback(app, 'decline', declined.paymentId, { amount: price(), reason: 'Card declined (sandbox)' })).statusCode).toBe(200);
    expect(emitted).toHaveBeenCalledWith(
      'user',
      m.id,
      'payment-settled',
      expect.objectContaining({ status: 'failed', message: 'Card declined (sandbox)' }),
    );
    emitted.mockRestore();
    expect(await receipt(m.token, declined.paymentId)).toMatchObject({ status: 'failed', reason: 'Card declined (sandbox)' });
    const cancelled = await checkout(app, m.token, starter._id);
    await postback(app, 'cancel', cancelled.paymentId, { amount: price() });
    expect(await receipt(m.token, cancelled.paymentId)).toMatchObject({ status: 'failed', reason: 'The payment was cancelled' });
    expect(await balance(app, 'user', m.id)).toBe(0);
    const list = data(await call(app, 'GET', '/transactions/user/search', m.token));
    expect(list.data.map((t: { status: string }) => t.status)).toEqual(['failed', 'failed']);
  });
});

/** Headers signing an arbitrary body (for bodies signedPostback cannot make). */
const signedPostbackHeaders = (body: string) => signBody(TEST_PROCESSOR_SECRET, body);

describe('refunds and chargebacks reverse the ledger exactly', () => {
  it('a refund takes the tokens back from the member; once', async () => {
    const m = await newMember(app, 0);
    const gatewayBefore = await balance(app, 'gateway', 'gateway');
    const paymentId = await buyTokens(app, m.token, starter);
    expect(await balance(app, 'user', m.id)).toBe(50);
    const refund = await postback(app, 'refund', paymentId, { amount: price(), transactionId: `sbx_${paymentId}` });
    expect(data(refund)).toEqual({ received: true, duplicate: false });
    expect(await balance(app, 'user', m.id)).toBe(0);
    expect(await balance(app, 'gateway', 'gateway')).toBe(gatewayBefore);
    expect(await receipt(m.token, paymentId)).toMatchObject({ status: 'reversed', reversal: 'refund' });
    expect(data(await postback(app, 'refund', paymentId, { amount: price() }))).toEqual({ received: true, duplicate: true });
    expect(await balance(app, 'user', m.id)).toBe(0);
    await expectLedgerConsistent(app);
  });

  it('a chargeback after the tokens were spent takes what is left and books the shortfall to the chargeback account, shown to the admin', async () => {
    const m = await newMember(app, 0);
    const chargebacksBefore = await balance(app, 'chargebacks', 'chargebacks');
    const gatewayBefore = await balance(app, 'gateway', 'gateway');
    const paymentId = await buyTokens(app, m.token, starter);
    const anna = data(await call(app, 'GET', '/performers/me', await login(app, 'performer', 'anna')));
    const tip = await call(app, 'POST', `/member/send-tip-token/${anna._id}`, m.token, { token: 30 }, { 'idempotency-key': `tip-${paymentId}` });
    expect(tip.statusCode).toBe(200);
    expect(await balance(app, 'user', m.id)).toBe(20);

    expect((await postback(app, 'chargeback', paymentId, { amount: price() })).statusCode).toBe(200);
    expect(await balance(app, 'user', m.id)).toBe(0);
    expect(await balance(app, 'chargebacks', 'chargebacks')).toBe(chargebacksBefore - 30);
    expect(await balance(app, 'gateway', 'gateway')).toBe(gatewayBefore);
    expect(await receipt(m.token, paymentId)).toMatchObject({ status: 'reversed', reversal: 'chargeback' });
    // a refund of the same payment afterwards reverses nothing more
    expect(data(await postback(app, 'refund', paymentId, { amount: price() }))).toEqual({ received: true, duplicate: false });
    expect(await balance(app, 'chargebacks', 'chargebacks')).toBe(chargebacksBefore - 30);
    await expectLedgerConsistent(app);

    const admin = await login(app, 'user', 'admin');
    expect((await call(app, 'GET', '/admin/money/chargebacks', m.token)).statusCode).toBe(403);
    const listed = data(await call(app, 'GET', '/admin/money/chargebacks?limit=200', admin));
    expect(listed.chargebackBalance).toBe(chargebacksBefore - 30);
    expect(listed.data.find((r: { paymentId: string }) => r.paymentId === paymentId)).toMatchObject({
      kind: 'chargeback',
      member: { username: m.username },
      tokens: 50,
      recovered: 20,
      shortfall: 30,
      amount: starter.price,
    });
  });

  it('a chargeback of a payment never credited changes nothing', async () => {
    const m = await newMember(app, 10);
    const { paymentId } = await checkout(app, m.token, starter._id);
    expect((await postback(app, 'chargeback', paymentId, { amount: price() })).statusCode).toBe(200);
    expect(await balance(app, 'user', m.id)).toBe(10);
    expect(await receipt(m.token, paymentId)).toMatchObject({ status: 'pending' });
  });
});

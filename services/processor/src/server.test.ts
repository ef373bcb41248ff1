import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProcessor } from './server';
import { bodySigned, signBody, signFields, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@platform/shared/node';
import { PaymentStore } from './store';

// The sandbox processor end to end over HTTP: a signed request opens the page, each test card does what its table
// says, the merchant gets signed postbacks (late and twice for one card), the operator refunds and charges back.

const SECRET = 'processor-test-secret';
const received: Array<{ body: Record<string, unknown>; signed: boolean }> = [];
let merchant: http.Server;
let processor: ReturnType<typeof createProcessor>;
let base: string;
let counter = 0;

beforeAll(async () => {
  merchant = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const signed = bodySigned(SECRET, raw, req.headers[TIMESTAMP_HEADER] as string, req.headers[SIGNATURE_HEADER] as string);
      received.push({ body: JSON.parse(raw) as Record<string, unknown>, signed });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  processor = createProcessor({
    secret: SECRET,
    merchantId: 'velvet-live',
    postbackUrl: `http://127.0.0.1:${(merchant.address() as AddressInfo).port}/postback`,
    store: new PaymentStore(null),
    latePostbackMs: 200,
    sessionTtlMs: 60_000,
    requestMaxAgeSeconds: 3600,
    postbackAttempts: 3,
    retryBaseMs: 50,
  });
  await new Promise<void>((resolve) => processor.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(processor.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await processor.close();
  await new Promise((resolve) => merchant.close(resolve));
});

const nextId = () => (++counter).toString(16).padStart(24, '0');
const until = async (check: () => boolean, ms = 3000) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
};
const postbacksOf = (paymentId: string) => received.filter((r) => r.body.paymentId === paymentId);

function signedRequest(paymentId: string, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    merchant: 'velvet-live',
    payment_id: paymentId,
    amount: '4.99',
    currency: 'USD',
    description: '50 tokens (Starter)',
    customer: 'member-1',
    return_url: `http://site.test/account/tokens/receipt/${paymentId}`,
    cancel_url: `http://site.test/account/tokens/receipt/${paymentId}?cancelled=1`,
    ts: String(Math.floor(Date.now() / 1000)),
    ...extra,
  };
  fields.signature = signFields(SECRET, fields);
  return `${base}/pay?${new URLSearchParams(fields).toString()}`;
}

async function openPage(paymentId: string) {
  const res = await fetch(signedRequest(paymentId), { redirect: 'manual' });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`/pay/${paymentId}`);
  const page = await fetch(`${base}/pay/${paymentId}`);
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  return page.text();
}

const submit = (path: string, form: Record<string, string>) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

const card = (number: string) => ({ number, holder: 'Test Member', expiry: '12/34', cvc: '123' });

async function merchantApi(path: string, body: object, secret = SECRET) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...signBody(secret, raw) }, body: raw });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the hosted page', () => {
  it('opens only for a request the merchant signed', async () => {
    const id = nextId();
    expect((await fetch(`${signedRequest(id)}x`, { redirect: 'manual' })).status).toBe(403);
    expect((await fetch(signedRequest(id, { ts: String(Math.floor(Date.now() / 1000) - 7200) }), { redirect: 'manual' })).status).toBe(403);
    expect((await fetch(signedRequest(id, { description: 'nul \u0000' }), { redirect: 'manual' })).status).toBe(400);
    const page = await openPage(id);
    expect(page).toContain('Pay 4.99 USD');
    expect(page).toContain('4242 4242 4242 4242');
  });

  it('approves 4242…: the member goes back, the merchant gets one signed sale; the status API agrees', async () => {
    const id = nextId();
    await openPage(id);
    const res = await submit(`/pay/${id}`, card('4242 4242 4242 4242'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://site.test/account/tokens/receipt/${id}`);
    await until(() => postbacksOf(id).length === 1);
    expect(postbacksOf(id)[0]).toMatchObject({ signed: true, body: { event: 'sale', amount: '4.99', currency: 'USD' } });
    const status = await merchantApi('/api/payments/status', { merchant: 'velvet-live', paymentId: id });
    expect(status.body).toMatchObject({ state: 'approved', transactionId: postbacksOf(id)[0].body.transactionId });
    expect((await merchantApi('/api/payments/status', { merchant: 'velvet-live', paymentId: id }, 'forged')).status).toBe(401);
  });

  it('declines 4000…0002 with a decline postback; a card not on the list shows the page again', async () => {
    const id = nextId();
    await openPage(id);
    expect(await (await submit(`/pay/${id}`, card('5555 5555 5555 4444'))).text()).toContain('only takes its test cards');
    expect((await submit(`/pay/${id}`, card('4000 0000 0000 0002'))).status).toBe(303);
    await until(() => postbacksOf(id).length === 1);
    expect(postbacksOf(id)[0].body).toMatchObject({ event: 'decline', reason: 'The card was declined (sandbox test card)' });
  });

  it('challenges 4000…3220: the right code approves, a wrong one declines', async () => {
    const good = nextId();
    await openPage(good);
    const challenged = await submit(`/pay/${good}`, card('4000000000003220'));
    expect(challenged.headers.get('location')).toBe(`/pay/${good}/challenge`);
    expect(await (await fetch(`${base}/pay/${good}/challenge`)).text()).toContain('Verification code');
    expect((await submit(`/pay/${good}/challenge`, { code: '1234' })).headers.get('location')).toContain(`/receipt/${good}`);
    await until(() => postbacksOf(good).length === 1);
    expect(postbacksOf(good)[0].body.event).toBe('sale');

    const bad = nextId();
    await openPage(bad);
    await submit(`/pay/${bad}`, card('4000000000003220'));
    await submit(`/pay/${bad}/challenge`, { code: '0000' });
    await until(() => postbacksOf(bad).length === 1);
    expect(postbacksOf(bad)[0].body.event).toBe('decline');
  });

  it('4000…0259: approved at once, the postback comes late and twice', async () => {
    const id = nextId();
    await openPage(id);
    expect((await submit(`/pay/${id}`, card('4000000000000259'))).status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(postbacksOf(id)).toHaveLength(0);
    await until(() => postbacksOf(id).length === 2);
    expect(postbacksOf(id).map((p) => [p.body.event, p.body.transactionId, p.signed])).toEqual([
      ['sale', postbacksOf(id)[0].body.transactionId, true],
      ['sale', postbacksOf(id)[0].body.transactionId, true],
    ]);
  });

  it('cancel sends the member to the cancel address and the merchant a cancel; the merchant can close an open payment', async () => {
    const id = nextId();
    await openPage(id);
    const res = await submit(`/pay/${id}/cancel`, {});
    expect(res.headers.get('location')).toContain('?cancelled=1');
    await until(() => postbacksOf(id).length === 1);
    expect(postbacksOf(id)[0].body.event).toBe('cancel');

    const open = nextId();
    await openPage(open);
    expect((await merchantApi('/api/payments/cancel', { merchant: 'velvet-live', paymentId: open })).body).toMatchObject({ state: 'cancelled' });
    expect(await (await submit(`/pay/${open}`, card('4242424242424242'))).text()).toContain('cancelled');
    expect((await merchantApi('/api/payments/status', { merchant: 'velvet-live', paymentId: nextId() })).body).toEqual({ state: 'unknown' });
  });
});

describe('the operator', () => {
  it('refunds or charges back an approved payment once, by postback', async () => {
    const id = nextId();
    await openPage(id);
    await submit(`/pay/${id}`, card('4242424242424242'));
    await until(() => postbacksOf(id).length === 1);
    const charged = await fetch(`${base}/admin/api/payments/${id}/chargeback`, { method: 'POST' });
    expect(await charged.json()).toEqual({ paymentId: id, event: 'chargeback', postbackStatus: 200 });
    expect(postbacksOf(id).map((p) => p.body.event)).toEqual(['sale', 'chargeback']);
    expect(postbacksOf(id)[1].body.transactionId).toBe(postbacksOf(id)[0].body.transactionId);
    expect((await fetch(`${base}/admin/api/payments/${id}/refund`, { method: 'POST' })).status).toBe(409);
    expect(await (await fetch(`${base}/admin`)).text()).toContain(id);
  });
});

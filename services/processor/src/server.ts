import crypto from 'node:crypto';
import http from 'node:http';
import { adminPage, challengePage, errorPage, paymentPage, resultPage } from './pages';
import { bodySigned, fieldsSigned, signBody, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@platform/shared/node';
import { PaymentStore, type Payment } from './store';

// SANDBOX payment processor, shaped like the adult-industry ones (CCBill, Segpay, Verotel): the merchant sends the
// member to its hosted page with a signed request, the member pays there with a test card, the processor sends him
// back and tells the merchant by signed postbacks — the sale or decline, later a refund or chargeback that its
// operator makes. No real money moves and no card is kept (its last four digits only).

export interface ProcessorOptions {
  secret: string;
  merchantId: string;
  /** Where postbacks go (the merchant's postback URL). */
  postbackUrl: string;
  store: PaymentStore;
  /** The "late and twice" test card's postbacks wait this long (PROCESSOR_LATE_POSTBACK_MS). */
  latePostbackMs: number;
  /** An open payment page expires after this long (PROCESSOR_SESSION_TTL_MS). */
  sessionTtlMs: number;
  /** How old a signed checkout request may be when the member opens it (seconds). */
  requestMaxAgeSeconds: number;
  /** Retries of a postback the merchant did not take (network, 5xx), doubling from `retryBaseMs`. */
  postbackAttempts: number;
  retryBaseMs: number;
  log?: (line: string) => void;
}

const CARD = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  challenge: '4000000000003220',
  lateTwice: '4000000000000259',
} as const;

export const CHALLENGE_CODE = '1234';

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const MAX_BODY = 16 * 1024;
const PAYMENT_ID = /^[0-9a-f]{24}$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Refusal(413, 'The request is too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Text from a form or query without control characters (NUL and the like are refused, not stored). */
function clean(value: string | null | undefined, max = 500): string {
  const text = value ?? '';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text) || text.length > max) throw new Refusal(400, 'The request holds a value that is not allowed');
  return text;
}

function httpUrl(value: string) {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // refused below
  }
  throw new Refusal(400, 'The return address is not a web address');
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function createProcessor(options: ProcessorOptions) {
  const { store } = options;
  const log = options.log ?? (() => undefined);
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  /** Sends one signed postback, retrying (freshly signed each time) while the merchant cannot take it. */
  async function postback(payment: Payment, event: 'sale' | 'decline' | 'cancel' | 'refund' | 'chargeback', reason: string | null = null) {
    const body = JSON.stringify({
      event,
      transactionId: payment.transactionId ?? `sbx_none_${payment.paymentId}`,
      paymentId: payment.paymentId,
      amount: payment.amount,
      currency: payment.currency,
      reason,
      occurredAt: new Date().toISOString(),
    });
    let status = 0;
    for (let attempt = 0; attempt < options.postbackAttempts; attempt++) {
      if (attempt) await sleep(options.retryBaseMs * 2 ** (attempt - 1));
      try {
        const res = await fetch(options.postbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signBody(options.secret, body) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        status = res.status;
        await res.arrayBuffer().catch(() => undefined);
        // taken, or refused for good (a 4xx other than a rate limit): no retry
        if (res.ok || (status >= 400 && status < 500 && status !== 429)) break;
      } catch (error) {
        status = 0;
        log(`postback ${event} ${payment.paymentId}: ${(error as Error).message}`);
      }
    }
    log(`postback ${event} ${payment.paymentId} → ${status}`);
    const current = store.get(payment.paymentId) ?? payment;
    current.postbacks.push({ event, status, at: new Date().toISOString() });
    store.save(current);
    return status;
  }

  const send = (payment: Payment, event: Parameters<typeof postback>[1], reason: string | null = null) => {
    postback(payment, event, reason).catch((error: Error) => log(`postback failed: ${error.message}`));
  };

  /** An open page past its time is expired (so it cannot be paid any more). */
  function current(paymentId: string): Payment | undefined {
    const payment = store.get(paymentId);
    if (payment && (payment.state === 'open' || payment.state === 'challenge') && Date.now() - Date.parse(payment.createdAt) > options.sessionTtlMs) {
      payment.state = 'expired';
      store.save(payment);
    }
    return payment;
  }

  function approve(payment: Payment, { late = false } = {}) {
    payment.state = 'approved';
    payment.transactionId = `sbx_${crypto.randomBytes(10).toString('hex')}`;
    store.save(payment);
    if (!late) return send(payment, 'sale');
    // the "late and twice" card: both copies after a wait, at the same moment
    later(options.latePostbackMs, () => {
      send(payment, 'sale');
      send(payment, 'sale');
    });
  }

  function decline(payment: Payment, reason: string) {
    payment.state = 'declined';
    payment.reason = reason;
    store.save(payment);
    send(payment, 'decline', reason);
  }

  /** GET /pay?<signed fields>: opens (or reopens) the payment's page. */
  function open(url: URL): Payment {
    const fields: Record<string, string> = {};
    for (const [key, value] of url.searchParams) fields[key] = clean(value, 2000);
    if (!fieldsSigned(options.secret, fields)) throw new Refusal(403, 'The payment request is not signed by the merchant');
    if (fields.merchant !== options.merchantId) throw new Refusal(403, 'Unknown merchant');
    const age = Date.now() / 1000 - Number(fields.ts);
    if (!Number.isFinite(age) || age > options.requestMaxAgeSeconds || age < -300)
      throw new Refusal(403, 'The payment request has expired; start again');
    if (!PAYMENT_ID.test(fields.payment_id ?? '')) throw new Refusal(400, 'The payment id is not valid');
    if (!/^\d{1,7}\.\d{2}$/.test(fields.amount ?? '') || !/^[A-Z]{3}$/.test(fields.currency ?? '')) throw new Refusal(400, 'The amount is not valid');
    const known = current(fields.payment_id);
    if (known) {
      if (known.amount !== fields.amount || known.currency !== fields.currency) throw new Refusal(400, 'This payment was opened for another amount');
      return known;
    }
    const now = new Date().toISOString();
    const payment: Payment = {
      paymentId: fields.payment_id,
      merchant: fields.merchant,
      amount: fields.amount,
      currency: fields.currency,
      description: fields.description ?? '',
      customer: fields.customer ?? '',
      returnUrl: httpUrl(fields.return_url ?? ''),
      cancelUrl: httpUrl(fields.cancel_url ?? fields.return_url ?? ''),
      state: 'open',
      transactionId: null,
      reason: null,
      cardLast4: null,
      refunded: false,
      chargedBack: false,
      createdAt: now,
      updatedAt: now,
      postbacks: [],
    };
    store.save(payment);
    return payment;
  }

  /** POST /pay/:id: the card form. Answers where the member goes next, or the page again with an error. */
  function pay(payment: Payment, form: URLSearchParams): { redirect: string } | { page: string } {
    if (payment.state !== 'open') return { page: resultPage(payment) };
    const number = clean(form.get('number'), 40).replace(/[\s-]/g, '');
    const expiry = clean(form.get('expiry'), 10).trim();
    const cvc = clean(form.get('cvc'), 10).trim();
    clean(form.get('holder'), 100);
    if (!/^\d{12,19}$/.test(number)) return { page: paymentPage(payment, 'Type a card number (see the test cards below).') };
    if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(expiry) || !/^\d{3,4}$/.test(cvc)) {
      return { page: paymentPage(payment, 'Type the expiry as MM/YY and a 3 or 4 digit CVC.') };
    }
    payment.cardLast4 = number.slice(-4);
    switch (number) {
      case CARD.approve:
        approve(payment);
        return { redirect: payment.returnUrl };
      case CARD.lateTwice:
        approve(payment, { late: true });
        return { redirect: payment.returnUrl };
      case CARD.decline:
        decline(payment, 'The card was declined (sandbox test card)');
        return { redirect: payment.returnUrl };
      case CARD.challenge:
        payment.state = 'challenge';
        store.save(payment);
        return { redirect: `/pay/${payment.paymentId}/challenge` };
      default:
        return { page: paymentPage(payment, 'This sandbox only takes its test cards (listed below).') };
    }
  }

  function answerState(payment: Payment | undefined) {
    if (!payment) return { state: 'unknown' as const };
    return { state: payment.state, transactionId: payment.transactionId, reason: payment.reason };
  }

  /** A merchant API call: signed JSON `{merchant, paymentId}`. */
  async function merchantCall(req: http.IncomingMessage) {
    const raw = await readBody(req);
    if (!bodySigned(options.secret, raw, single(req.headers[TIMESTAMP_HEADER]), single(req.headers[SIGNATURE_HEADER]))) {
      throw new Refusal(401, 'The call is not signed by the merchant');
    }
    let body: { merchant?: unknown; paymentId?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      throw new Refusal(400, 'The body is not JSON');
    }
    if (body.merchant !== options.merchantId || typeof body.paymentId !== 'string' || !PAYMENT_ID.test(body.paymentId)) {
      throw new Refusal(400, 'Unknown merchant or payment id');
    }
    return body.paymentId;
  }

  /** The operator's refund or chargeback: the merchant hears it by postback. */
  async function reverse(paymentId: string, kind: 'refund' | 'chargeback') {
    const payment = current(paymentId);
    if (!payment) throw new Refusal(404, 'No such payment');
    if (payment.state !== 'approved') throw new Refusal(409, 'Only an approved payment can be refunded or charged back');
    if (payment.refunded || payment.chargedBack) throw new Refusal(409, 'This payment was already reversed');
    if (kind === 'refund') payment.refunded = true;
    else payment.chargedBack = true;
    store.save(payment);
    const status = await postback(payment, kind, kind === 'refund' ? 'Refunded by the operator' : 'Charged back by the card holder');
    return { paymentId, event: kind, postbackStatus: status };
  }

  const operatorAllowed = (req: http.IncomingMessage) => {
    const address = req.socket.remoteAddress ?? '';
    return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  };

  async function route(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://processor.invalid');
    const method = req.method ?? 'GET';
    const parts = url.pathname.split('/').filter(Boolean);
    const html = (status: number, page: string) => {
      res.writeHead(status, PAGE_HEADERS);
      res.end(page);
    };
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const redirect = (location: string) => {
      res.writeHead(303, { location, 'cache-control': 'no-store' });
      res.end();
    };

    try {
      if (method === 'GET' && url.pathname === '/health') return json(200, { ok: true });
      if (method === 'GET' && url.pathname === '/pay') return redirect(`/pay/${open(url).paymentId}`);
      if (parts[0] === 'pay' && parts[1] && PAYMENT_ID.test(parts[1])) {
        const payment = current(parts[1]);
        if (!payment) throw new Refusal(404, 'No such payment; go back to the merchant and start again');
        const action = parts[2];
        if (method === 'GET' && !action) {
          if (payment.state === 'challenge') return redirect(`/pay/${payment.paymentId}/challenge`);
          return html(200, payment.state === 'open' ? paymentPage(payment) : resultPage(payment));
        }
        if (method === 'POST' && !action) {
          const next = pay(payment, new URLSearchParams(await readBody(req)));
          return 'redirect' in next ? redirect(next.redirect) : html(200, next.page);
        }
        if (action === 'challenge' && method === 'GET') {
          return html(200, payment.state === 'challenge' ? challengePage(payment) : resultPage(payment));
        }
        if (action === 'challenge' && method === 'POST') {
          if (payment.state !== 'challenge') return html(200, resultPage(payment));
          const code = clean(new URLSearchParams(await readBody(req)).get('code'), 10).trim();
          if (code === CHALLENGE_CODE) approve(payment);
          else decline(payment, 'The bank could not verify the card holder (3-D Secure failed)');
          return redirect(payment.returnUrl);
        }
        if (action === 'cancel' && method === 'POST') {
          if (payment.state === 'open' || payment.state === 'challenge') {
            payment.state = 'cancelled';
            store.save(payment);
            send(payment, 'cancel', 'The member cancelled on the payment page');
          }
          return redirect(payment.cancelUrl);
        }
      }
      if (method === 'POST' && url.pathname === '/api/payments/status') return json(200, answerState(current(await merchantCall(req))));
      if (method === 'POST' && url.pathname === '/api/payments/cancel') {
        const payment = current(await merchantCall(req));
        if (payment && (payment.state === 'open' || payment.state === 'challenge')) {
          payment.state = 'cancelled';
          payment.reason = 'Closed by the merchant';
          store.save(payment);
        }
        return json(200, answerState(payment));
      }
      if (parts[0] === 'admin') {
        if (!operatorAllowed(req)) throw new Refusal(403, 'The operator pages answer on this machine only');
        if (method === 'GET' && parts.length === 1) return html(200, adminPage(store.all()));
        // /admin/api/payments/:id → JSON; /admin/api/payments/:id/{refund,chargeback} and the page's /admin/payments/:id/{…}
        const apiCall = parts[1] === 'api';
        const [kind, id, verb] = apiCall ? parts.slice(2) : parts.slice(1);
        if (kind === 'payments' && id && PAYMENT_ID.test(id)) {
          if (method === 'GET' && apiCall && !verb) {
            const payment = current(id);
            return payment ? json(200, payment) : json(404, { message: 'No such payment' });
          }
          if (method === 'POST' && (verb === 'refund' || verb === 'chargeback')) {
            const done = await reverse(id, verb);
            return apiCall ? json(200, done) : redirect('/admin');
          }
        }
      }
      throw new Refusal(404, 'Not found');
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 500;
      const message = error instanceof Refusal ? error.message : 'The processor failed';
      if (status === 500) log(`error: ${(error as Error).stack ?? String(error)}`);
      if (res.headersSent) return res.end();
      const wantsJson = url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin/api/');
      return wantsJson ? json(status, { message }) : html(status, errorPage(message));
    }
  }

  const server = http.createServer((req, res) => {
    void route(req, res);
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { call, data } from './money.test-helpers';
import { processorsFrom, setPaymentProcessors, type ProcessorEventKind } from './payment-processor';
import { signBody } from '@platform/shared/node';

// Shared steps of the tests that buy tokens (not a test file itself): the sandbox processor adapter with a test
// secret, and the processor's side of a purchase — its signed postbacks — played by the test.

export const TEST_PROCESSOR_SECRET = 'test-processor-secret-0123456789abcdef';

export const testProcessors = processorsFrom({
  active: 'sandbox',
  sandbox: {
    apiUrl: 'http://127.0.0.1:9',
    publicUrl: 'http://processor.test',
    secret: TEST_PROCESSOR_SECRET,
    merchantId: 'velvet-live',
    toleranceSeconds: 300,
  },
});
setPaymentProcessors(testProcessors);

export interface Checkout {
  paymentId: string;
  status: string;
  redirectUrl: string;
  fields: Record<string, string>;
}

/** Opens a checkout for a package (one Idempotency-Key unless given). */
export async function checkout(app: FastifyInstance, token: string, packageId: string, key = `buy-${newId()}`): Promise<Checkout> {
  const res = await call(app, 'POST', `/payment/purchase-tokens/${packageId}`, token, {}, { 'idempotency-key': key });
  if (res.statusCode !== 200) throw new Error(`checkout: HTTP ${res.statusCode} ${res.body}`);
  return data<Checkout>(res);
}

export interface PostbackOptions {
  transactionId?: string;
  amount?: string;
  currency?: string;
  reason?: string;
  /** Unix seconds the postback is signed at (default now). */
  timestamp?: number;
  secret?: string;
}

/** The body and headers of a signed postback, as the processor sends it. */
export function signedPostback(kind: ProcessorEventKind, paymentId: string, options: PostbackOptions = {}) {
  const body = JSON.stringify({
    event: kind,
    transactionId: options.transactionId ?? `sbx_${paymentId}`,
    paymentId,
    amount: options.amount ?? '4.99',
    currency: options.currency ?? 'USD',
    reason: options.reason ?? null,
    occurredAt: new Date().toISOString(),
  });
  return { body, headers: { 'content-type': 'application/json', ...signBody(options.secret ?? TEST_PROCESSOR_SECRET, body, options.timestamp) } };
}

export async function postback(app: FastifyInstance, kind: ProcessorEventKind, paymentId: string, options: PostbackOptions = {}) {
  const { body, headers } = signedPostback(kind, paymentId, options);
  return app.inject({ method: 'POST', url: '/payment/processor/postback', headers, payload: body });
}

/** Buys a package the whole way: the checkout, then the processor's approving postback. Answers the payment id. */
export async function buyTokens(app: FastifyInstance, token: string, pkg: { _id: string; price: number }, key?: string) {
  const { paymentId } = await checkout(app, token, pkg._id, key);
  const res = await postback(app, 'sale', paymentId, { amount: pkg.price.toFixed(2) });
  if (res.statusCode !== 200) throw new Error(`postback: HTTP ${res.statusCode} ${res.body}`);
  return paymentId;
}

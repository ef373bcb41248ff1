import { HttpError } from '../../core/errors';
import { SandboxProcessor } from './sandbox-processor';

/**
 * A hosted-checkout payment processor, shaped like the adult-industry ones (CCBill, Segpay, Verotel): the site sends
 * the member to the processor's payment page with a signed request, the member pays there (our API never sees a
 * card), and the processor tells the site what happened by signed postbacks — the sale, a decline, later a refund or
 * a chargeback. A real processor is one more implementation of this interface plus its configuration.
 */
export interface PaymentProcessor {
  readonly name: string;
  /** The signed request that opens the processor's payment page for one of our payments (no network call). */
  checkout(request: CheckoutRequest): HostedCheckout;
  /**
   * Checks a postback's signature and freshness over its raw body and reads it. Throws a 4xx `HttpError` for a
   * forged, unsigned, stale or unreadable postback; answers the event and the key that tells a replay of this very
   * request (its signature).
   */
  verifyPostback(headers: Record<string, string | string[] | undefined>, rawBody: string, now?: number): VerifiedPostback;
  /** What became of a payment by the processor's records (the reconciler asks); never charges. */
  status(paymentId: string): Promise<PaymentState>;
  /** Closes a payment the member never finished, so that it cannot be paid later; answers its final state. */
  cancel(paymentId: string): Promise<PaymentState>;
}

export interface CheckoutRequest {
  /** Our payment intent's id: the processor's reference of the payment, echoed in every postback. */
  paymentId: string;
  /** Real money, in `currency`. */
  amount: number;
  currency: string;
  description: string;
  buyerId: string;
  /** Where the processor sends the member back (paid, declined or cancelled). */
  returnUrl: string;
  cancelUrl: string;
}

export interface HostedCheckout {
  /** The processor's page with the signed request in its query: the browser navigates there. */
  redirectUrl: string;
  /** The same request as a form post: its action and its fields. */
  action: string;
  fields: Record<string, string>;
}

export type ProcessorEventKind = 'sale' | 'decline' | 'cancel' | 'refund' | 'chargeback';

/** One postback, in our terms. */
export interface ProcessorEvent {
  kind: ProcessorEventKind;
  /** The processor's transaction id: each (transaction, event) is applied once. */
  transactionId: string;
  paymentId: string;
  /** Real money, as the processor says it moved. */
  amount: number;
  currency: string;
  reason: string | null;
}

export interface VerifiedPostback {
  event: ProcessorEvent;
  /** Seen before (while the timestamp is still fresh) = a replay of the same signed request. */
  replayKey: string;
}

/**
 * What became of a payment at the processor:
 * - `approved`: the member paid (`transactionId`);
 * - `declined`: refused, nothing charged;
 * - `processing`: the member still has the page open (or a challenge): ask again later;
 * - `not_charged`: never paid (cancelled, expired, unknown to the processor).
 */
export type PaymentState =
  { state: 'approved'; transactionId: string } | { state: 'declined'; reason: string } | { state: 'processing' } | { state: 'not_charged' };

/** The processors this install talks to, read from the environment (tests pass their own). */
export interface ProcessorConfig {
  /** PAYMENT_PROCESSOR: the one new purchases go to (default `sandbox`). */
  active: string;
  sandbox: {
    /** PROCESSOR_URL: the processor's server-to-server base URL (status, cancel). */
    apiUrl: string;
    /** PROCESSOR_PUBLIC_URL: its base URL as the member's browser reaches it (default: PROCESSOR_URL). */
    publicUrl: string;
    /** PROCESSOR_SECRET: signs checkout requests and API calls, and the processor signs its postbacks with it. */
    secret: string | undefined;
    /** PROCESSOR_MERCHANT_ID: our account at the processor. */
    merchantId: string;
    /** How old a postback's timestamp may be (PROCESSOR_POSTBACK_TOLERANCE_S, 300 s). */
    toleranceSeconds: number;
  };
}

export function loadProcessorConfig(env: NodeJS.ProcessEnv = process.env): ProcessorConfig {
  const port = Number(env.PROCESSOR_PORT) > 0 ? Number(env.PROCESSOR_PORT) : 8090;
  const apiUrl = (env.PROCESSOR_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  return {
    active: env.PAYMENT_PROCESSOR || 'sandbox',
    sandbox: {
      apiUrl,
      publicUrl: (env.PROCESSOR_PUBLIC_URL || apiUrl).replace(/\/+$/, ''),
      secret: env.PROCESSOR_SECRET || undefined,
      merchantId: env.PROCESSOR_MERCHANT_ID || 'velvet-live',
      toleranceSeconds: Number(env.PROCESSOR_POSTBACK_TOLERANCE_S) > 0 ? Number(env.PROCESSOR_POSTBACK_TOLERANCE_S) : 300,
    },
  };
}

/** The processors by name; the active one takes new purchases, any known one may post back and be asked. */
export interface PaymentProcessors {
  active: PaymentProcessor;
  byName(name: string): PaymentProcessor | undefined;
}

let configured: PaymentProcessors | null = null;

export function paymentProcessors(): PaymentProcessors {
  configured ??= processorsFrom(loadProcessorConfig());
  return configured;
}

/** Tests (and a host that configures in code) set the processors; null goes back to the environment's. */
export function setPaymentProcessors(processors: PaymentProcessors | null) {
  configured = processors;
}

export function processorsFrom(config: ProcessorConfig): PaymentProcessors {
  const all: Record<string, PaymentProcessor> = { sandbox: new SandboxProcessor(config.sandbox) };
  const byName = (name: string) => (Object.hasOwn(all, name) ? all[name] : undefined);
  const active = byName(config.active);
  if (!active) throw new Error(`PAYMENT_PROCESSOR=${config.active} is not a known processor (known: ${Object.keys(all).join(', ')})`);
  return { active, byName };
}

export const postbackRefused = (status: 400 | 401 | 409, message: string) =>
  new HttpError(status, { statusCode: status, message, error: status === 401 ? 'Unauthorized' : status === 409 ? 'Conflict' : 'Bad Request' });

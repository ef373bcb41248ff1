import { PROCESSOR_EVENTS, ProcessorPostback } from '@platform/shared/contract';
import { bodySignature, sameSignature, SIGNATURE_HEADER, signBody, signFields, TIMESTAMP_HEADER } from '@platform/shared/node';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  postbackRefused,
  type CheckoutRequest,
  type HostedCheckout,
  type PaymentProcessor,
  type PaymentState,
  type ProcessorConfig,
  type VerifiedPostback,
} from './payment-processor';

// The adapter of the sandbox processor service (services/processor): its hosted page takes a signed request in the
// query (or as a form post) and it posts back signed JSON. The signing rules are the processor's, written out here
// in @platform/shared/node (processor-signing.ts), which the processor signs and checks with too:
//   checkout request: `signature` = hex HMAC-SHA256 over the other fields as sorted `key=value` lines joined by "\n";
//   postbacks and API calls: `X-Processor-Timestamp: <unix seconds>`, `X-Processor-Signature: sha256=<hex HMAC-SHA256
//   of "<timestamp>.<raw body>">`.

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type SandboxConfig = ProcessorConfig['sandbox'];

// Value.Check knows no `Unsafe` kind (the contract's enums): the event is checked against its list by hand
const PostbackFields = Type.Omit(ProcessorPostback, ['event']);
const isPostback = (body: unknown): body is ProcessorPostback =>
  Value.Check(PostbackFields, body) && (PROCESSOR_EVENTS as readonly unknown[]).includes((body as { event?: unknown }).event);

/** What the processor's status and cancel calls answer. */
interface SandboxPaymentAnswer {
  state: 'open' | 'challenge' | 'approved' | 'declined' | 'cancelled' | 'expired' | 'unknown';
  transactionId?: string | null;
  reason?: string | null;
}

export class SandboxProcessor implements PaymentProcessor {
  readonly name = 'sandbox';

  constructor(private readonly config: SandboxConfig) {}

  private secret(): string {
    if (!this.config.secret) throw postbackRefused(400, 'Payments are not configured on this server (PROCESSOR_SECRET)');
    return this.config.secret;
  }

  checkout(request: CheckoutRequest): HostedCheckout {
    const fields: Record<string, string> = {
      merchant: this.config.merchantId,
      payment_id: request.paymentId,
      amount: request.amount.toFixed(2),
      currency: request.currency,
      description: request.description,
      customer: request.buyerId,
      return_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      ts: String(Math.floor(Date.now() / 1000)),
    };
    fields.signature = signFields(this.secret(), fields);
    const action = `${this.config.publicUrl}/pay`;
    return { action, fields, redirectUrl: `${action}?${new URLSearchParams(fields).toString()}` };
  }

  verifyPostback(headers: Record<string, string | string[] | undefined>, rawBody: string, now = Date.now()): VerifiedPostback {
    const secret = this.secret();
    const timestamp = single(headers[TIMESTAMP_HEADER]);
    const signature = single(headers[SIGNATURE_HEADER]);
    if (!timestamp || !signature) throw postbackRefused(401, 'The postback is not signed');
    if (!/^\d{1,12}$/.test(timestamp)) throw postbackRefused(401, 'The postback timestamp is not valid');
    const expected = bodySignature(secret, timestamp, rawBody);
    if (!sameSignature(signature, expected)) throw postbackRefused(401, 'The postback signature does not match');
    if (Math.abs(now / 1000 - Number(timestamp)) > this.config.toleranceSeconds)
      throw postbackRefused(401, 'The postback is too old (or from the future)');
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw postbackRefused(400, 'The postback body is not JSON');
    }
    if (!isPostback(body)) throw postbackRefused(400, 'The postback body is not a processor event');
    const amount = Number(body.amount);
    return {
      replayKey: `${this.name}:${expected}`,
      event: {
        kind: body.event,
        transactionId: body.transactionId,
        paymentId: body.paymentId,
        amount,
        currency: body.currency,
        reason: body.reason ?? null,
      },
    };
  }

  async status(paymentId: string): Promise<PaymentState> {
    return stateOf(await this.call('/api/payments/status', { merchant: this.config.merchantId, paymentId }));
  }

  async cancel(paymentId: string): Promise<PaymentState> {
    return stateOf(await this.call('/api/payments/cancel', { merchant: this.config.merchantId, paymentId }));
  }

  private async call(path: string, payload: object): Promise<SandboxPaymentAnswer> {
    const body = JSON.stringify(payload);
    const res = await fetch(`${this.config.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signBody(this.secret(), body) },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`processor ${path} answered HTTP ${res.status}`);
    return (await res.json()) as SandboxPaymentAnswer;
  }
}

function stateOf(answer: SandboxPaymentAnswer): PaymentState {
  switch (answer.state) {
    case 'approved':
      if (!answer.transactionId) throw new Error('processor: approved without a transaction id');
      return { state: 'approved', transactionId: answer.transactionId };
    case 'declined':
      return { state: 'declined', reason: answer.reason || 'The payment was declined' };
    case 'open':
    case 'challenge':
      return { state: 'processing' };
    case 'cancelled':
    case 'expired':
    case 'unknown':
      return { state: 'not_charged' };
    default:
      throw new Error(`processor: unknown payment state ${String((answer as { state: unknown }).state)}`);
  }
}

import crypto from 'node:crypto';

export interface ChargeInput {
  /** Real money, in the site currency. */
  amount: number;
  currency: string;
  description: string;
  buyerId: string;
  /** The same key charges at most once: a repeated call answers the first charge (retries after a crash). */
  idempotencyKey?: string;
  card?: { number?: string; holder?: string; expiry?: string; cvc?: string };
  sandboxDecline?: boolean;
}

export type ChargeResult = { approved: true; reference: string } | { approved: false; reason: string };

/** What a payment gateway (sandbox, CCBill, Stripe, …) implements to sell token packages. */
export interface PaymentGateway {
  readonly name: string;
  charge(input: ChargeInput): Promise<ChargeResult>;
}

/** Card number that the sandbox always declines (the common "generic decline" test card). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

// Real gateways keep keys for about a day; the sandbox keeps the latest ones, enough for any retry.
const SANDBOX_REMEMBERED_KEYS = 10_000;

interface KeyedAnswer {
  buyerId: string;
  amount: number;
  answer: Promise<ChargeResult>;
}

/**
 * SANDBOX gateway — no real money moves. It approves every charge except the test card
 * 4000000000000002 or a request with `sandboxDecline: true`, which it declines. Like a real gateway it
 * honours the idempotency key: the same key charges once and answers the same charge, even concurrently.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  /** Charges actually approved (a repeated key is not a new charge); tests count them. */
  chargeCount = 0;
  private readonly answers = new Map<string, KeyedAnswer>();

  charge(input: ChargeInput): Promise<ChargeResult> {
    const key = input.idempotencyKey;
    if (key === undefined) return this.process(input);
    const known = this.answers.get(key);
    if (known) {
      // a real gateway refuses a key reused for another charge rather than charging it
      if (known.buyerId !== input.buyerId || known.amount !== input.amount) {
        return Promise.resolve({ approved: false, reason: 'The payment was declined (idempotency key reused for another charge)' });
      }
      return known.answer;
    }
    // remembered before the first await, so a concurrent call with the same key shares this answer
    const answer = this.process(input);
    this.answers.set(key, { buyerId: input.buyerId, amount: input.amount, answer });
    if (this.answers.size > SANDBOX_REMEMBERED_KEYS) this.answers.delete(this.answers.keys().next().value as string);
    return answer;
  }

  private async process(input: ChargeInput): Promise<ChargeResult> {
    const number = (input.card?.number ?? '').replace(/[\s-]/g, '');
    if (input.sandboxDecline || number === SANDBOX_DECLINED_CARD) {
      return { approved: false, reason: 'The payment was declined (sandbox test decline)' };
    }
    this.chargeCount++;
    return { approved: true, reference: `sandbox_${crypto.randomBytes(8).toString('hex')}` };
  }
}

export const sandboxGateway = new SandboxGateway();

/** Gateways by name; the sandbox is the default. Real gateways are added here behind the same interface. */
export const PAYMENT_GATEWAYS: Record<string, PaymentGateway> = { sandbox: sandboxGateway };
export const DEFAULT_GATEWAY = 'sandbox';

import crypto from 'node:crypto';

export interface ChargeInput {
  /** Real money, in the site currency. */
  amount: number;
  currency: string;
  description: string;
  buyerId: string;
  /** Passed on so that a real gateway never charges one client action twice either. */
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

/**
 * SANDBOX gateway — no real money moves. It approves every charge except the test card
 * 4000000000000002 or a request with `sandboxDecline: true`, which it declines.
 */
export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',
  async charge(input) {
    const number = (input.card?.number ?? '').replace(/[\s-]/g, '');
    if (input.sandboxDecline || number === SANDBOX_DECLINED_CARD) {
      return { approved: false, reason: 'The payment was declined (sandbox test decline)' };
    }
    return { approved: true, reference: `sandbox_${crypto.randomBytes(8).toString('hex')}` };
  },
};

/** Gateways by name; the sandbox is the default. Real gateways are added here behind the same interface. */
export const PAYMENT_GATEWAYS: Record<string, PaymentGateway> = { sandbox: sandboxGateway };
export const DEFAULT_GATEWAY = 'sandbox';

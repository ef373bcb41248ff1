import type { Queryable } from '../../db/db.types';
import { SandboxGateway } from './sandbox-gateway';

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

/** A payment as the gateway knows it: our intent's id (the idempotency key we sent) and, once known, the gateway's own reference. */
export interface PaymentRef {
  paymentId: string;
  reference: string | null;
}

/**
 * What became of a payment, by the gateway's own records:
 * - `approved`: the member was charged (`reference` = the gateway's charge id);
 * - `declined`: refused, nothing charged;
 * - `processing`: not decided yet (a hosted checkout the member still has open, a charge under review): ask again later;
 * - `not_charged`: the gateway never charged it (it never got the call, or the payment was cancelled).
 */
export type PaymentState =
  { state: 'approved'; reference: string } | { state: 'declined'; reason: string } | { state: 'processing' } | { state: 'not_charged' };

/**
 * What a payment gateway (sandbox, CCBill, Stripe, …) implements to sell token packages. A direct-card gateway
 * charges in `charge`; a hosted-checkout processor would open its checkout there and settle later, and both answer
 * `status` / `cancel` so that the reconciler can finish a purchase whose caller never heard the outcome.
 */
export interface PaymentGateway {
  readonly name: string;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The payment's state at the gateway; never charges. */
  status(payment: PaymentRef): Promise<PaymentState>;
  /**
   * Makes sure a payment that was not charged never will be (a late charge under its key is refused; a hosted
   * checkout session is expired), and answers its final state: `approved` when the charge won the race.
   */
  cancel(payment: PaymentRef): Promise<PaymentState>;
}

/** Gateways by name, per database (the sandbox keeps its books in it); the sandbox is the default. Real gateways are added here. */
export interface PaymentGateways {
  byName(name: string): PaymentGateway | undefined;
  sandbox: SandboxGateway;
}

const registries = new WeakMap<Queryable, PaymentGateways>();

export function paymentGateways(db: Queryable): PaymentGateways {
  let registry = registries.get(db);
  if (!registry) {
    const sandbox = new SandboxGateway(db, { delayMs: Number(process.env.SANDBOX_GATEWAY_DELAY_MS) || 0 });
    const gateways: Record<string, PaymentGateway> = { [sandbox.name]: sandbox };
    registry = { byName: (name) => (Object.hasOwn(gateways, name) ? gateways[name] : undefined), sandbox };
    registries.set(db, registry);
  }
  return registry;
}

export const DEFAULT_GATEWAY = 'sandbox';

import crypto from 'node:crypto';
import type { Queryable } from '../../db/db.types';
import type { ChargeInput, ChargeResult, PaymentGateway, PaymentRef, PaymentState } from './payment-gateway';
import { findSandboxPayment, recordSandboxPayment, type SandboxPaymentRow } from './sandbox-gateway.repository';

/** Card number that the sandbox always declines (the common "generic decline" test card). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SandboxOptions {
  /** A real processor's round trip, half before the charge is made and half after (tests and crash runs use it). */
  delayMs?: number;
}

/**
 * SANDBOX gateway — no real money moves. It approves every charge except the test card
 * 4000000000000002 or a request with `sandboxDecline: true`, which it declines. Like a real gateway it
 * honours the idempotency key (the same key charges once and answers the same charge, even concurrently, from
 * any process) and answers what became of a payment; its books are a table of the API's database.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  /** Charges approved by this process (a repeated key is not a new charge); tests count them. */
  chargeCount = 0;

  constructor(
    private readonly db: Queryable,
    private readonly options: SandboxOptions = {},
  ) {}

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const delayMs = this.options.delayMs ?? 0;
    if (delayMs) await sleep(delayMs / 2);
    const number = (input.card?.number ?? '').replace(/[\s-]/g, '');
    const declined = input.sandboxDecline || number === SANDBOX_DECLINED_CARD;
    const outcome = declined
      ? { state: 'declined' as const, reference: null, reason: 'The payment was declined (sandbox test decline)' }
      : { state: 'approved' as const, reference: `sandbox_${crypto.randomBytes(8).toString('hex')}`, reason: null };
    // the first record under a key stands: a concurrent or repeated call with the key answers it
    const { row, recorded } = await recordSandboxPayment(this.db, {
      payment_id: input.idempotencyKey ?? crypto.randomUUID(),
      buyer_id: input.buyerId,
      amount: input.amount,
      ...outcome,
    });
    if (recorded && row.state === 'approved') this.chargeCount++;
    if (delayMs) await sleep(delayMs / 2);
    // a charge that arrives after the payment was cancelled (the reconciler gave it up) charges nothing
    if (row.state === 'cancelled') return { approved: false, reason: 'The payment was cancelled before it was charged' };
    // a real gateway refuses a key reused for another charge rather than charging it
    if (row.buyer_id !== input.buyerId || Number(row.amount) !== input.amount) {
      return { approved: false, reason: 'The payment was declined (idempotency key reused for another charge)' };
    }
    if (row.state === 'approved') return { approved: true, reference: row.reference! };
    return { approved: false, reason: row.reason! };
  }

  async status(payment: PaymentRef): Promise<PaymentState> {
    return stateOf(await findSandboxPayment(this.db, payment.paymentId));
  }

  async cancel(payment: PaymentRef): Promise<PaymentState> {
    const known = await findSandboxPayment(this.db, payment.paymentId);
    if (known) return stateOf(known);
    // recorded as cancelled unless a charge got there first: then that charge is the answer
    const { row } = await recordSandboxPayment(this.db, {
      payment_id: payment.paymentId,
      buyer_id: '',
      amount: 0,
      state: 'cancelled',
      reference: null,
      reason: null,
    });
    return stateOf(row);
  }
}

function stateOf(row: SandboxPaymentRow | null): PaymentState {
  if (!row || row.state === 'cancelled') return { state: 'not_charged' };
  if (row.state === 'approved') return { state: 'approved', reference: row.reference! };
  return { state: 'declined', reason: row.reason! };
}

import { MONEY_EVENTS, type PaymentSettledEvent, type Role, type TokenCheckout, type TokenPurchase } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';
import { CHARGEBACKS, GATEWAY, lockWallet, postMovement, type WalletBalance } from './ledger.repository';
import { announce, keyReused, transactionWithRetry, type IdempotencyScope } from './money-transaction';
import { findActivePackage } from './packages.repository';
import {
  findPaymentIntent,
  findPaymentIntentById,
  insertPaymentIntent,
  markPaymentIntentFailed,
  type PaymentIntentRow,
} from './payment-intents.repository';
import { paymentProcessors, postbackRefused, type PaymentProcessor, type ProcessorEvent, type VerifiedPostback } from './payment-processor';
import { insertFailedTransaction, insertPaidTransaction } from './payments.repository';
import { lockPaymentIntent, markIntentPaid, markIntentReversed, recordProcessorEvent, rememberPostbackSignature } from './processor.repository';
import { sendPurchaseReceipt } from './receipt.mails';

// Token purchases through a hosted-checkout processor (payment-processor.ts): buying records a pending payment and
// answers the processor's page; the processor's signed postbacks (or the reconciler asking it) then credit, void or
// reverse it — each processor event applied once, in one transaction with its ledger movement.

/** How long the reconciler leaves a pending purchase to its member before asking the processor (PAYMENT_STALE_MS). */
export const PURCHASE_TIMING = {
  leaseMs: Number(process.env.PAYMENT_STALE_MS) > 0 ? Number(process.env.PAYMENT_STALE_MS) : 30_000,
};

/** The route whose Idempotency-Key a purchase is recorded under. */
export const PURCHASE_ROUTE = 'POST /payment/purchase-tokens/:id';

export const CURRENCY = 'USD';

export interface TokenPurchaseStart {
  userId: string;
  packageId: string;
  /** A processor by name (default: the configured one). */
  processorName?: string;
  /** The request's Idempotency-Key, or a one-off key when it sent none: every purchase is recorded under one. */
  scope: IdempotencyScope;
}

/** The member's page after paying (or not): the wallet's receipt, under its own prefix. */
export const receiptUrl = (ctx: AppContext, paymentId: string) => `${ctx.config.publicSiteUrl}/account/tokens/receipt/${paymentId}`;

const statusOf = (intent: PaymentIntentRow): TokenPurchase['status'] =>
  intent.status === 'charged' ? 'pending' : intent.status === 'completed' ? 'completed' : intent.status;

function processorOf(name: string): PaymentProcessor {
  const processor = paymentProcessors().byName(name);
  if (!processor) throw badRequest(`Unknown payment gateway: ${name}`);
  return processor;
}

function checkoutOf(ctx: AppContext, intent: PaymentIntentRow): TokenCheckout {
  const status = statusOf(intent);
  const receipt = receiptUrl(ctx, intent.id);
  if (status !== 'pending')
    return { paymentId: intent.id, status, processor: intent.payment_gateway, redirectUrl: receipt, action: receipt, fields: {} };
  const checkout = processorOf(intent.payment_gateway).checkout({
    paymentId: intent.id,
    amount: Number(intent.amount),
    currency: CURRENCY,
    description: `${intent.tokens} tokens (${intent.products[0]?.name ?? intent.package_id})`,
    buyerId: intent.account_id,
    returnUrl: receipt,
    cancelUrl: `${receipt}?cancelled=1`,
  });
  return { paymentId: intent.id, status, processor: intent.payment_gateway, ...checkout };
}

/**
 * Records a pending purchase of a package under the request's key and answers where the member pays it. The same
 * key answers the same payment (a fresh signed request while it is still pending).
 */
export async function startPurchase(ctx: AppContext, purchase: TokenPurchaseStart): Promise<{ data: TokenCheckout; replayed: boolean }> {
  const recorded = await findPaymentIntent(ctx.db, purchase.scope);
  if (recorded) {
    if (recorded.fingerprint !== purchase.scope.fingerprint) throw keyReused();
    return { data: checkoutOf(ctx, recorded), replayed: true };
  }
  const processor = purchase.processorName ? processorOf(purchase.processorName) : paymentProcessors().active;
  const pkg = await findActivePackage(ctx.db, purchase.packageId);
  if (!pkg) throw notFound('Token package not found');
  const owned = await insertPaymentIntent(ctx.db, {
    id: newId(),
    scope: purchase.scope,
    packageId: pkg._id,
    gateway: processor.name,
    amount: pkg.price,
    tokens: pkg.tokens,
    products: [{ name: pkg.name, price: pkg.price, productType: 'token_package', productId: pkg._id, quantity: 1, tokens: pkg.tokens }],
    leaseMs: PURCHASE_TIMING.leaseMs,
  });
  const intent = owned ?? (await findPaymentIntent(ctx.db, purchase.scope))!;
  if (!owned && intent.fingerprint !== purchase.scope.fingerprint) throw keyReused();
  return { data: checkoutOf(ctx, intent), replayed: !owned };
}

/** One of the member's purchases as its receipt shows it (404 for anyone else's). */
export async function purchaseReceipt(ctx: AppContext, userId: string, paymentId: string): Promise<TokenPurchase> {
  const intent = await findPaymentIntentById(ctx.db, paymentId);
  if (!intent || intent.account_source !== 'user' || intent.account_id !== userId) throw notFound('Payment not found');
  return {
    paymentId: intent.id,
    status: statusOf(intent),
    packageName: intent.products[0]?.name ?? 'Tokens',
    tokens: intent.tokens,
    amount: Number(intent.amount),
    currency: CURRENCY,
    processorTransactionId: intent.gateway_charge_id,
    reason: intent.failure_reason,
    reversal: intent.reversal_kind,
    createdAt: new Date(intent.created_at).toISOString(),
  };
}

/** What applying one event did; `duplicate` when it had been applied before (nothing changed). */
export interface EventOutcome {
  duplicate: boolean;
  wallets: WalletBalance[];
  settled: { intent: PaymentIntentRow; event: PaymentSettledEvent } | null;
  receipt: { intent: PaymentIntentRow; transactionId: string; processorTransactionId: string } | null;
}

/** A verified postback: refused (409) when the same signed request was seen, else applied once by its transaction id. */
export async function applyPostback(ctx: AppContext, processor: PaymentProcessor, postback: VerifiedPostback, keepSeconds: number) {
  return applyProcessorEvent(ctx, processor.name, postback.event, { replayKey: postback.replayKey, keepSeconds });
}

/**
 * Applies one processor event in one transaction: the (transaction, event) is recorded first, so the same event
 * again changes nothing; a sale credits the tokens once, a decline or cancel voids a pending payment, a refund or
 * chargeback reverses a credited one. The reconciler applies what the processor's status says through here too.
 */
export async function applyProcessorEvent(
  ctx: AppContext,
  processorName: string,
  event: ProcessorEvent,
  replay?: { replayKey: string; keepSeconds: number },
): Promise<EventOutcome> {
  const outcome = await transactionWithRetry(ctx.db, async (tx): Promise<EventOutcome> => {
    if (replay && !(await rememberPostbackSignature(tx, replay.replayKey, replay.keepSeconds))) {
      throw postbackRefused(409, 'This postback was already received (replay)');
    }
    const intent = await lockPaymentIntent(tx, event.paymentId);
    if (!intent || intent.payment_gateway !== processorName) throw postbackRefused(400, 'Unknown payment');
    if (event.currency !== CURRENCY || Math.round(event.amount * 100) !== Math.round(Number(intent.amount) * 100)) {
      throw postbackRefused(400, 'The amount does not match the payment');
    }
    const none: EventOutcome = { duplicate: true, wallets: [], settled: null, receipt: null };
    if (!(await recordProcessorEvent(tx, { processor: processorName, transactionId: event.transactionId, kind: event.kind, paymentId: intent.id }))) {
      return none;
    }
    switch (event.kind) {
      case 'sale':
        if (intent.status === 'completed' || intent.status === 'reversed')
          return { ...none, duplicate: intent.gateway_charge_id === event.transactionId };
        return credit(tx, intent, event.transactionId);
      case 'decline':
      case 'cancel': {
        const reason = event.reason || (event.kind === 'cancel' ? 'The payment was cancelled' : 'The payment was declined');
        return { ...none, duplicate: false, settled: (await voidIntent(tx, intent, reason)) ? settledFailed(intent, reason) : null };
      }
      case 'refund':
      case 'chargeback':
        if (intent.status !== 'completed') return { ...none, duplicate: false };
        return reverse(tx, intent, event.kind);
    }
  });
  announce(ctx, { data: null, wallets: outcome.wallets });
  if (outcome.settled) {
    const { intent, event: settled } = outcome.settled;
    ctx.realtime.emitToAccount(intent.account_source as Role, intent.account_id, MONEY_EVENTS.paymentSettled, settled);
  }
  if (outcome.receipt) {
    const { intent, transactionId, processorTransactionId } = outcome.receipt;
    // the purchase stands whatever happens to the mail (queued in the database; an admin sees and retries failures)
    await sendPurchaseReceipt(ctx, {
      buyerId: intent.account_id,
      transactionId,
      packageName: intent.products[0]?.name ?? 'Tokens',
      tokens: intent.tokens,
      amount: Number(intent.amount),
      gatewayReference: processorTransactionId,
    }).catch((error: Error) => console.warn(`receipt for ${transactionId} not sent: ${error.message}`));
  }
  return outcome;
}

const settledFailed = (intent: PaymentIntentRow, message: string) => ({
  intent,
  event: { idempotencyKey: intent.idempotency_key, status: 'failed' as const, transaction: null, message },
});

/** A pending payment the processor declined or that was never paid: failed, with one failed transaction. False when not pending. */
export async function voidIntent(tx: Queryable, intent: PaymentIntentRow, reason: string): Promise<boolean> {
  if (!(await markPaymentIntentFailed(tx, intent.id, reason))) return false;
  await insertFailedTransaction(tx, intent.payment_gateway, intent.account_id, intent.products, Number(intent.amount), reason);
  return true;
}

/** The sale: tokens from the outside world to the member, the paid transaction, the intent completed — one commit. */
async function credit(tx: Queryable, intent: PaymentIntentRow, processorTransactionId: string): Promise<EventOutcome> {
  const id = newId();
  const movement = await postMovement(tx, {
    type: 'token_purchase',
    reference: id,
    postings: [
      { account: GATEWAY, amount: -intent.tokens },
      { account: { kind: 'user', id: intent.account_id }, amount: intent.tokens },
    ],
  });
  const transaction = await insertPaidTransaction(tx, {
    id,
    gateway: intent.payment_gateway,
    gatewayRef: processorTransactionId,
    buyerId: intent.account_id,
    products: intent.products,
    totalPrice: Number(intent.amount),
    tokens: intent.tokens,
    movementId: movement.movementId,
  });
  // a payment the reconciler had given up (failed) that the processor still charged is credited: the member paid
  await markIntentPaid(tx, intent.id, processorTransactionId, id);
  return {
    duplicate: false,
    wallets: movement.wallets,
    settled: { intent, event: { idempotencyKey: intent.idempotency_key, status: 'success', transaction } },
    receipt: { intent, transactionId: id, processorTransactionId },
  };
}

/**
 * A refund or chargeback of a credited payment: the tokens go back to the outside world, taken from the member as
 * far as his balance goes; what he already spent (the shortfall) is booked to the chargeback account.
 */
async function reverse(tx: Queryable, intent: PaymentIntentRow, kind: 'refund' | 'chargeback'): Promise<EventOutcome> {
  const balance = (await lockWallet(tx, 'user', intent.account_id)) ?? 0;
  const recovered = Math.min(Math.max(balance, 0), intent.tokens);
  const shortfall = intent.tokens - recovered;
  const movement = await postMovement(tx, {
    type: 'token_reversal',
    reference: intent.id,
    note: kind,
    postings: [
      { account: GATEWAY, amount: intent.tokens },
      { account: { kind: 'user', id: intent.account_id }, amount: -recovered },
      { account: CHARGEBACKS, amount: -shortfall },
    ],
  });
  await markIntentReversed(tx, intent.id, { kind, recovered, shortfall });
  return { duplicate: false, wallets: movement.wallets, settled: null, receipt: null };
}

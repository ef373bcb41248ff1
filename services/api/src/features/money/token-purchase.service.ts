import type { PaymentTransaction } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { badRequest, HttpError, notFound } from '../../core/errors';
import { newId } from '../../db/ids';
import { GATEWAY, postMovement } from './ledger.repository';
import { earlierResponse, keyReused, runMoney, type IdempotencyScope } from './money-transaction';
import { findActivePackage } from './packages.repository';
import { paymentGateways, type ChargeInput } from './payment-gateway';
import {
  completePaymentIntent,
  findPaymentIntent,
  findPaymentIntentById,
  insertPaymentIntent,
  markPaymentIntentCharged,
  markPaymentIntentFailed,
  releasePaymentIntent,
  takeOverPaymentIntent,
  type PaymentIntentRow,
} from './payment-intents.repository';
import { findMemberTransaction, insertFailedTransaction, insertPaidTransaction } from './payments.repository';
import { sendPurchaseReceipt } from './receipt.mails';

/**
 * How long a caller owns a pending intent (a crashed caller's intent is taken over after it, by a retry or by the
 * reconciler: PAYMENT_STALE_MS), how long a duplicate waits for the first call before answering 409, and how often
 * it looks. Tests shorten `waitMs`.
 */
export const PURCHASE_TIMING = {
  leaseMs: Number(process.env.PAYMENT_STALE_MS) > 0 ? Number(process.env.PAYMENT_STALE_MS) : 30_000,
  waitMs: 5_000,
  pollMs: 20,
};

/** The route whose Idempotency-Key a purchase is recorded under: the reconciler finishes a purchase under that same key. */
export const PURCHASE_ROUTE = 'POST /payment/purchase-tokens/:id';

/** Test hooks that simulate a crash (throw) or a slow step (await) at the two points where money is at risk. */
export const purchaseTestHooks: {
  /** After the gateway approved, before the charge is recorded on the intent. */
  afterGatewayCharge?: () => void | Promise<void>;
  /** After the charge is recorded on the intent, before the ledger credit commits. */
  afterChargeRecorded?: () => void | Promise<void>;
} = {};

export interface TokenPurchase {
  userId: string;
  packageId: string;
  gatewayName: string;
  /** The request's Idempotency-Key, or a one-off key when it sent none: every purchase is recorded under one. */
  scope: IdempotencyScope;
  card?: ChargeInput['card'];
  sandboxDecline?: boolean;
}

export interface PurchaseResult {
  data: PaymentTransaction;
  /** Answered from an earlier call with the same key. */
  replayed: boolean;
}

const inProgress = () => new HttpError(409, { statusCode: 409, message: 'This purchase is already in progress.', error: 'Conflict' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Buys a token package so that one key charges the card at most once: the intent is recorded under the key first,
 * the gateway is charged with the intent's id as its idempotency key, the charge is recorded, then the ledger
 * credit commits together with the intent's completion. A repeated key finishes or answers the recorded intent.
 */
export async function purchaseTokens(ctx: AppContext, purchase: TokenPurchase): Promise<PurchaseResult> {
  const { scope } = purchase;
  const earlier = await earlierResponse<PaymentTransaction>(ctx.db, scope);
  if (earlier) return { data: earlier, replayed: true };

  const recorded = await findPaymentIntent(ctx.db, scope);
  // a recorded purchase is finished as recorded, even if its package has changed or been withdrawn since
  if (recorded) return resume(ctx, purchase, recorded);

  const gateway = paymentGateways(ctx.db).byName(purchase.gatewayName);
  if (!gateway) throw badRequest(`Unknown payment gateway: ${purchase.gatewayName}`);
  const pkg = await findActivePackage(ctx.db, purchase.packageId);
  if (!pkg) throw notFound('Token package not found');
  const owned = await insertPaymentIntent(ctx.db, {
    id: newId(),
    scope,
    packageId: pkg._id,
    gateway: gateway.name,
    amount: pkg.price,
    tokens: pkg.tokens,
    products: [{ name: pkg.name, price: pkg.price, productType: 'token_package', productId: pkg._id, quantity: 1, tokens: pkg.tokens }],
    leaseMs: PURCHASE_TIMING.leaseMs,
  });
  if (owned) return charge(ctx, purchase, owned);
  // a concurrent call with the same key recorded it first
  return resume(ctx, purchase, (await findPaymentIntent(ctx.db, scope))!);
}

/** A key that already has an intent: answer it, finish it, take it over from a crashed caller, or wait for its owner. */
async function resume(ctx: AppContext, purchase: TokenPurchase, found: PaymentIntentRow): Promise<PurchaseResult> {
  if (found.fingerprint !== purchase.scope.fingerprint) throw keyReused();
  const deadline = Date.now() + PURCHASE_TIMING.waitMs;
  for (let intent = found; ;) {
    switch (intent.status) {
      case 'completed':
        return { data: (await findMemberTransaction(ctx.db, intent.account_id, intent.transaction_id!))!, replayed: true };
      case 'failed':
        throw badRequest(intent.failure_reason ?? 'The payment was declined');
      case 'charged':
        // safe beside a concurrent finisher: the ledger transaction claims the Idempotency-Key, so one credit commits
        return completePurchase(ctx, purchase.scope, intent);
      case 'pending': {
        const taken = await takeOverPaymentIntent(ctx.db, intent.id, PURCHASE_TIMING.leaseMs);
        // the gateway answers an already charged intent id with that same charge, so a takeover never charges twice
        if (taken) return charge(ctx, purchase, taken);
        if (Date.now() >= deadline) throw inProgress();
        await sleep(PURCHASE_TIMING.pollMs);
        intent = (await findPaymentIntentById(ctx.db, intent.id))!;
      }
    }
  }
}

/** The owner of a pending intent charges the gateway under the intent's id, records the outcome, then credits. */
async function charge(ctx: AppContext, purchase: TokenPurchase, intent: PaymentIntentRow): Promise<PurchaseResult> {
  const gateway = paymentGateways(ctx.db).byName(intent.payment_gateway);
  if (!gateway) throw badRequest(`Unknown payment gateway: ${intent.payment_gateway}`);
  const amount = Number(intent.amount);
  try {
    const result = await gateway.charge({
      amount,
      currency: 'USD',
      description: `${intent.tokens} tokens (${intent.products[0]?.name ?? intent.package_id})`,
      buyerId: intent.account_id,
      idempotencyKey: intent.id,
      card: purchase.card,
      sandboxDecline: purchase.sandboxDecline,
    });
    if (!result.approved) {
      await voidPurchase(ctx, intent, result.reason);
      throw badRequest(result.reason);
    }
    await purchaseTestHooks.afterGatewayCharge?.();
    await markPaymentIntentCharged(ctx.db, intent.id, result.reference);
    await purchaseTestHooks.afterChargeRecorded?.();
  } catch (error) {
    // a retry need not wait for the lease (no-op once the intent is charged or failed)
    await releasePaymentIntent(ctx.db, intent.id).catch(() => undefined);
    throw error;
  }
  // re-read: after a slow gateway call another caller may have taken over and finished it
  return resume(ctx, purchase, (await findPaymentIntentById(ctx.db, intent.id))!);
}

/** The Idempotency-Key scope a purchase was recorded under, rebuilt from its intent (for the reconciler). */
export const purchaseScopeOf = (intent: PaymentIntentRow): IdempotencyScope => ({
  source: intent.account_source,
  accountId: intent.account_id,
  route: PURCHASE_ROUTE,
  key: intent.idempotency_key,
  fingerprint: intent.fingerprint,
});

/**
 * Records a pending intent as failed with one failed transaction; false (and nothing recorded) when another caller
 * settled it first.
 */
export async function voidPurchase(ctx: AppContext, intent: PaymentIntentRow, reason: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (!(await markPaymentIntentFailed(tx, intent.id, reason))) return false;
    await insertFailedTransaction(tx, intent.payment_gateway, intent.account_id, intent.products, Number(intent.amount), reason);
    return true;
  });
}

/** Commits the ledger credit of a charged intent, with its completion, under the request's key; never charges. */
export async function completePurchase(ctx: AppContext, scope: IdempotencyScope, intent: PaymentIntentRow): Promise<PurchaseResult> {
  const amount = Number(intent.amount);
  const result = await runMoney(ctx, scope, async (tx) => {
    const id = newId();
    const buyer = { kind: 'user' as const, id: intent.account_id };
    const movement = await postMovement(tx, {
      type: 'token_purchase',
      reference: id,
      postings: [
        { account: GATEWAY, amount: -intent.tokens },
        { account: buyer, amount: intent.tokens },
      ],
    });
    const data = await insertPaidTransaction(tx, {
      id,
      gateway: intent.payment_gateway,
      gatewayRef: intent.gateway_charge_id!,
      buyerId: intent.account_id,
      products: intent.products,
      totalPrice: amount,
      tokens: intent.tokens,
      movementId: movement.movementId,
    });
    // the unique Idempotency-Key claimed first in this transaction keeps a second finisher out
    if (!(await completePaymentIntent(tx, intent.id, id))) throw new Error(`payment intent ${intent.id} is not charged`);
    return { data, wallets: movement.wallets };
  });
  // the credit that committed here (not a replay) is the one the member gets a receipt for; the purchase stands
  // whatever happens to the mail (it is queued in the database with SMTP, and an admin sees and retries failures)
  if (!result.replayed)
    await sendPurchaseReceipt(ctx, {
      buyerId: intent.account_id,
      transactionId: result.data._id,
      packageName: intent.products[0]?.name ?? 'Tokens',
      tokens: intent.tokens,
      amount,
      gatewayReference: intent.gateway_charge_id ?? '',
    }).catch((error: Error) => console.warn(`receipt for ${result.data._id} not sent: ${error.message}`));
  return result;
}

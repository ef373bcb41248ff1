import { MONEY_EVENTS, type PaymentSettledEvent, type Role } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { PeriodicJob, tryJobLock } from '../../core/periodic-job';
import { paymentGateways, type PaymentState } from './payment-gateway';
import { claimStalePaymentIntents, findPaymentIntentById, markPaymentIntentCharged, type PaymentIntentRow } from './payment-intents.repository';
import { completePurchase, PURCHASE_TIMING, purchaseScopeOf, voidPurchase } from './token-purchase.service';

/** When the reconciler looks at pending purchases, read from the environment when the API starts. */
export interface ReconcilerConfig {
  /** A purchase pending this long, its caller's lease run out, is finished by the server (PAYMENT_STALE_MS). */
  staleMs: number;
  /** How often each API process runs the reconciler (PAYMENT_RECONCILE_MS). */
  intervalMs: number;
}

const positive = (raw: string | undefined, fallback: number) => (Number(raw) > 0 ? Number(raw) : fallback);

export function loadReconcilerConfig(env: NodeJS.ProcessEnv = process.env): ReconcilerConfig {
  const staleMs = positive(env.PAYMENT_STALE_MS, 30_000);
  return { staleMs, intervalMs: positive(env.PAYMENT_RECONCILE_MS, Math.min(5_000, staleMs)) };
}

/** Stale purchases one run takes on at most (the rest wait for the next run). */
const CLAIM_LIMIT = 100;

/** Why a purchase the gateway never charged is void; the member sees it on the purchase and in his transactions. */
export const NOT_CHARGED_REASON = 'The payment was not completed and nothing was charged';

/** What one run did; null when another process was reconciling. */
export interface ReconcileRun {
  claimed: number;
  credited: number;
  voided: number;
  /** Still undecided at the gateway (`processing`), or settled by another caller meanwhile, or failed: the next runs look again. */
  left: number;
}

/**
 * Finishes the token purchases their callers never finished (a kill -9, a dropped connection, a member who gave up):
 * every `intervalMs` it claims, under `takeReconcileLock` in one short transaction, the pending intents older than
 * `staleMs` whose lease ran out (leasing them, so a retry of the key waits meanwhile), then outside the lock asks the
 * gateway what became of each: approved → credited through the same idempotent ledger path as the purchase itself;
 * declined or never charged (the gateway cancels it so it never will be) → void. A charged intent is credited.
 * Its buyer's tabs hear `payment-settled`.
 */
export class PaymentReconciler {
  private readonly job: PeriodicJob;

  constructor(
    private readonly ctx: AppContext,
    private readonly config: ReconcilerConfig,
    private readonly log: (message: string) => void,
  ) {
    this.job = new PeriodicJob(
      config.intervalMs,
      () => this.runOnce(),
      (error) => log(`payment reconciler failed: ${error.message}`),
    );
  }

  start() {
    this.job.start();
  }

  async runOnce(): Promise<ReconcileRun | null> {
    const claimed = await this.ctx.db.transaction(async (tx) => {
      if (!(await tryJobLock(tx, 'payment-reconciler'))) return null;
      return claimStalePaymentIntents(tx, { staleMs: this.config.staleMs, leaseMs: PURCHASE_TIMING.leaseMs, limit: CLAIM_LIMIT });
    });
    if (!claimed) return null;
    const run: ReconcileRun = { claimed: claimed.length, credited: 0, voided: 0, left: 0 };
    for (const intent of claimed) {
      try {
        run[await this.settle(intent)]++;
      } catch (error) {
        // its lease runs out and a later run (or a retry of the key) finishes it
        run.left++;
        this.log(`payment reconciler: purchase ${intent.id} not settled: ${(error as Error).message}`);
      }
    }
    return run;
  }

  close() {
    return this.job.close();
  }

  private async settle(claimed: PaymentIntentRow): Promise<'credited' | 'voided' | 'left'> {
    let intent = claimed;
    if (intent.status === 'pending') {
      const state = await this.gatewayState(intent);
      if (state.state === 'processing') return 'left';
      if (state.state === 'declined') {
        if (!(await voidPurchase(this.ctx, intent, state.reason))) return 'left';
        this.tell(intent, { idempotencyKey: intent.idempotency_key, status: 'failed', transaction: null, message: state.reason });
        return 'voided';
      }
      if (state.state === 'not_charged') {
        if (!(await voidPurchase(this.ctx, intent, NOT_CHARGED_REASON))) return 'left';
        this.tell(intent, { idempotencyKey: intent.idempotency_key, status: 'failed', transaction: null, message: NOT_CHARGED_REASON });
        return 'voided';
      }
      await markPaymentIntentCharged(this.ctx.db, intent.id, state.reference);
      intent = (await findPaymentIntentById(this.ctx.db, intent.id))!;
      if (intent.status !== 'charged') return 'left';
    }
    // the same completion as the purchase's own: under its Idempotency-Key, so a racing retry and this never both credit
    const { data } = await completePurchase(this.ctx, purchaseScopeOf(intent), intent);
    this.tell(intent, { idempotencyKey: intent.idempotency_key, status: 'success', transaction: data });
    return 'credited';
  }

  /** The gateway's answer; a payment it never charged is cancelled there first, so that a late charge cannot follow the void. */
  private async gatewayState(intent: PaymentIntentRow): Promise<PaymentState> {
    const gateway = paymentGateways(this.ctx.db).byName(intent.payment_gateway);
    if (!gateway) throw new Error(`unknown payment gateway ${intent.payment_gateway}`);
    const payment = { paymentId: intent.id, reference: intent.gateway_charge_id };
    const state = await gateway.status(payment);
    return state.state === 'not_charged' ? gateway.cancel(payment) : state;
  }

  private tell(intent: PaymentIntentRow, event: PaymentSettledEvent) {
    this.ctx.realtime.emitToAccount(intent.account_source as Role, intent.account_id, MONEY_EVENTS.paymentSettled, event);
  }
}

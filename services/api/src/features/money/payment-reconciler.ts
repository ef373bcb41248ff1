import type { AppContext } from '../../core/context';
import { PeriodicJob, tryJobLock } from '../../core/periodic-job';
import { claimStalePaymentIntents, type PaymentIntentRow } from './payment-intents.repository';
import { paymentProcessors, type PaymentState } from './payment-processor';
import { applyProcessorEvent, CURRENCY, PURCHASE_TIMING } from './token-purchase.service';

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

/** Why a purchase the processor never charged is void; the member sees it on the purchase and in his transactions. */
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
 * Finishes the token purchases whose postback never came (the processor could not reach us, the member closed the
 * page): every `intervalMs` it claims, under `takeReconcileLock` in one short transaction, the pending intents older
 * than `staleMs` whose lease ran out (leasing them again), then outside the lock asks the processor what became of
 * each (the same `PaymentProcessor` interface the purchase used): approved → credited as its postback would
 * (`applyProcessorEvent`, once by the processor's transaction id, so a late postback changes nothing); declined →
 * void; never paid (cancelled, expired) → closed at the processor, so it cannot be paid later, and void; still open
 * → left for the next run. The buyer's tabs hear `payment-settled`.
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

  private async settle(intent: PaymentIntentRow): Promise<'credited' | 'voided' | 'left'> {
    const state = await this.processorState(intent);
    const event = { paymentId: intent.id, amount: Number(intent.amount), currency: CURRENCY };
    switch (state.state) {
      case 'processing':
        return 'left';
      case 'approved': {
        const done = await applyProcessorEvent(this.ctx, intent.payment_gateway, {
          ...event,
          kind: 'sale',
          transactionId: state.transactionId,
          reason: null,
        });
        return done.settled ? 'credited' : 'left';
      }
      case 'declined':
      case 'not_charged': {
        const reason = state.state === 'declined' ? state.reason : NOT_CHARGED_REASON;
        // the reconciler's own event id: a later postback of the processor's decline is its own event and finds it void
        const done = await applyProcessorEvent(this.ctx, intent.payment_gateway, {
          ...event,
          kind: 'cancel',
          transactionId: `reconciler:${intent.id}`,
          reason,
        });
        return done.settled ? 'voided' : 'left';
      }
    }
  }

  /** The processor's answer; a payment never paid is closed there first, so that it cannot be paid after the void. */
  private async processorState(intent: PaymentIntentRow): Promise<PaymentState> {
    const processor = paymentProcessors().byName(intent.payment_gateway);
    if (!processor) throw new Error(`unknown payment processor ${intent.payment_gateway}`);
    const state = await processor.status(intent.id);
    return state.state === 'not_charged' ? processor.cancel(intent.id) : state;
  }
}

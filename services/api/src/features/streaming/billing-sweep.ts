import type { Db, Queryable } from '../../db/db';
import type { ShowBilling } from './show-billing';
import { claimDueMemberships, expirePrivateRequests, type StreamRow } from './streams.repository';
import type { StreamingConfig } from './streaming.config';

export interface SweepHooks {
  /** Private requests that expired unanswered (already declined in the database): their members are told. */
  requestsExpired(streams: StreamRow[]): void;
  log(message: string): void;
}

/** What one sweep did; null when another process was sweeping. */
export interface SweepRun {
  claimed: number;
  expired: number;
}

/** Due minutes one sweep takes on at most (the rest wait for the next sweep). */
const CLAIM_LIMIT = 100;

/**
 * One sweep at a time per database (per schema: test runs share a server), whichever API process runs it.
 * A transaction-level lock: it lives on the one connection of the transaction and ends with it.
 */
export async function takeSweepLock(tx: Queryable) {
  const { rows } = await tx.query<{ locked: boolean }>(
    `SELECT pg_try_advisory_xact_lock(hashtext('show-billing-sweep:' || current_schema())) AS locked`,
  );
  return rows[0].locked;
}

/**
 * Every API process runs one: every `sweepIntervalMs` it claims the show minutes that are due and expires
 * old private requests, in one short transaction under `takeSweepLock`, then charges what it claimed outside
 * it (the media server and the money service are not called with the lock held). A claim keeps other
 * processes off a membership while it is charged, and runs out if this process dies.
 */
export class BillingSweep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly config: StreamingConfig,
    private readonly billing: ShowBilling,
    private readonly hooks: SweepHooks,
  ) {}

  /** Starts sweeping now and then every `sweepIntervalMs` after the previous sweep ended. */
  start() {
    this.schedule(0);
  }

  async runOnce(): Promise<SweepRun | null> {
    const taken = await this.db.transaction(async (tx) => {
      if (!(await takeSweepLock(tx))) return null;
      const due = await claimDueMemberships(tx, {
        claimMs: this.config.chargeClaimMs,
        staleMs: this.config.staleShowMs,
        limit: CLAIM_LIMIT,
      });
      const expired = await expirePrivateRequests(tx, this.config.privateRequestTtlMs);
      return { due, expired };
    });
    if (!taken) return null;
    if (taken.expired.length) this.hooks.requestsExpired(taken.expired);
    await this.billing.chargeDue(taken.due);
    return { claimed: taken.due.length, expired: taken.expired.length };
  }

  /** Stops sweeping and waits for the running sweep (its claims are charged, not left to run out). */
  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number) {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: Error) => this.hooks.log(`billing sweep failed: ${error.message}`))
        .finally(() => {
          this.running = null;
          this.schedule(this.config.sweepIntervalMs);
        });
    }, delayMs);
    this.timer.unref?.();
  }
}

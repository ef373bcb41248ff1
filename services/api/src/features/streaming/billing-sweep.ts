import { PeriodicJob, tryJobLock } from '../../core/periodic-job';
import type { Db, Queryable } from '../../db/db';
import type { ShowBilling } from './show-billing';
import { expirePrivateRequests } from './private-requests.repository';
import { claimDueMemberships } from './show-billing.repository';
import { type StreamRow } from './streams.repository';
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

/** One sweep at a time per database, whichever API process runs it. */
export const takeSweepLock = (tx: Queryable) => tryJobLock(tx, 'show-billing-sweep');

/**
 * Every API process runs one: every `sweepIntervalMs` it claims the show minutes that are due and expires
 * old private requests, in one short transaction under `takeSweepLock`, then charges what it claimed outside
 * it (the media server and the money service are not called with the lock held). A claim keeps other
 * processes off a membership while it is charged, and runs out if this process dies.
 */
export class BillingSweep {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Db,
    private readonly config: StreamingConfig,
    private readonly billing: ShowBilling,
    private readonly hooks: SweepHooks,
  ) {
    this.job = new PeriodicJob(
      config.sweepIntervalMs,
      () => this.runOnce(),
      (error) => hooks.log(`billing sweep failed: ${error.message}`),
    );
  }

  /** Starts sweeping now and then every `sweepIntervalMs` after the previous sweep ended. */
  start() {
    this.job.start();
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
  close() {
    return this.job.close();
  }
}

import type { Queryable } from '../db/db.types';

/**
 * A transaction-level advisory lock named per schema (test runs share a server): one holder at a time, whichever
 * API process asks. It lives on the one connection of the transaction and ends with it.
 */
export async function tryJobLock(tx: Queryable, name: string): Promise<boolean> {
  const { rows } = await tx.query<{ locked: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext($1 || ':' || current_schema())) AS locked`, [name]);
  return rows[0].locked;
}

/** Runs `work` now and then `intervalMs` after each run ended (never two at once) until closed. */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly intervalMs: number,
    private readonly work: () => Promise<unknown>,
    private readonly onError: (error: Error) => void,
  ) {}

  start() {
    this.schedule(0);
  }

  /** Stops the schedule and waits for the running work (it finishes what it claimed rather than leave it to run out). */
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
      this.running = this.work()
        .then(() => undefined)
        .catch((error: Error) => this.onError(error))
        .finally(() => {
          this.running = null;
          this.schedule(this.intervalMs);
        });
    }, delayMs);
    this.timer.unref?.();
  }
}

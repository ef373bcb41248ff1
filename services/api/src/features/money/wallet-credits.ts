import type { Db } from '../../db/db.types';
import { rollUpCredits } from './ledger.repository';

/**
 * Rolls the credits appended to `wallet_credits` (performers, studios, the platform: ledger.repository.ts) into their
 * balances. `settle()` after a money transaction commits waits for a rollup that started after that commit, so the
 * caller's response is sent once the performer's balance shows the credit (read-your-writes in this process); calls
 * arriving while a rollup runs share the next one, so under load one statement rolls up many calls' credits. A sweep
 * every `sweepMs` catches credits written elsewhere (another API process, the seed) and those a crash left (also at
 * start). Each rolled-up wallet's new balance is announced (`balance-updated`).
 */
export interface CreditRollup {
  settle(): Promise<void>;
  start(): void;
  close(): Promise<void>;
}

// Declared here, so core/ names no feature.
declare module '../../core/context' {
  interface AppContext {
    /** Rolls the credits appended to hot wallets (performers, studios, the platform) into their balances. */
    credits: CreditRollup;
  }
}

export function createCreditRollup(
  db: Db,
  options: { sweepMs?: number; announce: (kind: 'performer' | 'studio', id: string, balance: number) => void; log?: (message: string) => void },
): CreditRollup {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const once = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        const changed = await rollUpCredits(db);
        for (const w of changed) if (w.kind !== 'platform') options.announce(w.kind, w.id, w.balance);
        return;
      } catch (error) {
        // a deadlock with a refund rolling up the same wallet: run again (the credits are still there if it failed)
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '40001')) throw error;
      }
    }
  };
  const run = (): Promise<void> => {
    running = once().finally(() => {
      running = null;
    });
    return running;
  };
  const settle = (): Promise<void> => {
    if (!running) return run();
    // one is running (it may have started before our commit): share the one after it
    if (!next) {
      next = running
        .catch(() => undefined)
        .then(() => {
          next = null;
          return run();
        });
    }
    return next;
  };
  const sweep = () => {
    if (closed) return;
    settle()
      .catch((error: Error) => options.log?.(`wallet credit rollup failed: ${error.message}`))
      .finally(() => {
        if (!closed) timer = setTimeout(sweep, options.sweepMs ?? 1000).unref();
      });
  };
  return {
    settle,
    start: sweep,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await (next ?? running)?.catch(() => undefined);
    },
  };
}

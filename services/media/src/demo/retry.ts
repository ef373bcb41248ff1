/** Growing waits between attempts: 1 s, 2 s, 4 s … up to `maxMs`, with a little jitter so performers spread out. */
export class Backoff {
  private attempts = 0;

  constructor(
    private readonly baseMs = 1000,
    private readonly maxMs = 30_000,
  ) {}

  next(): number {
    const delay = Math.min(this.maxMs, this.baseMs * 2 ** this.attempts);
    this.attempts = Math.min(this.attempts + 1, 16);
    return Math.round(delay * (0.8 + Math.random() * 0.4));
  }

  reset(): void {
    this.attempts = 0;
  }
}

/**
 * Logs each kind of failure once until it recovers (a dead API would otherwise print a line every few
 * seconds per performer), then says that it recovered.
 */
export class FailureLog {
  private readonly failing = new Map<string, string>();

  constructor(private readonly log: (message: string) => void) {}

  fail(what: string, error: unknown): void {
    if (this.failing.has(what)) return;
    const message = error instanceof Error ? error.message : String(error);
    this.failing.set(what, message);
    this.log(`${what} failed: ${message} (retrying quietly)`);
  }

  ok(what: string): void {
    if (this.failing.delete(what)) this.log(`${what} works again`);
  }
}

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

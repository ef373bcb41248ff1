import type { StreamingConfig } from './streaming.config';

/**
 * Why a show's publisher is checked: her publish ended at the media server (`ended`), she has not published
 * since the show opened (`never-started`), or the API (re)started and missed webhooks meanwhile (`restart`).
 */
export type PublisherCheck = 'ended' | 'never-started' | 'restart';

export interface PublisherHooks {
  /** The wait is over: the feature ends the show unless its publisher is back. */
  check(streamId: string, cause: PublisherCheck): Promise<void>;
  log(message: string): void;
}

/**
 * One timer per show (keyed by the stream row id) that waits for the performer's own publish at the media
 * server. `ended` waits the reconnect grace, the others the start window; a `started` webhook cancels it.
 * Timers live in this process only: a restart re-arms a `restart` check for every running show.
 */
export class PublisherWatch {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly config: Pick<StreamingConfig, 'publisherGraceMs' | 'publisherStartMs'>,
    private readonly hooks: PublisherHooks,
  ) {}

  get pending() {
    return this.timers.size;
  }

  /** Her publish ended: the show ends unless she publishes again within the grace. */
  ended(streamId: string) {
    this.arm(streamId, 'ended', this.config.publisherGraceMs);
  }

  /** A show opened (or was resumed): her publish must reach the media server within the start window. */
  expect(streamId: string, cause: Exclude<PublisherCheck, 'ended'> = 'never-started') {
    // a running wait (e.g. the reconnect grace) is not pushed back
    if (this.timers.has(streamId)) return;
    this.arm(streamId, cause, this.config.publisherStartMs);
  }

  /** Her publish (re)started: nothing to wait for. */
  started(streamId: string) {
    clearTimeout(this.timers.get(streamId));
    this.timers.delete(streamId);
  }

  async close() {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private arm(streamId: string, cause: PublisherCheck, ms: number) {
    if (this.closed) return;
    clearTimeout(this.timers.get(streamId));
    const timer = setTimeout(() => {
      if (this.timers.get(streamId) === timer) this.timers.delete(streamId);
      const run = this.hooks.check(streamId, cause).catch((error: Error) => this.hooks.log(`publisher check of ${streamId}: ${error.message}`));
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, ms);
    timer.unref?.();
    this.timers.set(streamId, timer);
  }
}

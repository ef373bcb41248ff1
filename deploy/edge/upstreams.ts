import http from 'node:http';

/**
 * The API processes behind the edge, taken in turn (round robin). With more than one, each is asked for its
 * readiness every `probeMs` (a draining or dead process is skipped until it answers 200 again), and a process the
 * proxy could not reach is skipped for `downMs` at once, before the next probe notices.
 */
export interface UpstreamPool {
  readonly targets: readonly string[];
  /** The next target that is up and not in `tried`; when none is up, the next one not tried (a guess beats a 502). */
  pick(tried?: ReadonlySet<string>): string | null;
  /** The proxy could not reach it. */
  failed(target: string): void;
  close(): void;
}

export interface UpstreamPoolOptions {
  readyPath?: string;
  probeMs?: number;
  downMs?: number;
}

export function createUpstreamPool(targets: readonly string[], options: UpstreamPoolOptions = {}): UpstreamPool {
  if (targets.length === 0) throw new Error('no upstream given');
  const { readyPath = '/ready', probeMs = 1000, downMs = 2000 } = options;
  const downUntil = new Map<string, number>();
  let next = 0;

  const probe = (target: string) => {
    const req = http.get(`${target}${readyPath}`, { timeout: Math.min(probeMs, 1000) }, (res) => {
      res.resume();
      if (res.statusCode === 200) downUntil.delete(target);
      else downUntil.set(target, Number.POSITIVE_INFINITY);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => downUntil.set(target, Number.POSITIVE_INFINITY));
  };
  const timer = targets.length > 1 ? setInterval(() => targets.forEach(probe), probeMs) : null;
  timer?.unref();
  if (timer) targets.forEach(probe);

  const isUp = (target: string) => (downUntil.get(target) ?? 0) <= Date.now();

  return {
    targets,
    pick(tried = new Set()) {
      const candidates = targets.filter((t) => !tried.has(t));
      if (candidates.length === 0) return null;
      const up = candidates.filter(isUp);
      const from = up.length ? up : candidates;
      next = (next + 1) % Number.MAX_SAFE_INTEGER;
      return from[next % from.length];
    },
    failed(target) {
      if (targets.length > 1) downUntil.set(target, Math.max(downUntil.get(target) ?? 0, Date.now() + downMs));
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}

/** Errors that mean the request never reached the process (safe to send elsewhere). */
export const isUnreachable = (error: NodeJS.ErrnoException) => ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND'].includes(error.code ?? '');

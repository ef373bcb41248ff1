import type { FederationPort, FederationRemote } from './federation';

export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/** What a remote's `./lifecycles` module must export (built with createLifecycles). */
export interface RemoteLifecycles {
  bootstrap: (props: Record<string, unknown>) => Promise<unknown>;
  mount: (props: Record<string, unknown>) => Promise<unknown>;
  unmount: (props: Record<string, unknown>) => Promise<unknown>;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
    readonly cause?: unknown,
  ) {
    super(`${remote}: ${message}`);
  }
}

function isLifecycleModule(value: unknown): value is RemoteLifecycles {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Record<keyof RemoteLifecycles, unknown>>;
  return ['bootstrap', 'mount', 'unmount'].every((key) => typeof candidate[key as keyof RemoteLifecycles] === 'function');
}

function cacheBusted(url: string, stamp: number): string {
  const [base, hash = ''] = url.split('#');
  const cleaned = base.replace(/([?&])retry=\d+(&|$)/, (_m, lead: string, tail: string) => (tail ? lead : ''));
  const separator = cleaned.includes('?') ? (cleaned.endsWith('?') || cleaned.endsWith('&') ? '' : '&') : '?';
  return `${cleaned}${separator}retry=${stamp}${hash ? `#${hash}` : ''}`;
}

/** Registers remotes with the MF runtime and loads `<name>/lifecycles` with a timeout and a shape check. */
export class RemoteLoader {
  private readonly entries = new Map<string, string>();

  constructor(
    private readonly federation: FederationPort,
    private readonly timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS,
    private readonly now: () => number = Date.now,
  ) {}

  register(remotes: FederationRemote[]): void {
    remotes.forEach((remote) => this.entries.set(remote.name, remote.entry));
    if (remotes.length > 0) this.federation.registerRemotes(remotes);
  }

  /** Re-register one remote with a cache-busting query so a retry fetches its manifest again. */
  reRegister(name: string): string {
    const entry = this.entries.get(name);
    if (!entry) throw new RemoteLoadError(name, 'is not in the registry');
    const busted = cacheBusted(entry, this.now());
    this.federation.registerRemotes([{ name, entry: busted }], { force: true });
    return busted;
  }

  /** Fetches `<name>/lifecycles` ahead of need; the Module Federation runtime keeps it for `loadLifecycles`. */
  prefetch(name: string): Promise<unknown> {
    return this.federation.loadRemote(`${name}/lifecycles`);
  }

  async loadLifecycles(name: string): Promise<RemoteLifecycles> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RemoteLoadError(name, `timed out after ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      const module = await Promise.race([this.federation.loadRemote(`${name}/lifecycles`), timeout]);
      if (!isLifecycleModule(module)) throw new RemoteLoadError(name, './lifecycles does not export bootstrap, mount and unmount');
      return module;
    } catch (error) {
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(name, 'could not be loaded', error);
    } finally {
      clearTimeout(timer);
    }
  }
}

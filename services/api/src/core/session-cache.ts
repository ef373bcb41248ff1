import { LRUCache } from 'lru-cache';
import type { Role } from '@platform/shared/contract';
import type { SessionState } from './auth';
import type { VerifiedToken } from './tokens';

/**
 * Verified sessions, kept briefly in this process so that a signed-in request does not pay a database round trip
 * to learn what the previous one learnt (core/auth.ts checkSession). An entry is the answer for one token (account,
 * token id, token version) and lives `ttlMs`. Whatever ends or changes sessions here — sign-out, sign out
 * everywhere, a password change or reset, a suspension — calls `forget(source, id)` after its commit, which makes
 * every entry of that account stale at once (an epoch per account: a check that began before the change cannot store
 * its older answer as fresh). Another API process learns of such a change within `ttlMs` at the latest.
 */
export interface SessionCache {
  get(token: VerifiedToken): SessionState | undefined;
  /** Runs `load` for a token not kept (or stale) and keeps its answer. */
  check(token: VerifiedToken, load: () => Promise<SessionState>): Promise<SessionState>;
  forget(source: Role | 'admin', accountId: string): void;
  stats(): { hits: number; misses: number };
}

interface Entry {
  state: SessionState;
  epoch: number;
  at: number;
}

export function createSessionCache(options: { ttlMs?: number; max?: number } = {}): SessionCache {
  const ttlMs = options.ttlMs ?? 2000;
  const entries = new LRUCache<string, Entry>({ max: options.max ?? 50_000 });
  // per account: bumped by forget(); a kept answer from an older epoch is stale
  const epochs = new Map<string, number>();
  let hits = 0;
  let misses = 0;
  const accountOf = (source: string, id: string) => `${source}:${id}`;
  const keyOf = (token: VerifiedToken) => `${token.source}:${token.sourceId}:${token.jti}:${token.tokenVersion ?? ''}`;
  const get = (token: VerifiedToken) => {
    const entry = entries.get(keyOf(token));
    if (!entry) return undefined;
    if (entry.epoch !== (epochs.get(accountOf(token.source, token.sourceId)) ?? 0) || performance.now() - entry.at > ttlMs) return undefined;
    return entry.state;
  };
  return {
    get,
    async check(token, load) {
      const kept = get(token);
      if (kept) {
        hits++;
        return kept;
      }
      misses++;
      const epoch = epochs.get(accountOf(token.source, token.sourceId)) ?? 0;
      const at = performance.now();
      const state = await load();
      entries.set(keyOf(token), { state, epoch, at });
      return state;
    },
    forget(source, accountId) {
      const account = accountOf(source, accountId);
      epochs.set(account, (epochs.get(account) ?? 0) + 1);
      // the epochs only grow with accounts whose sessions changed; past a bound, start over with nothing kept
      if (epochs.size > 100_000) {
        epochs.clear();
        entries.clear();
      }
    },
    stats: () => ({ hits, misses }),
  };
}

import { CACHE_MS } from '../constants';

const store = new Map<string, { at: number; value: Promise<unknown> }>();

/** Memoises `load` for `ttl` ms; a failed load is forgotten so the next call retries. */
export function cached<T>(key: string, load: () => Promise<T>, ttl: number = CACHE_MS): Promise<T> {
  const hit = store.get(key);
  if (hit && Date.now() - hit.at < ttl) return hit.value as Promise<T>;
  const value = load();
  store.set(key, { at: Date.now(), value });
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  return value;
}

/** Drops cached responses (all, or those whose key starts with `prefix`). */
export function clearApiCache(prefix?: string): void {
  for (const key of [...store.keys()]) if (!prefix || key.startsWith(prefix)) store.delete(key);
}

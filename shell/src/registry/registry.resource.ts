import { isRegistryDocument, type LoadedRegistry, type RegistryDocument } from './registry.types';

export const REGISTRY_TIMEOUT_MS = 3000;
export const registryStorageKey = (env: string): string => `platform:registry:${env}`;

export interface LoadRegistryOptions {
  env: string;
  /** The copy baked into the shell build (fallback-registry.json). */
  baked: unknown;
  fetchImpl?: typeof fetch;
  storage?: Storage;
  timeoutMs?: number;
}

/**
 * The registry pointer decides which remote versions run. Order: the network (no-cache, 3 s), then
 * the last good copy in localStorage, then the copy baked into the build, then an empty registry.
 */
export async function loadRegistry(options: LoadRegistryOptions): Promise<LoadedRegistry> {
  const { env, baked, fetchImpl = fetch, storage = window.localStorage, timeoutMs = REGISTRY_TIMEOUT_MS } = options;
  try {
    const document = await fetchRegistry(`/registry/${encodeURIComponent(env)}/current.json`, fetchImpl, timeoutMs);
    try {
      storage.setItem(registryStorageKey(env), JSON.stringify(document));
    } catch {
      // Storage full or disabled: the network copy still works for this visit.
    }
    return { document, source: 'network' };
  } catch (error) {
    console.warn('[shell] registry unavailable, using a stored copy', error);
  }
  const stored = readStored(storage, env);
  if (stored) return { document: stored, source: 'local-storage' };
  if (isRegistryDocument(baked) && Object.keys(baked.remotes).length > 0) return { document: baked, source: 'baked' };
  return { document: { env, updatedAt: null, remotes: {} }, source: 'empty' };
}

async function fetchRegistry(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<RegistryDocument> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`registry timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    const request = fetchImpl(url, {
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache' },
      signal: controller.signal,
    }).then(async (response) => {
      if (!response.ok) throw new Error(`registry HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!isRegistryDocument(body)) throw new Error('registry document is malformed');
      return body;
    });
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function readStored(storage: Storage, env: string): RegistryDocument | null {
  try {
    const raw = storage.getItem(registryStorageKey(env));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isRegistryDocument(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

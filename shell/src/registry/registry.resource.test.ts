import { loadRegistry, registryStorageKey } from './registry.resource';
import type { RegistryDocument } from './registry.types';

const doc = (version: string): RegistryDocument => ({
  env: 'local',
  updatedAt: '2025-01-01T00:00:00.000Z',
  remotes: {
    mfe_live: {
      name: 'mfe_live',
      package: '@platform/mfe-live',
      version,
      manifestUrl: `/remotes/mfe-live/${version}/mf-manifest.json`,
      routes: ['/live'],
    },
  },
});

const okFetch = (body: unknown) => jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => body }) as unknown as typeof fetch;
const failingFetch = () => jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;

describe('loadRegistry', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads the pointer for the env without caching and keeps it as the last good copy', async () => {
    const fetchImpl = okFetch(doc('1.0.0+aaa'));
    const result = await loadRegistry({ env: 'local', baked: null, fetchImpl });
    expect(result.source).toBe('network');
    expect(result.document.remotes.mfe_live.version).toBe('1.0.0+aaa');
    const [url, init] = (fetchImpl as jest.Mock).mock.calls[0];
    expect(url).toBe('/registry/local/current.json');
    expect(init).toEqual(expect.objectContaining({ cache: 'no-store' }));
    expect(JSON.parse(localStorage.getItem(registryStorageKey('local'))!)).toEqual(doc('1.0.0+aaa'));
  });

  it('falls back to the last good copy in localStorage when the network fails', async () => {
    localStorage.setItem(registryStorageKey('local'), JSON.stringify(doc('0.9.0+old')));
    const result = await loadRegistry({ env: 'local', baked: doc('0.1.0+baked'), fetchImpl: failingFetch() });
    expect(result).toEqual({ source: 'local-storage', document: doc('0.9.0+old') });
  });

  it('falls back to the copy baked into the build when nothing is stored', async () => {
    const result = await loadRegistry({ env: 'local', baked: doc('0.1.0+baked'), fetchImpl: failingFetch() });
    expect(result).toEqual({ source: 'baked', document: doc('0.1.0+baked') });
  });

  it('treats an HTTP error or a malformed document like a network failure', async () => {
    const notFound = jest.fn().mockResolvedValue({ ok: false, status: 404, json: async () => ({}) }) as unknown as typeof fetch;
    expect((await loadRegistry({ env: 'local', baked: doc('b'), fetchImpl: notFound })).source).toBe('baked');
    const malformed = okFetch({ remotes: { mfe_live: { name: 'mfe-live!' } } });
    expect((await loadRegistry({ env: 'local', baked: doc('b'), fetchImpl: malformed })).source).toBe('baked');
    expect(localStorage.getItem(registryStorageKey('local'))).toBeNull();
  });

  it('gives up on the network after 3 s', async () => {
    jest.useFakeTimers();
    try {
      const hanging = jest.fn(
        (_url: string, init: RequestInit) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      ) as unknown as typeof fetch;
      const pending = loadRegistry({ env: 'local', baked: doc('0.1.0+baked'), fetchImpl: hanging });
      await jest.advanceTimersByTimeAsync(3000);
      await expect(pending).resolves.toEqual({ source: 'baked', document: doc('0.1.0+baked') });
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends with an empty registry (no remote URL compiled in) when every source fails', async () => {
    const result = await loadRegistry({ env: 'staging', baked: { env: 'local', updatedAt: null, remotes: {} }, fetchImpl: failingFetch() });
    expect(result).toEqual({ source: 'empty', document: { env: 'staging', updatedAt: null, remotes: {} } });
  });
});

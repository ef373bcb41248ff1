import { RemoteLoader, RemoteLoadError } from './remote-loader';

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

function fakeFederation(load: (id: string) => Promise<unknown>) {
  return { registerRemotes: jest.fn(), loadRemote: jest.fn(load) };
}

describe('RemoteLoader', () => {
  it('registers every remote with the MF runtime and loads <name>/lifecycles', async () => {
    const federation = fakeFederation(async () => lifecycles);
    const loader = new RemoteLoader(federation);
    loader.register([{ name: 'mfe_live', entry: '/remotes/mfe-live/1/mf-manifest.json' }]);
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_live', entry: '/remotes/mfe-live/1/mf-manifest.json' }]);
    await expect(loader.loadLifecycles('mfe_live')).resolves.toBe(lifecycles);
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe_live/lifecycles');
  });

  it('rejects a module without bootstrap, mount and unmount', async () => {
    const loader = new RemoteLoader(fakeFederation(async () => ({ default: () => null })));
    await expect(loader.loadLifecycles('mfe_live')).rejects.toThrow('does not export bootstrap, mount and unmount');
  });

  it('wraps network and manifest errors with the remote name', async () => {
    const loader = new RemoteLoader(fakeFederation(async () => Promise.reject(new Error('Failed to fetch mf-manifest.json'))));
    const error = await loader.loadLifecycles('mfe_auth').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).remote).toBe('mfe_auth');
  });

  it('times out a remote that never answers', async () => {
    jest.useFakeTimers();
    try {
      const loader = new RemoteLoader(
        fakeFederation(() => new Promise(() => undefined)),
        15_000,
      );
      const pending = loader.loadLifecycles('mfe_live').catch((e: Error) => e.message);
      await jest.advanceTimersByTimeAsync(15_000);
      await expect(pending).resolves.toBe('mfe_live: timed out after 15000 ms');
    } finally {
      jest.useRealTimers();
    }
  });

  it('re-registers one remote with a fresh cache-busting query (force) for a retry', () => {
    let now = 1000;
    const federation = fakeFederation(async () => lifecycles);
    const loader = new RemoteLoader(federation, 15_000, () => now);
    loader.register([{ name: 'mfe_live', entry: 'http://cdn/mfe-live/1/mf-manifest.json' }]);
    expect(loader.reRegister('mfe_live')).toBe('http://cdn/mfe-live/1/mf-manifest.json?retry=1000');
    now = 2000;
    loader.reRegister('mfe_live');
    expect(federation.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_live', entry: 'http://cdn/mfe-live/1/mf-manifest.json?retry=2000' }], {
      force: true,
    });
  });
});

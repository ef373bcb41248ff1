import type { ResolvedRemote } from '../registry/overrides';
import { preloadPageRemote, takeEarlyManifest } from './preload-page-remote';

const remote = (name: string, routes: string[], extra: Partial<ResolvedRemote> = {}): ResolvedRemote => ({
  name,
  entry: `/remotes/${name}/1.0.0/mf-manifest.json`,
  routes,
  overridden: false,
  ...extra,
});
const remotes = [remote('mfe_catalog', ['/', '/profile']), remote('mfe_live', ['/live']), remote('mfe_admin', ['/admin'], { access: 'admin' })];

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './lifecycles', assets: { js: { sync: ['__federation_expose_lifecycles.abc.js', '12.def.js'], async: ['99.lazy.js'] } } },
    { path: './other', assets: { js: { sync: ['other.js'] } } },
  ],
};

/** A fetch answering `body` (a Response's json and clone), recording the URLs asked. */
function answering(body: unknown, ok = true) {
  const response = { ok, json: async () => body, clone: () => response };
  const fetchMock = jest.fn(async (url: string | URL) => {
    void url;
    return response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, response };
}

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => [link.as, link.href]);

describe('preloadPageRemote', () => {
  afterEach(() => {
    document.head.replaceChildren();
    for (const r of remotes) void takeEarlyManifest(r.entry);
  });

  it("reads the page's remote's manifest and preloads its remoteEntry.js and ./lifecycles chunks (not its lazy ones)", async () => {
    const { fetchMock, response } = answering(manifest);
    await preloadPageRemote(remotes, '/live/fiona');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['http://localhost/remotes/mfe_live/1.0.0/mf-manifest.json']);
    expect(preloads()).toEqual([
      ['script', 'http://localhost/remotes/mfe_live/1.0.0/remoteEntry.js'],
      ['script', 'http://localhost/remotes/mfe_live/1.0.0/__federation_expose_lifecycles.abc.js'],
      ['script', 'http://localhost/remotes/mfe_live/1.0.0/12.def.js'],
    ]);
    // the Module Federation runtime reads that answer instead of asking again, once
    await expect(takeEarlyManifest('/remotes/mfe_live/1.0.0/mf-manifest.json')).resolves.toBe(response);
    expect(takeEarlyManifest('/remotes/mfe_live/1.0.0/mf-manifest.json')).toBeUndefined();
  });

  it.each([
    ['a path nobody owns', remotes, '/nowhere'],
    ['a remote with an access rule (the back office)', remotes, '/admin/verification'],
    [
      'a remote a developer overrides',
      [remote('mfe_live', ['/live'], { entry: 'http://127.0.0.1:3003/mf-manifest.json', overridden: true })],
      '/live/fiona',
    ],
    ['an entry that is no manifest', [remote('mfe_live', ['/live'], { entry: '/remotes/mfe_live/1.0.0/remoteEntry.js' })], '/live/fiona'],
  ])('leaves %s alone', async (_what, list, path) => {
    const { fetchMock } = answering(manifest);
    await preloadPageRemote(list, path);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it('preloads nothing from a manifest of another shape or a failed answer', async () => {
    answering({ ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/mfe-live/' } });
    await preloadPageRemote(remotes, '/live/fiona');
    answering(manifest, false);
    await preloadPageRemote(remotes, '/live/fiona');
    expect(preloads()).toEqual([]);
  });

  it('hands the runtime nothing when the request failed, so it asks itself', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(preloadPageRemote(remotes, '/live/fiona')).rejects.toThrow('Failed to fetch');
    await expect(takeEarlyManifest('/remotes/mfe_live/1.0.0/mf-manifest.json')).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);
  });
});

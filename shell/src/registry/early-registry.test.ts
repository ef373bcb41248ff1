import { takeEarlyManifest } from '../remotes/preload-page-remote';
import { startRegistry } from './early-registry';

const MANIFEST = '/remotes/mfe-live/1.0.0/mf-manifest.json';
const registryDocument = {
  env: 'local',
  updatedAt: null,
  remotes: { mfe_live: { name: 'mfe_live', package: '@platform/mfe-live', version: '1.0.0', manifestUrl: MANIFEST, routes: ['/live'] } },
};
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './lifecycles', assets: { js: { sync: ['lifecycles.js'] } } }],
};

/** A fetch answering the registry and the manifest; the manifest's answer waits for `answerManifest`. */
function network() {
  let answerManifest: () => void = () => undefined;
  const manifestAnswered = new Promise<void>((resolve) => (answerManifest = resolve));
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string | URL) => {
    asked.push(String(url));
    const body = String(url).includes('/registry/') ? registryDocument : manifest;
    if (body === manifest) await manifestAnswered;
    const response = { ok: true, status: 200, json: async () => body, clone: () => response };
    return response;
  }) as unknown as typeof fetch;
  return { asked, answerManifest };
}

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => link.href);

beforeEach(() => window.history.replaceState(null, '', '/live/fiona'));
afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.head.replaceChildren();
  window.localStorage.clear();
  void takeEarlyManifest(MANIFEST);
});

it("settles `pageRemote` once the page's remote files are asked for (the entry starts the app's code after it)", async () => {
  const { asked, answerManifest } = network();
  const { registry, pageRemote } = startRegistry();
  let settled = false;
  void pageRemote.then(() => (settled = true));
  await registry;
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(asked).toEqual(['/registry/local/current.json', `http://localhost${MANIFEST}`]);
  expect(settled).toBe(false);
  answerManifest();
  await pageRemote;
  expect(preloads()).toEqual(['http://localhost/remotes/mfe-live/1.0.0/remoteEntry.js', 'http://localhost/remotes/mfe-live/1.0.0/lifecycles.js']);
});

it('settles `pageRemote` as well when the manifest cannot be read (the app starts all the same)', async () => {
  global.fetch = jest.fn(async (url: string | URL) => {
    if (String(url).includes('/registry/')) return { ok: true, status: 200, json: async () => registryDocument };
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  await expect(startRegistry().pageRemote).resolves.toBeUndefined();
  expect(preloads()).toEqual([]);
});

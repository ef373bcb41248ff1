import type { ResolvedRemote } from '../registry/overrides';
import { resolveOwner } from '../routing/path-prefix';

/** The part of a remote's mf-manifest.json read here. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** The manifest read here, kept (by absolute URL) for the Module Federation runtime's own request of it. */
const manifests = new Map<string, Promise<Response | undefined>>();
const absolute = (url: string, doc: Document = document) => new URL(url, doc.baseURI).href;

/**
 * The answer to this page's early request of a remote's manifest, once (the runtime's `fetch` hook, federation.ts):
 * the runtime reads it instead of asking again. Anything else, a second time (a retry) or a request that failed
 * (undefined) goes to the network.
 */
export function takeEarlyManifest(url: string): Promise<Response | undefined> | undefined {
  const key = absolute(url);
  const response = manifests.get(key);
  manifests.delete(key);
  return response;
}

/**
 * The remote that owns this page, downloading while the shell's own code loads: its manifest is read now, and its
 * remoteEntry.js and `./lifecycles` chunks get link preloads (nothing runs), so when single-spa asks Module Federation
 * for the remote its files are already in the browser. Called by the shell's entry as soon as the registry is there.
 * Not for a remote with an access rule (the back office: fetched only once the session lets it in) nor one a
 * developer overrides (a dev server: loaded the usual way); a manifest of another shape is left alone.
 */
export async function preloadPageRemote(remotes: ResolvedRemote[], pathname: string, doc: Document = document): Promise<void> {
  const owner = remotes.find((remote) => remote.name === resolveOwner(pathname, remotes));
  if (!owner || owner.access || owner.overridden || !owner.entry.endsWith('.json')) return;
  const manifestUrl = absolute(owner.entry, doc);
  // low priority: the shell's own chunks, asked for before, come first (HTTP/1.1 has few connections per origin)
  const request = fetch(manifestUrl, { priority: 'low' });
  manifests.set(
    manifestUrl,
    request.then(
      (response) => response.clone(),
      () => undefined,
    ),
  );
  const response = await request;
  if (!response.ok) return;
  const { metaData, exposes } = (await response.json()) as RemoteManifest;
  const entry = metaData?.remoteEntry;
  if (metaData?.publicPath !== 'auto' || !entry?.name || entry.path) return;
  const lifecycles = exposes?.find((expose) => expose.path === './lifecycles')?.assets?.js?.sync ?? [];
  for (const file of [entry.name, ...lifecycles]) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.fetchPriority = 'low';
    link.href = new URL(file, manifestUrl).href;
    doc.head.append(link);
  }
}

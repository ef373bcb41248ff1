import { platformEnv } from '../config/platform-config';
import { preloadPageRemote } from '../remotes/preload-page-remote';
import bakedRegistry from './fallback-registry.json';
import { applyOverrides } from './overrides';
import { loadRegistry } from './registry.resource';
import { registryEntries, type LoadedRegistry } from './registry.types';

// No import of a shared module here or below: the shell's entry runs this before the shared modules are negotiated.

/**
 * The registry, asked by the shell's entry (index.html has preloaded it) instead of after the app's code has loaded,
 * and the page's remote downloading as soon as it is known (preloadPageRemote). The platform starts with its answer.
 */
export function startRegistry(): Promise<LoadedRegistry> {
  const registry = (async () => loadRegistry({ env: platformEnv(), baked: bakedRegistry, storage: window.localStorage }))();
  void registry
    .then(({ document }) => preloadPageRemote(applyOverrides(registryEntries(document), window.localStorage), window.location.pathname))
    .catch(() => undefined);
  return registry;
}

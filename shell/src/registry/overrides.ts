import type { RegistryEntry } from './registry.types';

export const overrideKey = (container: string): string => `platform:remote-override:${container}`;

export interface ResolvedRemote {
  name: string;
  /** mf-manifest.json or remoteEntry.js URL handed to the MF runtime. */
  entry: string;
  routes: string[];
  /** Who may load it; an override keeps the registry's rule. */
  access?: RegistryEntry['access'];
  overridden: boolean;
}

/**
 * A developer points one remote at a local dev server with
 * localStorage['platform:remote-override:mfe_live'] = 'http://127.0.0.1:3003/mf-manifest.json'.
 */
export function applyOverrides(entries: RegistryEntry[], storage: Storage = window.localStorage): ResolvedRemote[] {
  return entries.map((entry) => {
    const override = readOverride(storage, entry.name);
    return {
      name: entry.name,
      entry: override ?? entry.manifestUrl,
      routes: entry.routes,
      ...(entry.access ? { access: entry.access } : {}),
      overridden: Boolean(override),
    };
  });
}

function readOverride(storage: Storage, name: string): string | null {
  try {
    const value = storage.getItem(overrideKey(name))?.trim();
    return value && /^(https?:\/\/|\/)/.test(value) ? value : null;
  } catch {
    return null;
  }
}

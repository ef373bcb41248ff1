import type { RegistryDocument, RegistryEntry } from '@platform/shared/contract';
import { isKnownAccess } from '../routing/known-access';

export type { RegistryDocument, RegistryEntry };

export type RegistrySource = 'network' | 'local-storage' | 'baked' | 'empty';

export interface LoadedRegistry {
  document: RegistryDocument;
  source: RegistrySource;
}

export function isRegistryDocument(value: unknown): value is RegistryDocument {
  if (!value || typeof value !== 'object') return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  if (!remotes || typeof remotes !== 'object') return false;
  return Object.values(remotes as Record<string, unknown>).every(isRegistryEntry);
}

function isRegistryEntry(value: unknown): value is RegistryEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<RegistryEntry>;
  return (
    typeof entry.name === 'string' &&
    /^[A-Za-z_$][\w$]*$/.test(entry.name) &&
    typeof entry.manifestUrl === 'string' &&
    Array.isArray(entry.routes) &&
    entry.routes.every((route) => typeof route === 'string' && route.startsWith('/')) &&
    (entry.access === undefined || isKnownAccess(entry.access))
  );
}

export function registryEntries(document: RegistryDocument): RegistryEntry[] {
  return Object.values(document.remotes);
}

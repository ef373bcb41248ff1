import type { RegistryDocument, RegistryEntry, RegistryPreview, RegistryRelease } from '@platform/shared/contract';
import { inCanary } from './bucket';

export interface BrowserChoice {
  /** The browser's random id (bucket cookie). */
  bucketId: string;
  /** A release this browser previews by a signed link, with its registry fields. */
  preview?: { preview: RegistryPreview; release: RegistryRelease } | null;
}

/**
 * The registry document one browser gets: each remote names exactly one release (the preview it follows, else the
 * canary when its bucket is in the share, else the current one), so two versions of a remote never meet in a page,
 * and the canary's own fields never reach a browser.
 */
export function browserRegistry(doc: RegistryDocument, choice: BrowserChoice): RegistryDocument {
  const remotes: Record<string, RegistryEntry> = {};
  for (const [key, entry] of Object.entries(doc.remotes)) {
    const { canary, ...current } = entry;
    const previewed = choice.preview?.preview.name === entry.name ? choice.preview.release : null;
    if (previewed) remotes[key] = { name: entry.name, package: entry.package, ...previewed, channel: 'preview' };
    else if (canary && inCanary(choice.bucketId, entry.name, canary.share)) {
      const { share: _s, since: _t, rule: _r, ...release } = canary;
      remotes[key] = { name: entry.name, package: entry.package, ...release, channel: 'canary' };
    } else remotes[key] = current;
  }
  const previewing = choice.preview && Object.values(doc.remotes).some((e) => e.name === choice.preview?.preview.name);
  return { env: doc.env, updatedAt: doc.updatedAt, remotes, ...(previewing && choice.preview ? { preview: choice.preview.preview } : {}) };
}

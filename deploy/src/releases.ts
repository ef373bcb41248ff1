import fs from 'node:fs';
import path from 'node:path';
import { DeployContext, DeployError, releasesRoot } from './context';
import { MfManifest } from './compat';
import type { RemoteAccess, RemoteMenuEntry } from '@platform/shared/contract';

/** Written beside the build in every release folder so a rollback knows the release's routes. */
export interface ReleaseMeta {
  name: string;
  package: string;
  folder: string;
  version: string;
  routes: string[];
  /** Who may load it; absent = everyone. */
  access?: RemoteAccess;
  /** Its menu entries with their labels' texts; absent in a release published before menus. */
  menu?: RemoteMenuEntry[];
  publishedAt: string;
  publishedBy: string;
}

export const RELEASE_META_FILE = 'release.json';

export function releaseDir(ctx: DeployContext, folder: string, version: string): string {
  return path.join(releasesRoot(ctx), folder, version);
}

export function readReleaseMeta(dir: string): ReleaseMeta | null {
  const file = path.join(dir, RELEASE_META_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseMeta) : null;
}

export function readManifest(dir: string): MfManifest {
  const file = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new DeployError(`No mf-manifest.json in ${dir}.`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as MfManifest;
  } catch (err) {
    throw new DeployError(`mf-manifest.json in ${dir} is not valid JSON: ${(err as Error).message}`);
  }
}

/** Published versions of one remote, oldest first. */
export function listReleases(ctx: DeployContext, folder: string): ReleaseMeta[] {
  const root = path.join(releasesRoot(ctx), folder);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => readReleaseMeta(path.join(root, d.name)))
    .filter((m): m is ReleaseMeta => m !== null)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_ACCESS, type RemoteAccess } from '@platform/shared/contract';
import { DeployError } from './context';

/** A remote as declared by its package.json (`platform.container`, `platform.routes`). */
export interface RemoteInfo {
  /** Folder name, also the release folder name: `mfe-catalog`. */
  folder: string;
  dir: string;
  /** Module Federation container name: `mfe_catalog`. */
  container: string;
  packageName: string;
  version: string;
  routes: string[];
  /** Who may load it (`platform.access`): `admin`, or everyone when absent. */
  access?: RemoteAccess;
  /** Its menu entries as declared (`platform.menu`), checked and given their texts at publish (menu.ts). */
  menu?: unknown;
}

interface RemotePackageJson {
  name?: string;
  version?: string;
  platform?: { container?: string; routes?: string[]; access?: string; menu?: unknown };
}

function accessOf(access: string | undefined, file: string): { access?: RemoteAccess } {
  if (access === undefined) return {};
  if (!(REMOTE_ACCESS as readonly string[]).includes(access)) {
    throw new DeployError(`${file}: platform.access must be one of ${REMOTE_ACCESS.join(', ')} (or left out), not "${access}".`);
  }
  return { access: access as RemoteAccess };
}

function readRemote(dir: string): RemoteInfo | null {
  const file = path.join(dir, 'package.json');
  if (!fs.existsSync(file)) return null;
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as RemotePackageJson;
  if (!pkg.platform?.container || !pkg.name) return null;
  return {
    folder: path.basename(dir),
    dir,
    container: pkg.platform.container,
    packageName: pkg.name,
    version: pkg.version ?? '0.0.0',
    routes: Array.isArray(pkg.platform.routes) ? pkg.platform.routes : [],
    ...accessOf(pkg.platform.access, file),
    ...(pkg.platform.menu === undefined ? {} : { menu: pkg.platform.menu }),
  };
}

/** Every `mfe-*` folder at the repo root that declares a container. */
export function listRemotes(repoRoot: string): RemoteInfo[] {
  return fs
    .readdirSync(repoRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('mfe-'))
    .map((d) => readRemote(path.join(repoRoot, d.name)))
    .filter((r): r is RemoteInfo => r !== null)
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** Accepts the folder (`mfe-catalog`), container (`mfe_catalog`), package (`@platform/mfe-catalog`) or short name (`catalog`). */
export function findRemote(repoRoot: string, name: string): RemoteInfo {
  const remotes = listRemotes(repoRoot);
  const found = remotes.find((r) => r.folder === name || r.container === name || r.packageName === name || r.folder === `mfe-${name}`);
  if (!found) {
    throw new DeployError(`Unknown remote "${name}". Known remotes: ${remotes.map((r) => r.folder).join(', ') || '(none)'}`);
  }
  return found;
}

import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** The deploy data of the running system (scripts/start.mjs puts it under PLATFORM_DATA_DIR). */
export function deployDataDir(): string {
  if (process.env.DEPLOY_DATA_DIR) return process.env.DEPLOY_DATA_DIR;
  if (!process.env.PLATFORM_DATA_DIR) throw new Error('PLATFORM_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(process.env.PLATFORM_DATA_DIR, 'deploy');
}

export interface RegistryDoc {
  env: string;
  remotes: Record<string, { name: string; version: string; manifestUrl: string; routes: string[] }>;
}

export function readRegistry(): RegistryDoc {
  return JSON.parse(fs.readFileSync(path.join(deployDataDir(), 'registry', 'local', 'current.json'), 'utf8')) as RegistryDoc;
}

/** Runs the same deploy command a developer runs (`node scripts/deploy.mjs …`) against the running system's data. */
export function deployCli(...args: string[]): string {
  return deployCliWith({}, ...args);
}

/** The same command with more environment (DEPLOY_REPO_ROOT: a team's checkout with its own changes). */
export function deployCliWith(env: Record<string, string>, ...args: string[]): string {
  const res = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'deploy.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_DATA_DIR: deployDataDir(), DEPLOY_ENV: 'local', DEPLOY_ACTOR: 'e2e', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const out = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  if (res.status !== 0) throw new Error(`deploy ${args.join(' ')} failed (${res.status}):\n${out}`);
  return out;
}

function walk(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? walk(path.join(dir, e.name), rel) : [rel];
  });
}

/** sha256 of every file under `dir`, keyed by relative path. */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of walk(dir).sort())
    out[rel] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(dir, rel)))
      .digest('hex');
  return out;
}

/** Every release file of every remote except `except` (folder name), plus the shell build. */
export function snapshotOthers(except: string): Record<string, string> {
  const releases = path.join(deployDataDir(), 'releases');
  const out: Record<string, string> = {};
  for (const folder of fs.readdirSync(releases)) {
    if (folder === except) continue;
    for (const [rel, h] of Object.entries(hashTree(path.join(releases, folder)))) out[`releases/${folder}/${rel}`] = h;
  }
  for (const [rel, h] of Object.entries(hashTree(path.join(repoRoot, 'shell', 'dist')))) out[`shell/${rel}`] = h;
  return out;
}

/** Copies a published release into a scratch folder (the "build" a test then changes and publishes). */
export function copyRelease(folder: string, version: string, scratch: string): string {
  const src = path.join(deployDataDir(), 'releases', folder, version);
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.cpSync(src, scratch, { recursive: true });
  fs.rmSync(path.join(scratch, 'release.json'), { force: true });
  return scratch;
}

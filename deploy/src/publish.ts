import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import semver from 'semver';
import { DeployContext, DeployError, releasesRoot } from './context';
import { findRemote, RemoteInfo } from './remotes';
import { releaseVersion } from './version';
import { checkCompat, formatProblems, readFacadeLists, readShellRequirements } from './compat';
import type { CanaryRule, RegistryEntry, RegistryRelease, RemoteMenuEntry } from '@platform/shared/contract';
import { checkCanary, startCanary } from './canary';
import { RELEASE_META_FILE, ReleaseMeta, readManifest, readReleaseMeta, releaseDir } from './releases';
import { manifestUrl, readRegistry, withRegistryLock, writeRegistryAtomic } from './registry';
import { appendHistory, HistoryRecord } from './history';
import { currentMenuOr, releaseMenu } from './menu';

export interface PublishOptions {
  remote: string;
  /** Base version; defaults to the remote's package.json version. `+<sha>` is appended. */
  version?: string;
  /** Build output to publish; defaults to `<remote>/dist`. */
  distDir?: string;
  /** Release it as a canary for this share of browsers (and this abort rule) instead of to everyone. */
  canary?: { share: number; rule?: Partial<CanaryRule> };
}

export interface PublishOutcome {
  remote: string;
  container: string;
  version: string;
  from: string | null;
  status: 'published' | 'activated' | 'unchanged';
  releaseDir: string;
  /** Set when it went out as a canary: the share of browsers that get it. */
  canaryShare?: number;
}

/** Refuses (DeployError) when the release is not compatible with the shell. */
export function assertCompatible(ctx: DeployContext, info: RemoteInfo, dir: string, version: string): void {
  const problems = checkCompat(readManifest(dir), readShellRequirements(ctx.shellDir, ctx.repoRoot), info.container, readFacadeLists(dir));
  if (problems.length > 0) {
    throw new DeployError(
      `Refused: ${info.folder}@${version} is not compatible with the shell (${path.relative(ctx.repoRoot, ctx.shellDir) || ctx.shellDir}):\n` +
        `${formatProblems(problems)}\nThe registry was not changed.`,
    );
  }
}

/** A release published before `access` existed takes the rule its package declares now (the back office stays admin-only). */
const accessEntry = (access: RemoteInfo['access']) => (access ? { access } : {});

/** The shell builds its header, phone menu and footer from these; a remote without entries adds none. */
const menuEntry = (menu: RemoteMenuEntry[]) => (menu.length > 0 ? { menu } : {});

/** The fields a registry entry takes from one release (its own routes, access rule and menu; the package's for an old release). */
export function releaseEntry(ctx: DeployContext, info: RemoteInfo, version: string): RegistryRelease {
  const meta = readReleaseMeta(releaseDir(ctx, info.folder, version));
  return {
    version,
    manifestUrl: manifestUrl(info.folder, version),
    routes: meta?.routes ?? info.routes,
    ...accessEntry(meta?.access ?? info.access),
    ...menuEntry(meta?.menu ?? currentMenuOr(info)),
  };
}

/**
 * One atomic change of one remote's registry entry, under the lock, with its history record. `change` gets the entry
 * (undefined: none yet) and returns the new one and the record's from/to, or null to leave everything as it is.
 */
export async function switchEntry(
  ctx: DeployContext,
  container: string,
  change: (entry: RegistryEntry | undefined) => { entry: RegistryEntry; record: Omit<HistoryRecord, 'at' | 'who' | 'env' | 'remote'> } | null,
): Promise<{ switched: boolean; from: string | null; to: string }> {
  return withRegistryLock(ctx, () => {
    const doc = readRegistry(ctx);
    const current = doc.remotes[container];
    const next = change(current);
    if (!next) return { switched: false, from: current?.version ?? null, to: current?.version ?? '' };
    doc.env = ctx.env;
    doc.remotes[container] = next.entry;
    const at = new Date().toISOString();
    doc.updatedAt = at;
    appendHistory(ctx, { at, who: ctx.who, env: ctx.env, remote: container, ...next.record });
    writeRegistryAtomic(ctx, doc);
    return { switched: true, from: next.record.from, to: next.record.to };
  });
}

/** Points the env's registry at `version` of the remote, in one atomic write, with a history record. A canary in flight is dropped. */
export async function switchPointer(
  ctx: DeployContext,
  info: RemoteInfo,
  /** The version to point at, or a function choosing it from the current one (called under the lock). */
  choose: string | ((current: string | null) => string),
  action: HistoryRecord['action'],
  /** Called under the lock with the current version; throw to refuse, return false to leave it as is. */
  guard?: (current: string | null) => boolean | void,
): Promise<{ from: string | null; to: string; switched: boolean }> {
  const out = await switchEntry(ctx, info.container, (entry) => {
    const from = entry?.version ?? null;
    if (guard?.(from) === false) return null;
    const version = typeof choose === 'function' ? choose(from) : choose;
    return {
      entry: { name: info.container, package: info.packageName, ...releaseEntry(ctx, info, version) },
      record: { action, from, to: version },
    };
  });
  return { from: out.from, to: out.to, switched: out.switched };
}

function resolveDist(info: RemoteInfo, distDir?: string): string {
  const dist = path.resolve(distDir ?? path.join(info.dir, 'dist'));
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new DeployError(
      `${info.folder} has no build at ${dist} (mf-manifest.json missing). Build it first: pnpm --filter ${info.packageName} build (or publish --build).`,
    );
  }
  return dist;
}

function computeVersion(ctx: DeployContext, info: RemoteInfo, dist: string, base?: string): string {
  const version = releaseVersion({
    baseVersion: base ?? info.version,
    repoRoot: ctx.repoRoot,
    sourcePaths: [info.dir, path.join(ctx.repoRoot, 'shared')].filter((p) => fs.existsSync(p)),
    distDir: dist,
  });
  if (!semver.valid(version) || version.includes('/')) throw new DeployError(`"${version}" is not a valid release version.`);
  return version;
}

/** The remote, its build and the release version and folder that build gets. */
function prepare(ctx: DeployContext, opts: PublishOptions) {
  const info = findRemote(ctx.repoRoot, opts.remote);
  const dist = resolveDist(info, opts.distDir);
  const version = computeVersion(ctx, info, dist, opts.version);
  return { info, dist, version, target: releaseDir(ctx, info.folder, version) };
}

/** Upload the build to an immutable folder, gate it, then switch the pointer. */
export async function publish(ctx: DeployContext, opts: PublishOptions): Promise<PublishOutcome> {
  return publishPrepared(ctx, prepare(ctx, opts), opts.canary);
}

async function publishPrepared(
  ctx: DeployContext,
  { info, dist, version, target }: ReturnType<typeof prepare>,
  canary?: PublishOptions['canary'],
): Promise<PublishOutcome> {
  // A bad share or rule refuses the release before anything is uploaded.
  const canaryRule = canary ? checkCanary(canary.share, canary.rule) : undefined;
  if (fs.existsSync(target)) {
    throw new DeployError(
      `Refused: ${info.folder}@${version} is already published (${target}). Releases are immutable: bump --version or commit your change.`,
    );
  }
  // The menu is part of the gate: a bad entry refuses the release before anything is uploaded.
  const menu = releaseMenu(info, version);
  // Upload to a private staging folder, check the uploaded manifest, then rename into place
  // (rename fails if the same version appeared meanwhile, so a version is never overwritten).
  const staging = path.join(releasesRoot(ctx), info.folder, `.staging-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  try {
    fs.cpSync(dist, staging, { recursive: true });
    const meta: ReleaseMeta = {
      name: info.container,
      package: info.packageName,
      folder: info.folder,
      version,
      routes: info.routes,
      ...accessEntry(info.access),
      menu,
      publishedAt: new Date().toISOString(),
      publishedBy: ctx.who,
    };
    fs.writeFileSync(path.join(staging, RELEASE_META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
    assertCompatible(ctx, info, staging, version);
    try {
      fs.renameSync(staging, target);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' || code === 'ENOTEMPTY') {
        throw new DeployError(`Refused: ${info.folder}@${version} was published by someone else meanwhile.`);
      }
      throw err;
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  if (canary && canaryRule) {
    const { from } = await startCanary(ctx, info, version, canary.share, canaryRule);
    return { remote: info.folder, container: info.container, version, from, status: 'published', releaseDir: target, canaryShare: canary.share };
  }
  const { from } = await switchPointer(ctx, info, version, 'publish');
  return { remote: info.folder, container: info.container, version, from, status: 'published', releaseDir: target };
}

/**
 * Publishes the remote only when its build is new. A build that is already released keeps whatever
 * the registry points at (so a rollback survives a restart); a released build with no registry entry
 * is activated.
 */
export async function publishIfChanged(ctx: DeployContext, opts: PublishOptions): Promise<PublishOutcome> {
  const prepared = prepare(ctx, opts);
  const { info, version, target } = prepared;
  // A new build: publish it with the version just computed (git and the build hash are not asked twice).
  if (!fs.existsSync(target)) return publishPrepared(ctx, prepared);
  const current = readRegistry(ctx).remotes[info.container]?.version ?? null;
  if (current) {
    return {
      remote: info.folder,
      container: info.container,
      version: current,
      from: current,
      status: 'unchanged',
      releaseDir: releaseDir(ctx, info.folder, current),
    };
  }
  assertCompatible(ctx, info, target, version);
  // Another process may have activated it meanwhile: only fill an empty slot.
  const { from, switched } = await switchPointer(ctx, info, version, 'publish', (cur) => cur === null);
  const active = switched ? version : (from ?? version);
  return {
    remote: info.folder,
    container: info.container,
    version: active,
    from,
    status: switched ? 'activated' : 'unchanged',
    releaseDir: releaseDir(ctx, info.folder, active),
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { CanaryRule, HealthKind, ReleaseHealth } from '@platform/shared/contract';
import { registryDir, type DeployContext } from './context';

/**
 * Page loads and failures per remote and release, as the shells report them (sampled: a beacon counts 1/sample).
 * Each edge process counts what it receives in a file of its own on the shared volume (`health/{host}-{pid}.json`:
 * no two processes write one file); the rule and the board read the sum of every file. Bounded: only a release that
 * is current or on canary is counted (the edge checks), each remote keeps the counts of its last MAX_VERSIONS
 * releases, and a file no process has written for STALE_FILE_DAYS is removed.
 */
export const MAX_VERSIONS = 4;
export const MAX_REMOTES = 64;

interface Counts {
  loads: number;
  loadFailures: number;
  mountFailures: number;
  errors: number;
  firstFailureAt: string | null;
  updatedAt: string;
}
export type HealthData = Record<string, Record<string, Counts>>;

const FIELD: Record<HealthKind, Exclude<keyof Counts, 'firstFailureAt' | 'updatedAt'>> = {
  load: 'loads',
  'load-failure': 'loadFailures',
  'mount-failure': 'mountFailures',
  error: 'errors',
};

export const STALE_FILE_DAYS = 30;

/** The folder of an environment's health files (one per edge process). */
export function healthDir(ctx: Pick<DeployContext, 'dataDir' | 'env'>): string {
  return path.join(registryDir(ctx as DeployContext), 'health');
}

/** This process's file name: its host (the pod) and pid, as a file name. */
export const instanceFile = (dir: string, instance = `${os.hostname()}-${process.pid}`) =>
  path.join(dir, `${instance.replace(/[^A-Za-z0-9_.-]/g, '_')}.json`);

export function readHealth(file: string): HealthData {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return data && typeof data === 'object' ? (data as HealthData) : {};
  } catch {
    return {};
  }
}

/** Adds `from` into `into` (counts summed, the first failure the earliest, the update the latest). */
function addInto(into: HealthData, from: HealthData): HealthData {
  for (const [remote, versions] of Object.entries(from)) {
    for (const [version, c] of Object.entries(versions)) {
      const t = ((into[remote] ??= {})[version] ??= {
        loads: 0,
        loadFailures: 0,
        mountFailures: 0,
        errors: 0,
        firstFailureAt: null,
        updatedAt: c.updatedAt,
      });
      t.loads += c.loads;
      t.loadFailures += c.loadFailures;
      t.mountFailures += c.mountFailures;
      t.errors += c.errors;
      if (c.firstFailureAt && (!t.firstFailureAt || c.firstFailureAt < t.firstFailureAt)) t.firstFailureAt = c.firstFailureAt;
      if (c.updatedAt > t.updatedAt) t.updatedAt = c.updatedAt;
    }
  }
  return into;
}

/** The sum of every edge process's file in `dir`, leaving out `except` (a process's own, which it holds in memory). */
export function readAllHealth(dir: string, except?: string): HealthData {
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return {};
  }
  const total: HealthData = {};
  for (const name of names) {
    const file = path.join(dir, name);
    if (file !== except) addInto(total, readHealth(file));
  }
  return total;
}

/** Removes the files of processes gone for STALE_FILE_DAYS (pods replaced long ago). */
function removeStaleFiles(dir: string, now = Date.now()): void {
  try {
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (now - fs.statSync(file).mtimeMs > STALE_FILE_DAYS * 86_400_000) fs.rmSync(file, { force: true });
    }
  } catch {
    // nothing to clean
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The counts with their failure rate: failures per page load, at most 1 (a page may raise several errors). */
export function summarise(counts: Counts | undefined): ReleaseHealth | null {
  if (!counts) return null;
  const failures = counts.loadFailures + counts.mountFailures + counts.errors;
  const failureRate = counts.loads > 0 ? Math.min(1, failures / counts.loads) : failures > 0 ? 1 : 0;
  return {
    loads: round(counts.loads),
    loadFailures: round(counts.loadFailures),
    mountFailures: round(counts.mountFailures),
    errors: round(counts.errors),
    failureRate: round(failureRate),
    firstFailureAt: counts.firstFailureAt,
    updatedAt: counts.updatedAt,
  };
}

/** How long a process reuses what it read of the other processes' files. */
const OTHERS_TTL_MS = 1000;

export class HealthStore {
  private data: HealthData;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private others: { data: HealthData; at: number } | null = null;
  readonly file: string;

  /** `dir`: the environment's health folder; `file`: this process's own file in it. */
  constructor(
    readonly dir: string,
    private readonly flushDelayMs = 200,
    file = instanceFile(dir),
  ) {
    this.file = file;
    this.data = readHealth(file);
    removeStaleFiles(dir);
  }

  /** Counts a beacon here; answers the release's health over every edge process. */
  record(remote: string, version: string, kind: HealthKind, weight: number, now = new Date()): ReleaseHealth {
    const versions = (this.data[remote] ??= {});
    const at = now.toISOString();
    const counts = (versions[version] ??= { loads: 0, loadFailures: 0, mountFailures: 0, errors: 0, firstFailureAt: null, updatedAt: at });
    counts[FIELD[kind]] += weight;
    if (kind !== 'load' && !counts.firstFailureAt) counts.firstFailureAt = at;
    counts.updatedAt = at;
    this.trim(remote);
    this.scheduleFlush();
    return this.get(remote, version) as ReleaseHealth;
  }

  /** The release's health over every edge process (the others' files as read within the last second). */
  get(remote: string, version: string): ReleaseHealth | null {
    if (!this.others || Date.now() - this.others.at > OTHERS_TTL_MS) this.others = { data: readAllHealth(this.dir, this.file), at: Date.now() };
    const own = this.data[remote]?.[version];
    const theirs = this.others.data[remote]?.[version];
    if (!theirs) return summarise(own);
    const sum = addInto(addInto({}, { [remote]: { [version]: theirs } }), own ? { [remote]: { [version]: own } } : {});
    return summarise(sum[remote][version]);
  }

  /** The least recently reported releases (and remotes) go first. */
  private trim(remote: string): void {
    const byAge = (entries: Array<[string, string]>) => entries.sort((a, b) => a[1].localeCompare(b[1])).map(([k]) => k);
    const versions = this.data[remote];
    const oldVersions = byAge(Object.entries(versions).map(([v, c]) => [v, c.updatedAt]));
    for (const v of oldVersions.slice(0, Math.max(0, oldVersions.length - MAX_VERSIONS))) delete versions[v];
    const remotes = byAge(
      Object.entries(this.data).map(([r, vs]) => [r, Object.values(vs).reduce((m, c) => (c.updatedAt > m ? c.updatedAt : m), '')]),
    );
    for (const r of remotes.slice(0, Math.max(0, remotes.length - MAX_REMOTES))) delete this.data[r];
  }

  private scheduleFlush(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.flushDelayMs);
    this.timer.unref?.();
  }

  /** One atomic write of the whole (bounded) file: a reader (deploy status) sees the old or the new counts. */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(this.data)}\n`);
    fs.renameSync(tmp, this.file);
  }
}

export type Verdict = { abort: false } | { abort: true; reason: string };

const pct = (n: number) => `${Math.round(n * 1000) / 10} %`;

/** The automatic rule: abort once the canary has `minLoads` page loads and fails more than maxRatio × the current release (at least floor). */
export function judgeCanary(canary: ReleaseHealth | null, current: ReleaseHealth | null, rule: CanaryRule): Verdict {
  if (!canary || canary.loads < rule.minLoads) return { abort: false };
  const currentRate = current?.failureRate ?? 0;
  const limit = Math.max(rule.floor, rule.maxRatio * currentRate);
  if (canary.failureRate <= limit) return { abort: false };
  return {
    abort: true,
    reason:
      `automatic: ${pct(canary.failureRate)} of its ${canary.loads} page loads failed ` +
      `(${canary.loadFailures} load, ${canary.mountFailures} mount, ${canary.errors} errors; first at ${canary.firstFailureAt}) ` +
      `against ${pct(currentRate)} of the current release's ${current?.loads ?? 0}; limit ${pct(limit)} (${rule.maxRatio} × current, at least ${pct(rule.floor)})`,
  };
}

import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { CanaryRule, HealthKind, ReleaseHealth } from '@platform/shared/contract';
import { registryDir, type DeployContext } from './context';

/**
 * Page loads and failures per remote and release, as the shells report them (sampled: a beacon counts 1/sample).
 * Bounded: only a release that is current or on canary is counted (the edge checks), and each remote keeps the
 * counts of its last MAX_VERSIONS releases, so the file never grows past remotes × MAX_VERSIONS rows.
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

export function healthFile(ctx: Pick<DeployContext, 'dataDir' | 'env'>): string {
  return path.join(registryDir(ctx as DeployContext), 'health.json');
}

export function readHealth(file: string): HealthData {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return data && typeof data === 'object' ? (data as HealthData) : {};
  } catch {
    return {};
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

export class HealthStore {
  private data: HealthData;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly file: string,
    private readonly flushDelayMs = 200,
  ) {
    this.data = readHealth(file);
  }

  record(remote: string, version: string, kind: HealthKind, weight: number, now = new Date()): ReleaseHealth {
    const versions = (this.data[remote] ??= {});
    const at = now.toISOString();
    const counts = (versions[version] ??= { loads: 0, loadFailures: 0, mountFailures: 0, errors: 0, firstFailureAt: null, updatedAt: at });
    counts[FIELD[kind]] += weight;
    if (kind !== 'load' && !counts.firstFailureAt) counts.firstFailureAt = at;
    counts.updatedAt = at;
    this.trim(remote);
    this.scheduleFlush();
    return summarise(counts) as ReleaseHealth;
  }

  get(remote: string, version: string): ReleaseHealth | null {
    return summarise(this.data[remote]?.[version]);
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

/**
 * What the socket benches share: numeric options, percentiles, free ports, CPU from /proc, JSON calls to the API,
 * and one cleanup list run on success, error, the time bound or a signal (`runBench`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '@platform/shared/node';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/** `--name 12` from the command line, else the fallback; refuses what is not a number ≥ 0. */
/** `--name value` from the command line, or the fallback. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

export function numberOption(name: string, fallback: number): number {
  const value = Number(arg(name, String(fallback)));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number`);
  return value;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `condition` every 25 ms; false when it is still not met after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

/** Nearest-rank percentile; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN;
}

export const formatMs = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'n/a');

/** CPU seconds (user + system) the process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** One JSON call answered with the API's `{status: 0, data}` envelope; throws with the status and message otherwise. */
export async function call<T>(base: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { status?: number; data?: T; message?: unknown };
  if (!res.ok || json.status !== 0) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(json.message ?? json)}`);
  return json.data as T;
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Resolves once the child has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return isRunning(child) ? new Promise((resolve) => child.once('exit', () => resolve())) : Promise.resolve();
}

/** SIGTERM, then SIGKILL after graceMs; `group` signals the child's whole process group (spawned with detached). */
export async function stopChild(child: ChildProcess, { graceMs = 5000, group = false } = {}): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group && child.pid) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // gone already
    }
  };
  if (isRunning(child)) {
    signal('SIGTERM');
    await Promise.race([exited(child), sleep(graceMs)]);
  }
  // a group may keep grandchildren after its leader exited
  if (group || isRunning(child)) signal('SIGKILL');
}

// ---------- cleanup: everything a bench starts is stopped here, last started first ----------
const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;

export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.push(fn);
}

export function cleanupAll(): Promise<void> {
  return (cleaning ??= (async () => {
    for (const fn of cleanups.reverse())
      await Promise.resolve()
        .then(fn)
        .catch((e: Error) => console.error('cleanup:', e.message));
  })());
}

/**
 * Runs a bench to its end and exits: code 0 (or what `process.exitCode` says), 1 on error, 2 past the time bound,
 * 130/143 on SIGINT/SIGTERM — each after the cleanups, which get 20 s at most.
 */
export function runBench(main: () => Promise<void>, boundSeconds: number): void {
  const abort = (why: string, code: number) => {
    console.error(why);
    setTimeout(() => process.exit(code), 20_000).unref();
    void cleanupAll().finally(() => process.exit(code));
  };
  setTimeout(() => abort(`benchmark exceeded ${boundSeconds} s, aborting`, 2), boundSeconds * 1000).unref();
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
  main().then(
    () => cleanupAll().then(() => process.exit(process.exitCode ?? 0)),
    (error: unknown) => {
      console.error(error);
      void cleanupAll().then(() => process.exit(1));
    },
  );
}

export interface StandaloneApi {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

/**
 * The API as a child process in its own process group (`node --import tsx src/main.ts`): 127.0.0.1, a free port, a
 * temp data folder (embedded PGlite, seeded without demo media) and no media server (its calls fail at once and are
 * only logged). `env` adds or overrides variables; the bench's cleanups stop it and remove the folder.
 */
export async function startStandaloneApi(name: string, env: NodeJS.ProcessEnv = {}): Promise<StandaloneApi> {
  const port = await freePort();
  const nowhere = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    API_LOG: '0',
    SEED: '1',
    SEED_MEDIA: '0',
    MEDIA_URL: `http://127.0.0.1:${nowhere}`,
    MEDIA_SYNC_ON_START: '0',
    ...env,
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL']) if (!(key in env)) delete childEnv[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onCleanup(async () => {
    await stopChild(child, { group: true });
    rmSync(dataDir, { recursive: true, force: true });
  });
  const tail: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => tail.push(...chunk.toString().split('\n').filter(Boolean).slice(-10)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start in 90 s: ${tail.slice(-10).join(' | ')}`)), 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}): ${tail.slice(-10).join(' | ')}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (/API listening on/.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { base: `http://127.0.0.1:${port}`, child, dataDir };
}

/** The seeded verified performer `anna`'s session token from a standalone API. */
export async function signInAnna(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/performers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'anna', password: 'demo1234' }),
  });
  const json = (await res.json()) as { data?: { token: string } };
  if (!res.ok || !json.data?.token) throw new Error(`login → ${res.status} ${JSON.stringify(json)}`);
  return json.data.token;
}

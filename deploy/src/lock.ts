import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';

export interface LockOptions {
  timeoutMs?: number;
  /** A lock older than this whose owner cannot be checked is considered abandoned. */
  staleMs?: number;
  retryMs?: number;
}

interface LockInfo {
  pid: number;
  host: string;
  at: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function isStale(raw: string, mtimeMs: number, staleMs: number): boolean {
  let info: LockInfo | null = null;
  try {
    info = JSON.parse(raw) as LockInfo;
  } catch {
    // half-written lock file: judge by age only
  }
  if (info && info.host === os.hostname() && Number.isInteger(info.pid)) {
    try {
      process.kill(info.pid, 0);
      return false; // owner alive on this machine
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'ESRCH';
    }
  }
  return Date.now() - mtimeMs > staleMs;
}

/** Removes an abandoned lock without ever deleting a fresh one someone else just took. */
function breakStaleLock(lockPath: string, staleRaw: string): void {
  const aside = `${lockPath}.stale-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lockPath, aside); // atomic: only one breaker wins
  } catch {
    return;
  }
  const moved = fs.readFileSync(aside, 'utf8');
  if (moved !== staleRaw) {
    // We raced and moved a live lock: put it back (link fails if yet another lock appeared).
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // ignore: the other holder keeps running; the registry write is still a single rename
    }
  }
  fs.rmSync(aside, { force: true });
}

/**
 * Runs `fn` while holding an exclusive lock file (created with O_EXCL). Waits with retries up to
 * `timeoutMs`; recovers locks left by dead processes.
 */
export async function withLock<T>(lockPath: string, fn: () => Promise<T> | T, opts: LockOptions = {}): Promise<T> {
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const staleMs = opts.staleMs ?? 60_000;
  const retryMs = opts.retryMs ?? 25;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  const me: LockInfo = { pid: process.pid, host: os.hostname(), at: new Date().toISOString() };
  for (;;) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, JSON.stringify(me));
      fs.closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let raw = '';
    let mtimeMs = Date.now();
    try {
      raw = fs.readFileSync(lockPath, 'utf8');
      mtimeMs = fs.statSync(lockPath).mtimeMs;
    } catch {
      continue; // released between our attempts
    }
    if (isStale(raw, mtimeMs, staleMs)) {
      breakStaleLock(lockPath, raw);
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for the registry lock ${lockPath} (held: ${raw || 'unknown'}).`);
    }
    await sleep(retryMs + Math.floor(Math.random() * retryMs));
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockPath, { force: true });
  }
}

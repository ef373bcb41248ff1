/**
 * Several compiled API processes (services/api/dist/main.js) on one temporary PostgreSQL, optionally one temporary
 * Redis and the compiled edge in front: what the cluster benches start, each piece stopped by the bench's cleanup.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { io, type ManagerOptions, type Socket } from 'socket.io-client';
import { STREAM_EVENTS, messageCreatedEvent, type StreamConversationResponse, type StreamMessageEvent } from '@platform/shared/contract';
import { freePort } from '@platform/shared/node';
import { call, cpuSeconds, exited, onCleanup, sleep, stopChild } from './bench-kit';

const API_DIR = path.resolve(__dirname, '..');
const REPO_ROOT = path.resolve(API_DIR, '..', '..');
const READY_TIMEOUT_MS = 120_000;

/** The repository's .mjs helpers, loaded at run time (tsx runs this file as CommonJS). */
const importScript = <T>(relative: string): Promise<T> => import(pathToFileURL(path.join(REPO_ROOT, relative)).href) as Promise<T>;

type TempServer = { url: string; stop: () => Promise<void> };

/** One temp folder for the run's logs and data, removed in cleanup. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `scripts/build-services.mjs`: the API and the edge as plain JavaScript (~1 s). */
export async function compileServices(): Promise<void> {
  const { buildServices } = await importScript<{ buildServices: (o: { print: (line: string) => void }) => Promise<number> }>(
    'scripts/build-services.mjs',
  );
  await buildServices({ print: () => undefined });
}

export async function startPostgres(logDir: string): Promise<string> {
  const { startTempPostgres } = await importScript<{ startTempPostgres: (dir: string) => Promise<TempServer> }>('scripts/lib/postgres.mjs');
  const server = await startTempPostgres(logDir);
  onCleanup(() => server.stop());
  return server.url;
}

export async function startRedis(logDir: string): Promise<string> {
  const { startTempRedis } = await importScript<{ startTempRedis: (dir: string) => Promise<TempServer> }>('scripts/lib/redis.mjs');
  const server = await startTempRedis(logDir);
  onCleanup(() => server.stop());
  return server.url;
}

export interface ApiProcess {
  readonly name: string;
  readonly base: string;
  /** The running child's pid (changes on restart). */
  pid(): number;
  cpuSeconds(): number;
  /** SIGKILL, as a crash would: no draining, no goodbye to sockets. */
  kill9(): Promise<void>;
  /** Starts it again on the same port with the same settings; resolves once /ready answers 200. */
  restart(): Promise<void>;
  /** The phases of its last start, as it logged them (`API started in … ms (code …, database open …)`). */
  startedLine(): string;
}

export interface ClusterOptions {
  processes: number;
  /** PostgreSQL; without it, PGlite in `dataDir` (one process only). */
  databaseUrl?: string;
  /** A fresh schema per cluster, so two clusters on one server do not meet (the Redis channels follow it). */
  databaseSchema: string;
  redisUrl?: string;
  dataDir: string;
  /** Instance names are `${prefix}-1`, `${prefix}-2`… */
  prefix?: string;
  /**
   * Keep a warm standby per process, as start.mjs does for the single API (scripts/lib/api-standby.mjs): `restart`
   * hands over to it when it is ready.
   */
  standby?: boolean;
}

interface StandbyLib {
  STANDBY_ENV: Record<string, string>;
  STANDBY_STDIO: Array<'ignore' | 'pipe' | 'ipc'>;
  NEXT_STANDBY_DELAY_MS: number;
  watchStandby(child: ChildProcess): { child: ChildProcess; isReady(): boolean; takeOver(): Promise<void> };
}

async function waitReady(base: string, child: ChildProcess, tail: string[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`API ${base} exited (${child.exitCode ?? child.signalCode}): ${tail.join(' | ')}`);
    const status = await fetch(`${base}/ready`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error(`API ${base} not ready in ${READY_TIMEOUT_MS / 1000} s: ${tail.join(' | ')}`);
}

/**
 * Starts the processes on free ports, the first alone (it migrates and seeds), then the others together. They share
 * the database, the data folder and the secrets (a token signed by one is valid on every other).
 */
export async function startCluster(options: ClusterOptions): Promise<ApiProcess[]> {
  const { processes, prefix = 'api' } = options;
  const nowhere = await freePort(); // no media server: the API's calls to it fail at once and are only logged
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    API_HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    DATABASE_SCHEMA: options.databaseSchema,
    JWT_SECRET: randomBytes(32).toString('hex'),
    MEDIA_SECRET: randomBytes(32).toString('hex'),
    API_LOG: '0',
    SEED: '1',
    SEED_MEDIA: '0',
    RATE_LIMITS: '0',
    MEDIA_URL: `http://127.0.0.1:${nowhere}`,
    MEDIA_SYNC_ON_START: '0',
    // the show never gets a real stream (no media server): keep it from ending as "never started" mid-bench
    SHOW_PUBLISHER_START_MS: String(3_600_000),
    SHOW_PUBLISHER_GRACE_MS: String(3_600_000),
  };
  if (!options.databaseUrl) delete shared.DATABASE_URL;
  if (options.redisUrl) shared.REDIS_URL = options.redisUrl;
  else delete shared.REDIS_URL;

  const standbyLib = options.standby ? await importScript<StandbyLib>('scripts/lib/api-standby.mjs') : null;
  const create = async (index: number): Promise<ApiProcess> => {
    const name = `${prefix}-${index + 1}`;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { ...shared, API_PORT: String(port), API_INSTANCE: name };
    let child: ChildProcess;
    let standby: ReturnType<StandbyLib['watchStandby']> | null = null;
    const tail: string[] = [];
    let started = '';
    const spawnApi = (asStandby: boolean): ChildProcess => {
      const spawned = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
        cwd: API_DIR,
        env: asStandby && standbyLib ? { ...env, ...standbyLib.STANDBY_ENV } : env,
        stdio: asStandby && standbyLib ? standbyLib.STANDBY_STDIO : ['ignore', 'pipe', 'pipe'],
      });
      spawned.stdout?.on('data', (chunk: Buffer) => {
        const line = /^API started in .*$/m.exec(chunk.toString());
        if (line) started = line[0];
      });
      spawned.stderr?.on('data', (chunk: Buffer) =>
        tail.splice(0, Math.max(0, tail.length - 9), ...chunk.toString().split('\n').filter(Boolean).slice(-10)),
      );
      onCleanup(() => stopChild(spawned));
      return spawned;
    };
    /** The next standby, a while after a start (its build would take CPU from the start's first requests). */
    const keepStandby = () => {
      if (!standbyLib) return;
      setTimeout(() => (standby = standbyLib.watchStandby(spawnApi(true))), standbyLib.NEXT_STANDBY_DELAY_MS).unref();
    };
    const launch = async () => {
      tail.length = 0;
      started = '';
      const next = standby;
      standby = null;
      // the old process has exited (kill9 waits for it): only now may a standby open the database
      if (next?.isReady()) {
        child = next.child;
        void next.takeOver();
      } else {
        if (next) void stopChild(next.child);
        child = spawnApi(false);
      }
      await waitReady(base, child, tail);
      keepStandby();
    };
    await launch();
    return {
      name,
      base,
      pid: () => child.pid!,
      cpuSeconds: () => cpuSeconds(child.pid!),
      async kill9() {
        child.kill('SIGKILL');
        await exited(child);
      },
      restart: launch,
      startedLine: () => started,
    };
  };

  const first = await create(0);
  const others = await Promise.all(Array.from({ length: processes - 1 }, (_, i) => create(i + 1)));
  return [first, ...others];
}

export interface Edge {
  base: string;
}

/** The compiled edge on a free port, round-robin over the given API origins (probing /ready every second). */
export async function startEdge(apiBases: readonly string[], dataDir: string): Promise<Edge> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    API_URLS: apiBases.join(','),
    MEDIA_PORT: String(await freePort()),
    DEPLOY_DATA_DIR: path.join(dataDir, 'deploy'),
    SHELL_DIST_DIR: path.join(dataDir, 'shell'),
  };
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(REPO_ROOT, 'deploy/edge/dist/main.js')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const tail: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => tail.push(...chunk.toString().split('\n').filter(Boolean)));
  onCleanup(() => stopChild(child));
  const base = `http://127.0.0.1:${port}`;
  // ready once it proxies the API's readiness
  const deadline = Date.now() + 30_000;
  while (
    (await fetch(`${base}/api/ready`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`edge did not start: ${tail.slice(-10).join(' | ')}`);
    await sleep(200);
  }
  return { base };
}

export interface LiveRoom {
  conversationId: string;
  /** The demo member's token: he posts the chat messages. */
  memberToken: string;
}

/** The demo performer anna goes live; her public room is the one the clients join. */
export async function goLive(apiBase: string): Promise<LiveRoom> {
  const performer = await call<{ token: string }>(apiBase, 'POST', '/auth/performers/login', { username: 'anna', password: 'demo1234' });
  const live = await call<StreamConversationResponse>(apiBase, 'POST', '/streaming/live', { title: 'cluster benchmark' }, performer.token);
  const member = await call<{ token: string }>(apiBase, 'POST', '/auth/users/login', { username: 'member', password: 'demo1234' });
  return { conversationId: live.conversation._id, memberToken: member.token };
}

/** Chat text carrying the message index and its send time (this process's clock, shared by every receiver). */
export const benchText = (tag: string, index: number, sentAt: number) => `${tag} ${index} ${sentAt.toFixed(3)}`;

export function parseBenchText(tag: string, text: string | undefined): { index: number; sentAt: number } | null {
  const match = new RegExp(`^${tag} (\\d+) (\\d+\\.\\d+)$`).exec(text ?? '');
  return match ? { index: Number(match[1]), sentAt: Number(match[2]) } : null;
}

export interface RoomClientOptions {
  url: string;
  conversationId: string;
  onMessage: (message: StreamMessageEvent) => void;
  /** Called after each join's answer (true: in the room); a failed join is not retried. */
  onJoined?: (ok: boolean) => void;
  /** Reconnection as the site's socket does it; off: one connection, as in a fan-out measurement. */
  reconnect?: boolean;
  /** Extra manager options (e.g. transports that report the serving instance). */
  manager?: Partial<ManagerOptions>;
}

/**
 * An anonymous socket.io client (websocket only: no sticky sessions) that (re-)joins the public room on every
 * `connect`, as the site does — a restarted or different process knows none of its rooms.
 */
export function roomClient(options: RoomClientOptions): Socket {
  const socket = io(options.url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    timeout: 20_000,
    ...(options.reconnect ? { reconnectionDelay: 300, reconnectionDelayMax: 2000, randomizationFactor: 0.5 } : { reconnection: false }),
    ...options.manager,
  });
  socket.on(messageCreatedEvent(options.conversationId), options.onMessage);
  socket.on('connect', () => {
    socket
      .timeout(30_000)
      .emit(STREAM_EVENTS.publicJoin, { conversationId: options.conversationId }, (error: Error | null, ack?: { ok: boolean }) => {
        options.onJoined?.(!error && ack?.ok === true);
      });
  });
  onCleanup(() => void socket.close());
  return socket;
}

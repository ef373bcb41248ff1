#!/usr/bin/env node
// `pnpm start`: build the shell and the six remotes, publish every changed remote to the local registry, compile
// the Node services, start the API, the media server and the edge server, and print the one URL.
//   --skip-build   reuse the existing dist/ folders of the web apps (the test command builds first)
//   --cluster      three API processes on PostgreSQL and Redis (Debian's packages, started here on 127.0.0.1, a fresh
//                  database each time) behind the edge
// An API process that dies (in either mode) is started again at once; one that keeps dying within seconds of its
// start waits longer each time (up to 5 s). The single API has a warm standby that takes over (API_STANDBY=0: none).
//   --verbose      also stream the services' logs to this terminal
// Env: PORT (8080), API_PORT (4000), MEDIA_PORT (5080), RTMP_PORT (1935, the media server's RTMP ingest), PROCESSOR_PORT (the sandbox payment processor; PORT + 10), PLATFORM_DATA_DIR (fresh data root: api db,
// uploads, outbox, releases, registry, logs), DEPLOY_DATA_DIR, DEPLOY_ENV (local), DEMO_SHOWS (1; 0 = no demo
// performers broadcasting), MEDIA_SECRET (default: generated once per data folder into <api data>/secrets.json and
// given to the API and the media server), ADMIN_PASSWORD (the seeded admin's first password; default random, printed
// once), HOST (the edge's address; anything but loopback makes the API's dev outbox admin-only).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApps } from './build-all.mjs';
import { buildServices } from './build-services.mjs';
import { dataDirs, repoRoot, tsxLoader, webApps } from './lib/paths.mjs';
import { NEXT_STANDBY_DELAY_MS, STANDBY_ENV, STANDBY_STDIO, watchStandby } from './lib/api-standby.mjs';
import { startTempPostgres } from './lib/postgres.mjs';
import { formatDuration, isStopping, portFree, run, sleep, stopTracked, tail, track, waitForHttp } from './lib/proc.mjs';
import { startTempRedis } from './lib/redis.mjs';
import { isLoopbackHost, mediaSecretFor, processorSecretFor } from './lib/secrets.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

export const DEMO_ACCOUNTS = [
  ['member', 'member', 'member@demo.local', 'member with 500 tokens → /auth/login/user'],
  ['performer', 'anna', 'anna@demo.local', 'verified performer → /auth/login/performer, lands on /live'],
  ['performer', 'nina', 'nina@demo.local', 'unverified performer → lands on /'],
  ['studio', 'studio', 'studio@demo.local', 'studio with members → /auth/login/studio'],
];

/** Seeded performers the demo broadcasters sign in as (services/media/src/demo/demo-shows.ts). */
const DEMO_SHOW_PERFORMERS = 'fiona, gina and hana';

/** The demo broadcasters' process; stopped first, so they can still end their shows in the API. */
let demoShows = null;

async function stopDemoShows(graceMs = 6000) {
  const child = demoShows?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  demoShows.stopping = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(graceMs)]);
}

/**
 * Demo performers broadcasting synthetic shows, in their own process and in the background: nothing waits
 * for them, and their exit never stops the platform.
 */
function startDemoShows(cfg, env, { print, verbose }) {
  const log = path.join(cfg.dirs.logs, 'demo-shows.log');
  const out = fs.createWriteStream(log);
  // through the edge, like a browser: in cluster mode any API process may answer
  const childEnv = { ...env, DEMO_API_URL: `${cfg.url}/api`, MEDIA_PORT: String(cfg.mediaPort) };
  delete childEnv.PORT;
  const child = track(
    spawn(process.execPath, ['--enable-source-maps', path.join(repoRoot, 'services', 'media', 'dist', 'demo-shows.js')], {
      cwd: path.join(repoRoot, 'services', 'media'),
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  demoShows = { child, stopping: false };
  const sink = (stream) => (chunk) => {
    out.write(chunk);
    if (verbose) stream.write(String(chunk).replace(/^(?=.)/gm, '[demo] '));
  };
  child.stdout.on('data', sink(process.stdout));
  child.stderr.on('data', sink(process.stderr));
  child.on('exit', (code, signal) => {
    out.end();
    if (!isStopping() && !demoShows?.stopping) print(`Demo shows stopped (${signal ?? code}); the platform runs on. Log: ${log}`);
  });
  return log;
}

/**
 * The API's V8 flags: a young generation of 64 MB, so the many short-lived objects of each request are collected in
 * fewer scavenges — they made the read path's p99 (bench:read-path runs with the same flag).
 */
const API_NODE_ARGS = ['--max-semi-space-size=64'];

/** An API process that dies this soon after its start is in a crash loop: its next start waits (backoff). */
const RESTART_BACKOFF_WINDOW_MS = 10_000;

/** API processes in cluster mode, on API_PORT, API_PORT+1, … */
export const CLUSTER_API_PROCESSES = 3;

function settings(env = process.env, cluster = false) {
  const port = Number(env.PORT ?? 8080);
  const apiPort = Number(env.API_PORT ?? 4000);
  const mediaPort = Number(env.MEDIA_PORT ?? 5080);
  const processorPort = Number(env.PROCESSOR_PORT ?? port + 10);
  // the media server's RTMP ingest for encoders (OBS), on 127.0.0.1 unless RTMP_HOST says otherwise
  const rtmpPort = Number(env.RTMP_PORT || 1935);
  const dirs = dataDirs(env);
  const apiPorts = Array.from({ length: cluster ? CLUSTER_API_PROCESSES : 1 }, (_, i) => apiPort + i);
  return {
    port,
    apiPort,
    apiPorts,
    mediaPort,
    processorPort,
    rtmpPort,
    dirs,
    cluster,
    url: `http://127.0.0.1:${port}`,
    registryEnv: env.DEPLOY_ENV ?? 'local',
  };
}

/**
 * Starts the whole platform; resolves once every service answers. Returns { url, stop, done } where
 * `done` settles when a service dies. Used by `pnpm start` and (through the same command) by the e2e suite.
 */
export async function startPlatform({ skipBuild = false, cluster = false, verbose = false, print = console.log, env = process.env } = {}) {
  const cfg = settings(env, cluster);
  const started = Date.now();
  fs.mkdirSync(cfg.dirs.logs, { recursive: true });
  for (const [name, port, variable] of [
    ['edge', cfg.port, 'PORT'],
    ...cfg.apiPorts.map((apiPort) => ['api', apiPort, 'API_PORT']),
    ['media', cfg.mediaPort, 'MEDIA_PORT'],
    ['payment processor', cfg.processorPort, 'PROCESSOR_PORT'],
    ['RTMP ingest', cfg.rtmpPort, 'RTMP_PORT'],
  ]) {
    if (!(await portFree(port))) {
      throw new Error(
        `Port ${port} (${name}) is already in use on 127.0.0.1 — is another "pnpm start" running? Set ${variable} to use another port.`,
      );
    }
  }

  if (skipBuild) {
    const missing = webApps.filter((app) => !fs.existsSync(path.join(repoRoot, app, 'dist')));
    if (missing.length) print(`warning: --skip-build but no dist/ for ${missing.join(', ')}`);
  } else {
    print(`Building the shell and ${webApps.length - 1} remotes (production, 2 at a time)…`);
    const { results } = await buildApps(webApps, { logDir: cfg.dirs.logs, print });
    const shell = results.find((r) => r.app === 'shell');
    if (!shell?.ok) throw new Error(`The shell did not build; see ${shell?.log}`);
    // A remote that fails to build keeps its last published release (or shows its retry panel).
  }

  await buildServices({ print });

  print('Publishing changed remotes to the local registry…');
  const publishLog = path.join(cfg.dirs.logs, 'publish-all.log');
  const deployEnv = { ...env, DEPLOY_DATA_DIR: cfg.dirs.deploy, DEPLOY_ENV: cfg.registryEnv };
  const publishCode = await run(process.execPath, ['--import', tsxLoader, path.join(repoRoot, 'deploy', 'src', 'cli.ts'), 'publish-all'], {
    cwd: repoRoot,
    env: deployEnv,
    logFile: publishLog,
  });
  print(tail(publishLog, 20).trimEnd());
  if (publishCode !== 0) print(`warning: some remotes were not published (see above); the site runs with what the registry holds.`);

  const children = [];
  let onDeath;
  const done = new Promise((resolve) => (onDeath = resolve));
  /** Starts a compiled service; `onExit` replaces the default (the platform stops when a service dies). */
  const service = (name, file, cwd, extraEnv, { onExit, append = false, nodeArgs = [], ipc = false } = {}) => {
    const log = path.join(cfg.dirs.logs, `${name}.log`);
    const out = fs.createWriteStream(log, { flags: append ? 'a' : 'w' });
    const childEnv = { ...env, ...extraEnv };
    delete childEnv.PORT; // PORT belongs to the edge; each service gets its own variable
    if (extraEnv.PORT) childEnv.PORT = extraEnv.PORT;
    const child = track(
      spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, file], {
        cwd,
        env: childEnv,
        stdio: ipc ? STANDBY_STDIO : ['ignore', 'pipe', 'pipe'],
      }),
    );
    const entry = { name, child, log, exited: false, output: '' };
    const sink = (stream) => (chunk) => {
      out.write(chunk);
      // The first lines in memory: the start output repeats a few of them (admin account, outbox).
      if (entry.output.length < 64 * 1024) entry.output += String(chunk);
      if (verbose) stream.write(String(chunk).replace(/^(?=.)/gm, `[${name}] `));
    };
    child.stdout.on('data', sink(process.stdout));
    child.stderr.on('data', sink(process.stderr));
    child.on('exit', (code, signal) => {
      entry.exited = true;
      out.end();
      if (isStopping()) return;
      if (onExit) return onExit({ code, signal });
      print(`\n${name} exited (${signal ?? code}). Last lines of ${log}:\n${tail(log, 30)}`);
      onDeath({ name, code, signal });
    });
    children.push(entry);
    return entry;
  };

  // Cluster mode: PostgreSQL and Redis from Debian's packages, on 127.0.0.1, fresh each start (stopped last).
  const servers = [];
  // The demo shows first (they end their shows in the API), then the rest; stopTracked marks the stop first,
  // so the exits it causes are not reported as deaths.
  const stop = async () => {
    await stopDemoShows();
    await stopTracked();
    for (const server of servers.splice(0).reverse()) await server.stop();
  };

  // A cluster starts on a fresh database: its uploads and secrets get a fresh folder too (a PGlite folder's files
  // would not match it).
  const apiData = cfg.cluster && !cfg.dirs.root ? path.join(repoRoot, 'services', 'api', '.data-cluster') : cfg.dirs.api;
  if (cfg.cluster && !cfg.dirs.root) fs.rmSync(apiData, { recursive: true, force: true });
  // One media secret per data folder, shared by the API and the media server (never a published default).
  const apiDataDir = path.resolve(repoRoot, 'services', 'api', apiData ?? '.data');
  const mediaSecret = mediaSecretFor(apiDataDir, env);
  // The sandbox payment processor signs its postbacks with it, the API its checkout requests (one per data folder).
  const processorSecret = processorSecretFor(apiDataDir, env);
  const processorUrl = `http://127.0.0.1:${cfg.processorPort}`;
  // The edge is the public face of /api: on a non-loopback address the dev outbox must need the admin.
  const edgeHost = env.HOST ?? '127.0.0.1';
  const outboxEnv = isLoopbackHost(edgeHost) ? {} : { DEV_OUTBOX: 'admin' };
  const publicUrl = cfg.url;
  const alive = (e) => () => !e.exited;

  const apis = [];
  const clusterFile = path.join(cfg.dirs.logs, 'cluster.json');
  /** Which API process runs where (e2e journeys and benchmarks read it to pick a process to kill). */
  const writeClusterFile = () =>
    fs.writeFileSync(
      clusterFile,
      JSON.stringify({ apis: apis.map((a) => ({ instance: a.instance, port: a.port, pid: a.entry.child.pid })) }, null, 2),
    );

  let clusterEnv = {};
  /** Per API slot: when its process started and how long the last restart waited (crash-loop backoff). */
  const restarts = cfg.apiPorts.map(() => ({ startedAt: 0, delayMs: 0 }));
  /** The single API's warm standby (scripts/lib/api-standby.mjs): a process that dies is replaced by it. */
  const standbyWanted = !cfg.cluster && !/^(0|false|off|no)$/i.test(env.API_STANDBY ?? '');
  let standby = null;
  const startStandby = () => {
    if (isStopping() || standby) return;
    const api = startApi(0, { append: true, asStandby: true });
    standby = { api, watch: watchStandby(api.entry.child) };
  };
  /**
   * One API process. One that dies is started again at once (a supervisor's job: its sockets' clients are waiting)
   * — by its standby taking over when one is ready; one that dies within RESTART_BACKOFF_WINDOW_MS of its start
   * waits twice as long as the last time, up to 5 s.
   */
  const startApi = (index, { append = false, asStandby = false } = {}) => {
    const port = cfg.apiPorts[index];
    const instance = cfg.cluster ? `api-${index + 1}` : 'api';
    const slot = restarts[index];
    const api = { instance, port, entry: null, role: asStandby ? 'standby' : 'active' };
    if (!asStandby) slot.startedAt = Date.now();
    const onExit = ({ code, signal }) => {
      if (api.role === 'standby') {
        print(`${instance} standby exited (${signal ?? code}); the next crash starts a fresh process`);
        standby = null;
        return;
      }
      const crashLoop = Date.now() - slot.startedAt < RESTART_BACKOFF_WINDOW_MS;
      slot.delayMs = crashLoop ? Math.min(Math.max(slot.delayMs * 2, 250), 5000) : 0;
      const next = standby;
      if (!slot.delayMs && next?.watch.isReady()) {
        // the old process is gone: only now may the standby open the database
        standby = null;
        next.api.role = 'active';
        slot.startedAt = Date.now();
        apis[index] = next.api;
        writeClusterFile();
        print(`${instance} exited (${signal ?? code}); its standby takes over`);
        next.watch.takeOver().then(() => setTimeout(startStandby, NEXT_STANDBY_DELAY_MS).unref());
        return;
      }
      print(`${instance} exited (${signal ?? code}); starting it again${slot.delayMs ? ` in ${slot.delayMs} ms` : ''}`);
      setTimeout(() => {
        if (isStopping()) return;
        apis[index] = startApi(index, { append: true });
        writeClusterFile();
        if (standbyWanted) {
          const fresh = apis[index];
          waitForHttp(`http://127.0.0.1:${port}/ready`, { timeoutMs: 180_000, alive: alive(fresh.entry), what: instance }).then(
            () => setTimeout(startStandby, NEXT_STANDBY_DELAY_MS).unref(),
            () => undefined,
          );
        }
      }, slot.delayMs).unref();
    };
    api.entry = service(
      instance,
      path.join(repoRoot, 'services', 'api', 'dist', 'main.js'),
      path.join(repoRoot, 'services', 'api'),
      {
        API_PORT: String(port),
        API_INSTANCE: instance,
        MEDIA_SECRET: mediaSecret,
        ...outboxEnv,
        MEDIA_PORT: String(cfg.mediaPort),
        RTMP_PORT: String(cfg.rtmpPort),
        PUBLIC_SITE_URL: publicUrl,
        PUBLIC_API_URL: `${publicUrl}/api`,
        PROCESSOR_URL: processorUrl,
        PROCESSOR_SECRET: processorSecret,
        ...(apiData ? { DATA_DIR: apiData } : {}),
        ...clusterEnv,
        ...(asStandby ? STANDBY_ENV : {}),
      },
      { onExit, append, nodeArgs: API_NODE_ARGS, ipc: asStandby },
    );
    return api;
  };

  try {
    if (cfg.cluster) {
      print('Cluster mode: starting PostgreSQL and Redis (Debian packages) on 127.0.0.1…');
      if (!(await ensureSystemPackages(['postgresql', 'redis-server'], { logDir: cfg.dirs.logs, log: print }))) {
        throw new Error('Cluster mode needs PostgreSQL and Redis: apt-get install postgresql redis-server (as root), then try again.');
      }
      const postgres = await startTempPostgres(cfg.dirs.logs);
      servers.push(postgres);
      const redis = await startTempRedis(cfg.dirs.logs);
      servers.push(redis);
      clusterEnv = {
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        // the media server's webhooks reach whichever process is up, through the edge
        MEDIA_WEBHOOK_TARGET: `${publicUrl}/api/streaming/webhook`,
      };
    }
    // The first process migrates and seeds the database (password hashing, demo media): the others start after it.
    apis.push(startApi(0));
    const media = service('media', path.join(repoRoot, 'services', 'media', 'dist', 'main.js'), path.join(repoRoot, 'services', 'media'), {
      MEDIA_PORT: String(cfg.mediaPort),
      MEDIA_SECRET: mediaSecret,
      RTMP_PORT: String(cfg.rtmpPort),
      // encoder keys are checked by the API (any process, through the edge)
      MEDIA_API_URL: `${publicUrl}/api`,
      ...(cfg.dirs.root ? { MEDIA_DATA_DIR: path.join(cfg.dirs.root, 'media') } : {}),
    });
    // the sandbox payment processor: its own origin, as a real one; its postbacks reach any API process through the edge
    const startProcessor = (append = false) =>
      service(
        'processor',
        path.join(repoRoot, 'services', 'processor', 'dist', 'main.js'),
        path.join(repoRoot, 'services', 'processor'),
        {
          PROCESSOR_PORT: String(cfg.processorPort),
          PROCESSOR_SECRET: processorSecret,
          PROCESSOR_POSTBACK_URL: `${publicUrl}/api/payment/processor/postback`,
          ...(cfg.dirs.root ? { PROCESSOR_DATA_DIR: path.join(cfg.dirs.root, 'processor') } : {}),
        },
        {
          append,
          // asked to stop (the whole process group hears Ctrl+C): no death; a crash: started again, the platform runs on
          onExit: ({ code, signal }) => {
            if (code === 0 || signal === 'SIGTERM' || signal === 'SIGINT') return;
            print(`payment processor exited (${signal ?? code}); starting it again`);
            setTimeout(() => isStopping() || startProcessor(true), 1000).unref();
          },
        },
      );
    const processor = startProcessor();
    const edge = service('edge', path.join(repoRoot, 'deploy', 'edge', 'dist', 'main.js'), repoRoot, {
      PORT: String(cfg.port),
      API_URLS: cfg.apiPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
      MEDIA_PORT: String(cfg.mediaPort),
      DEPLOY_DATA_DIR: cfg.dirs.deploy,
    });
    // say why the first start takes minutes, instead of a silent wait
    const slowStart = setTimeout(
      () => print('Still starting: the first start on this machine renders the 720p demo clips (a few minutes, once; cached after)…'),
      20_000,
    );
    const ready = (api, timeoutMs) => waitForHttp(`http://127.0.0.1:${api.port}/ready`, { timeoutMs, alive: alive(api.entry), what: api.instance });
    try {
      await Promise.all([
        // the first start on a machine renders the demo clips before the API listens (minutes on a slow or busy
        // machine, cached after): wait while the process lives; a crash still ends the wait at once
        ready(apis[0], 20 * 60_000),
        waitForHttp(`http://127.0.0.1:${cfg.mediaPort}/health`, { timeoutMs: 60_000, alive: alive(media), what: 'media server' }),
        waitForHttp(`${processorUrl}/health`, { timeoutMs: 30_000, alive: alive(processor), what: 'payment processor' }),
        waitForHttp(`http://127.0.0.1:${cfg.port}/registry/${cfg.registryEnv}/current.json`, {
          timeoutMs: 30_000,
          alive: alive(edge),
          what: 'edge server',
        }),
      ]);
    } finally {
      clearTimeout(slowStart);
    }
    for (let i = 1; i < cfg.apiPorts.length; i++) apis.push(startApi(i));
    await Promise.all(apis.slice(1).map((api) => ready(api, 60_000)));
    writeClusterFile();
    await waitForHttp(`${publicUrl}/api/settings/public`, { timeoutMs: 30_000, alive: alive(edge), what: 'edge → API' });
  } catch (err) {
    const failed = children.filter((c) => c.exited);
    await stop();
    for (const c of failed) print(`--- ${c.name} log (${c.log}) ---\n${tail(c.log, 30)}`);
    throw err;
  }
  const api = apis[0].entry;
  // after the start's own work, so the standby's build does not slow the platform's first answers
  if (standbyWanted) setTimeout(startStandby, NEXT_STANDBY_DELAY_MS).unref();

  const demoLog = /^(0|false|off|no)$/i.test(env.DEMO_SHOWS ?? '') ? null : startDemoShows(cfg, env, { print, verbose });

  print('');
  print(`Platform is up in ${formatDuration(Date.now() - started)}: ${cfg.url}`);
  print('Demo accounts (password for all: demo1234):');
  for (const [role, user, email, note] of DEMO_ACCOUNTS) print(`  ${role.padEnd(10)} ${user.padEnd(8)} ${email.padEnd(20)} ${note}`);
  print(
    apiLine(api, /^Admin account: /) ??
      'Admin account: admin — its password was printed once, at the first start on this data folder (services/api log).',
  );
  const outbox = apiLine(api, /^Development outbox/);
  if (outbox) {
    print(
      /open to local requests/.test(outbox)
        ? `Development outbox open to local requests at ${cfg.url}/api/dev/outbox (DEV_OUTBOX=admin restricts it to the admin)`
        : `Development outbox at ${cfg.url}/api/dev/outbox: admin only`,
    );
  }
  print(
    demoLog
      ? `Demo shows: ${DEMO_SHOW_PERFORMERS} broadcast synthetic shows (log ${demoLog}); DEMO_SHOWS=0 turns them off.`
      : 'Demo shows: off (DEMO_SHOWS=0).',
  );
  print(`Media server ${describeMedia(path.join(cfg.dirs.logs, 'media.log'))}`);
  print(
    `Sandbox payment processor: http://127.0.0.1:${cfg.processorPort} (test card 4242 4242 4242 4242 pays; its operator page /admin refunds and charges back)`,
  );
  if (cfg.cluster) {
    print(
      `Cluster: ${apis.map((a) => `${a.instance} on :${a.port}`).join(', ')} behind the edge, on PostgreSQL and Redis (fresh each start; ` +
        `processes in ${clusterFile}). Kill one (kill -9 <pid>): its sockets reconnect to the others and it is started again at once.`,
    );
  }
  print(`Logs: ${cfg.dirs.logs}   Registry: ${cfg.url}/registry/${cfg.registryEnv}/current.json   Stop: Ctrl+C`);
  return { url: cfg.url, stop, done, clusterFile: cfg.cluster ? clusterFile : null };
}

/** A line the API printed at start (its output is kept in memory: the log file may not be flushed yet). */
function apiLine(api, pattern) {
  return (
    (api?.output ?? '')
      .split('\n')
      .find((line) => pattern.test(line))
      ?.trimEnd() ?? null
  );
}

/** What the media server said it serves, from the line it logs on start (WebRTC always; HLS and previews when its ffmpeg ran). */
function describeMedia(mediaLog) {
  const line = fs.existsSync(mediaLog)
    ? fs
        .readFileSync(mediaLog, 'utf8')
        .split('\n')
        .find((l) => /serves /.test(l))
    : undefined;
  return line ? line.slice(line.indexOf('serves ')) : `see ${mediaLog}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = new Set(process.argv.slice(2));
  let exiting = false;
  // Stops whatever runs at that moment: a build, the publish step or the services.
  let platform = null;
  const shutdown = async (code) => {
    if (exiting) return;
    exiting = true;
    if (platform) await platform.stop();
    else {
      await stopDemoShows();
      await stopTracked();
    }
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  try {
    platform = await startPlatform({ skipBuild: args.has('--skip-build'), cluster: args.has('--cluster'), verbose: args.has('--verbose') });
    const death = await platform.done;
    console.error(`Stopping: ${death.name} stopped unexpectedly.`);
    await shutdown(1);
  } catch (err) {
    console.error(`start failed: ${err.message}`);
    await shutdown(1);
  }
}

import { buildApp, openAppDatabase } from './app';
import { loadConfig, type AppConfig } from './config';
import { ConfigError, loadSecrets } from './core/secrets';
import { startupPhases } from './core/startup-phases';
import { lateDb } from './db/late-db';
import { preloadPglite } from './db/pglite.db';
import { outboxNotice } from './features/dev/dev.routes';
import { adminPasswordNotice, checkAdminPassword, setFirstAdminPassword } from './seed/admin-password';
import { PRODUCTION_SEED_REFUSED } from './seed/seed';

/**
 * What this process starts with, refused before anything opens: production needs its own secrets and never seeds
 * the demo data (SEED=1 is refused; unset SEED means no seed there).
 */
function startupConfig(env: NodeJS.ProcessEnv = process.env): Partial<AppConfig> {
  const config = loadConfig({}, env);
  loadSecrets(config); // throws the ConfigError that names the missing variable
  checkAdminPassword(config.adminPassword);
  if (config.production && config.seed) {
    if (env.SEED !== undefined) throw new ConfigError(PRODUCTION_SEED_REFUSED);
    return { seed: false };
  }
  return {};
}

/**
 * A warm standby (API_STANDBY=1, started by a supervisor with an IPC channel: scripts/lib/api-standby.mjs) loads
 * the code, builds every route and compiles PGlite's engine, tells the supervisor it is ready, and waits. Only
 * when the supervisor says the process it replaces is gone does it open the database and listen, so a restart
 * after a crash costs the database's opening and the listen, not the whole start.
 */
const standby = process.env.API_STANDBY === '1' && typeof process.send === 'function';
const tellSupervisor = (state: 'standby' | 'listening') => process.send?.({ api: state });
function takeoverSignal(): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as { api?: unknown } | null)?.api !== 'take-over') return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    // a supervisor that went away never sends it: a standby has nothing to do without one
    process.once('disconnect', () => process.exit(0));
  });
}

/** How long a graceful shutdown may take before the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000;

async function main() {
  startupPhases.mark('code');
  const overrides = startupConfig();
  const config = loadConfig(overrides);
  // The streaming feature reads MEDIA_SECRET from the environment: hand it the per-install secret so that it never
  // falls back to a published default (start.mjs passes the same value to the media server).
  if (!process.env.MEDIA_SECRET) process.env.MEDIA_SECRET = loadSecrets(config).mediaSecret;

  let app: Awaited<ReturnType<typeof buildApp>>;
  if (standby) {
    const late = lateDb(config.databaseUrl ? 'postgres' : 'pglite');
    if (!config.databaseUrl) await preloadPglite();
    app = await buildApp({ config: overrides, db: late, dbPrepared: true });
    startupPhases.mark('routes');
    const takeover = takeoverSignal();
    tellSupervisor('standby');
    await takeover;
    startupPhases.takeOver();
    const db = await openAppDatabase(config);
    late.attach(db);
    app.addHook('onClose', async () => db.close());
  } else {
    app = await buildApp({ config: overrides });
    startupPhases.mark('routes');
  }
  // onReady hooks (they read the database) and Fastify's own ready work, timed apart from the listen
  await app.ready();
  startupPhases.mark('ready');
  if (overrides.seed === false) console.log('Production mode: no demo data seeded (SEED=1 is refused with NODE_ENV=production).');
  const outbox = outboxNotice(app.ctx.config);
  if (outbox) console.log(outbox);
  // Before listen: once the API answers, start.mjs repeats this line; it is printed at the first start only.
  const admin = await setFirstAdminPassword(app.ctx.db, app.ctx.config.adminPassword);
  if (admin) console.log(adminPasswordNotice(admin));

  const { port, host } = { port: Number(process.env.API_PORT) || 4000, host: app.ctx.config.host };
  await app.listen({ port, host });
  startupPhases.mark('listen');
  const url = `http://${host}:${port}`;
  console.log(`API listening on ${url} (docs: ${url}/docs, database: ${app.ctx.db.kind}, data: ${app.ctx.config.dataDir})`);
  // one line a restart's speed can be read from (bench:single-recovery and restart-after-crash.test.ts read it)
  console.log(`API started in ${startupPhases.summary()}`);
  if (standby) {
    tellSupervisor('listening');
    // from here on an ordinary API process: the supervisor's going away must not end it
    process.removeAllListeners('disconnect');
    process.disconnect?.();
  }

  // Graceful shutdown: readiness turns 503, sockets are dropped (their clients reconnect elsewhere), requests in flight
  // finish, timers stop; a close that hangs is cut short so an orchestrator's restart is never blocked.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining HTTP and sockets');
    setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A refused configuration is the operator's to fix: the message alone says what to set.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

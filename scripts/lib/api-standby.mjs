// A warm standby for the single API process (services/api/src/main.ts, API_STANDBY=1). The standby loads the code,
// builds every route and compiles PGlite's engine, then says { api: 'standby' } over its IPC channel and waits; it
// opens the database only on { api: 'take-over' }, which a supervisor sends once the process it replaces has exited
// (PGlite's files take one process at a time), and says { api: 'listening' } when it answers. Used by
// scripts/start.mjs and by the API's restart test and bench (services/api/bench/cluster-harness.ts).

/** The environment and stdio a standby is spawned with (an IPC channel next to piped output). */
export const STANDBY_ENV = { API_STANDBY: '1' };
export const STANDBY_STDIO = ['ignore', 'pipe', 'pipe', 'ipc'];

/**
 * After a takeover the next standby starts this much later: its start would take CPU from the reconnecting
 * clients and the new process's first requests.
 */
export const NEXT_STANDBY_DELAY_MS = 5_000;

/** Watches a spawned standby: whether it is ready to take over, and the takeover itself. */
export function watchStandby(child) {
  let ready = false;
  let listening;
  const listened = new Promise((resolve) => (listening = resolve));
  child.on('message', (message) => {
    if (message?.api === 'standby') ready = true;
    if (message?.api === 'listening') listening();
  });
  const alive = () => child.exitCode === null && child.signalCode === null && child.connected;
  return {
    child,
    /** Built and waiting: a takeover costs only the database's opening and the listen. */
    isReady: () => ready && alive(),
    /** Only once the process it replaces has exited. Resolves when it listens (never, if it dies first). */
    takeOver() {
      if (!ready || !alive()) throw new Error('the standby is not ready');
      ready = false;
      child.send({ api: 'take-over' });
      return listened;
    },
  };
}

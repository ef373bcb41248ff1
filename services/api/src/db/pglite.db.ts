import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db.types';

// Dates stay 'YYYY-MM-DD' strings: a JS Date would shift them by the server's time zone.
const parsers = { [types.DATE]: (value: string) => value };

function wrap(conn: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await conn.query<T>(sql, params as never[], { parsers });
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/**
 * How often an on-disk PGlite checkpoints. Without it the log grows from the first start on (migrations, the seed,
 * every write since), and a kill -9 makes the next start replay all of it; with it a restart replays at most this
 * much of the log.
 */
export const CHECKPOINT_INTERVAL_MS = 30_000;

// the tsconfig's lib has no WebAssembly types; Node has it globally
const webAssembly = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<PGliteOptions['wasmModule']> } }).WebAssembly;

/** PGlite's engine (WebAssembly) compiled and its file bundle read ahead of opening: see preloadPglite. */
let preloaded: Promise<Pick<PGliteOptions, 'wasmModule' | 'fsBundle'>> | null = null;

/**
 * Compiles PGlite's WebAssembly and reads its file bundle now, so that a later `openPglite` only starts the
 * database: a warm standby does it while it waits (it may not open the data folder before the takeover).
 */
export function preloadPglite(): Promise<unknown> {
  preloaded ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all(['pglite.wasm', 'pglite.data'].map((file) => fs.promises.readFile(path.join(dist, file))));
    return { wasmModule: await webAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return preloaded;
}

/**
 * Opens PGlite in `dataDir`, or in memory. An in-memory database may start from `template`, a data folder saved by
 * `dumpPglite` (what the API tests do: one migrated, seeded database per run instead of initdb, migrations and the
 * seed in every test file).
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Db & { dump(): Promise<Blob> }> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const engine = preloaded ? await preloaded : {};
  const pg = await PGlite.create({ ...engine, ...(dataDir ? { dataDir } : template ? { loadDataDir: template } : {}) });
  const base = wrap(pg);
  const checkpoint = async () => {
    if (!pg.closed) await pg.exec('CHECKPOINT');
  };
  const timer = dataDir
    ? setInterval(
        () => void checkpoint().catch((error: Error) => console.error(`PGlite checkpoint failed: ${error.message}`)),
        CHECKPOINT_INTERVAL_MS,
      )
    : null;
  timer?.unref();
  return {
    kind: 'pglite',
    ...base,
    // PGlite runs one statement at a time and queues other callers behind an open transaction.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    ...(dataDir ? { checkpoint } : {}),
    dump: () => pg.dumpDataDir('none'),
    close: async () => {
      if (timer) clearInterval(timer);
      await pg.close();
    },
  };
}

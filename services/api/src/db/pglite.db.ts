import fs from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
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

/**
 * Opens PGlite in `dataDir`, or in memory. An in-memory database may start from `template`, a data folder saved by
 * `dumpPglite` (what the API tests do: one migrated, seeded database per run instead of initdb, migrations and the
 * seed in every test file).
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Db & { dump(): Promise<Blob> }> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : template ? { loadDataDir: template } : {});
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

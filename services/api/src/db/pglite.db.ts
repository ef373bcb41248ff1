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

export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    // PGlite runs one statement at a time and queues other callers behind an open transaction.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

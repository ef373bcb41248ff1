import type { Db, Queryable, QueryResult } from './db.types';

export interface LateDb extends Db {
  /** Hands over the opened database: every call made before waited for it, every later one goes straight to it. */
  attach(db: Db): void;
}

/**
 * A database that is opened later: a warm standby builds the whole app (plugins capture `ctx.db`) before it may
 * open PGlite — the process it replaces must be gone first (PGlite's files take one process at a time).
 */
export function lateDb(kind: Db['kind']): LateDb {
  let attach!: (db: Db) => void;
  const opened = new Promise<Db>((resolve) => (attach = resolve));
  let current: Db | null = null;
  const db = async () => current ?? (await opened);
  return {
    kind,
    attach(real) {
      if (real.kind !== kind) throw new Error(`expected a ${kind} database, got ${real.kind}`);
      current = real;
      attach(real);
    },
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      return (await db()).query<T>(sql, params);
    },
    async exec(sql: string) {
      await (await db()).exec(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return (await db()).transaction(fn);
    },
    async checkpoint() {
      await (await db()).checkpoint?.();
    },
    async close() {
      await current?.close();
    },
  };
}

export type { Db, Queryable, QueryResult } from './db.types';
import type { Db } from './db.types';

export interface DbOptions {
  databaseUrl?: string;
  schema?: string;
  dataDir?: string;
  inMemory?: boolean;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.db');
    return openPostgres(options.databaseUrl, options.schema);
  }
  const { openPglite } = await import('./pglite.db');
  return openPglite(options.inMemory ? undefined : options.dataDir);
}

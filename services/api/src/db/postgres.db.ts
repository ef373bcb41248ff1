import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db.types';

// Keep DATE columns as 'YYYY-MM-DD' strings (same as PGlite).
pg.types.setTypeParser(1082, (value: string) => value);

function wrap(conn: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await conn.query(sql, params);
      return { rows: res.rows as T[], rowCount: res.rowCount ?? res.rows.length };
    },
    async exec(sql: string) {
      await conn.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string, schema?: string): Promise<Db> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max: Number(process.env.DATABASE_POOL_SIZE) || 10,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

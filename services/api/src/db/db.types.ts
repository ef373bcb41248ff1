/** One SQL interface over PGlite (embedded) and PostgreSQL (pg); features only ever see this. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PGlite on disk: write the changed pages and trim the write-ahead log now, so that a restart after a crash has
   * little to replay (embedded PostgreSQL has no background checkpointer). Absent where the server does it.
   */
  checkpoint?(): Promise<void>;
  close(): Promise<void>;
}

// What the API-against-a-bare-route benchmarks share (bench:content, bench:read-path): the API on embedded PGlite or
// on PostgreSQL (DATABASE_URL, else a throw-away server from Debian's binaries), a bare Fastify answering the very
// bytes the API gave, and a load generator; everything started here is removed here.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { arg } from './bench-kit';
// @ts-expect-error plain ESM helper without types (shared with scripts/test-all.mjs)
import { startTempPostgres } from '../../../scripts/lib/postgres.mjs';

export type DbKind = 'pglite' | 'postgres';

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

/** `--db pglite|postgres|both` (default: both with DATABASE_URL, else the given one). */
export function dbKinds(fallback: 'pglite' | 'both'): DbKind[] {
  const which = arg('db', process.env.DATABASE_URL ? 'both' : fallback);
  if (!['pglite', 'postgres', 'both'].includes(which)) throw new Error('--db must be pglite, postgres or both');
  return which === 'both' ? ['pglite', 'postgres'] : [which as DbKind];
}

// autocannon (its own HTTP parser, far lighter than node:http's client) in a child process, so the servers' event
// loop and the load's run on different cores (autocannon does not run inside a worker thread); a 1 s warm-up first.
const LOAD_SCRIPT = `
const autocannon = require(${JSON.stringify(require.resolve('autocannon'))});
const [url, seconds, connections] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3])];
(async () => {
  await autocannon({ url, connections, duration: 1 });
  const r = await autocannon({ url, connections, duration: seconds });
  process.stdout.write(JSON.stringify({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
  }));
})();
`;

/** `connections` keep-alive clients, each sending its next request when the last answered, for `seconds`. */
export function measure(url: string, seconds: number, connections: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', LOAD_SCRIPT, url, String(seconds), String(connections)], { timeout: (seconds + 30) * 1000 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as Measured),
    );
  });
}

const listening = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
};

export interface ApiAndBare {
  api: FastifyInstance;
  /** Builds nothing more: call once data is in place; the bare server then answers each target's current bytes. */
  listen(targets: readonly string[]): Promise<{ apiBase: string; bareBase: string; payloads: Map<string, string> }>;
}

/** The API (demo seed, no generated media) and a bare Fastify, on a fresh data folder (and schema); removed after `run`. */
export async function withApiAndBare<T>(kind: DbKind, run: (servers: ApiAndBare) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  let stopPostgres: (() => Promise<void>) | null = null;
  let databaseUrl: string | undefined;
  const schema = kind === 'postgres' ? `bench_${crypto.randomBytes(5).toString('hex')}` : undefined;
  if (kind === 'postgres') {
    databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      const server = await startTempPostgres(dataDir);
      databaseUrl = server.url as string;
      stopPostgres = server.stop;
    }
  }
  try {
    const api = await buildApp({
      config: {
        dataDir,
        inMemoryDb: kind === 'pglite',
        databaseUrl,
        databaseSchema: schema,
        logger: false,
        seedMedia: false,
        rateLimits: false,
        jwtSecret: 'bench-secret-bench-secret-bench-secret',
      },
    });
    const bare = Fastify({ logger: false });
    try {
      return await run({
        api,
        async listen(targets) {
          const apiBase = await listening(api);
          // the bare server answers the very bytes the API gave, as a plain route sends them (a string)
          const payloads = new Map<string, string>();
          for (const target of targets) {
            const res = await fetch(`${apiBase}${target}`);
            if (res.status !== 200) throw new Error(`${target} answered ${res.status}`);
            payloads.set(target.split('?')[0], await res.text());
          }
          for (const [route, body] of payloads) bare.get(route, (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
          return { apiBase, bareBase: await listening(bare), payloads };
        },
      });
    } finally {
      await bare.close();
      await api.close();
    }
  } finally {
    if (schema && databaseUrl && !stopPostgres) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
    if (stopPostgres) await stopPostgres();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One side's cells in the benchmarks' tables: req/s, p50 ms, p99 ms. */
export const figureCells = (m: Measured): string[] => [m.rps.toFixed(0), m.p50.toFixed(1), m.p99.toFixed(1)];

/** The API's req/s as a share of the bare route's, as the tables print it. */
export const shareOfBare = (api: Measured, bare: Measured) => `${((api.rps / bare.rps) * 100).toFixed(1)} %`;

/** How many requests of either side failed, as a row's last cell adds it (nothing when none). */
export const errorsNote = (api: Measured, bare: Measured) => (api.errors + bare.errors ? ` · ${api.errors + bare.errors} errors` : '');

/** A fixed-width table: the first two columns and the last left-aligned, the figures right-aligned. */
export function table(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

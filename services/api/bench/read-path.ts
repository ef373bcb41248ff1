// Read path benchmark. Usage:
//   pnpm --filter @platform/api bench:read-path [-- --db pglite|postgres|both] [--seconds 5] [--connections 50]
// Starts a bare Fastify route answering the very bytes of each target, and the API (demo seed, no generated media)
// on embedded PGlite and, with DATABASE_URL (or `--db postgres|both`: a throw-away server from Debian's binaries),
// on PostgreSQL; then loads the home page's `/performers/search`, `/settings/public` and a media list with
// `--connections` keep-alive clients for `--seconds` each (autocannon, in a child process). Prints req/s, p50, p99 and the
// ratio to the bare route, and PASS/FAIL against the goal: ≥ 40 % of the bare route's req/s with p99 ≤ 20 ms.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
// @ts-expect-error plain ESM helper without types (shared with scripts/test-all.mjs)
import { startTempPostgres } from '../../../scripts/lib/postgres.mjs';

const GOAL_SHARE = 0.4;
const GOAL_P99_MS = 20;
// The home page's query (mfe-catalog), the settings every page loads, and the catalogue's media search.
const TARGETS = ['/performers/search?limit=500&offset=0&sortBy=isStreaming&sort=desc', '/settings/public', '/media?limit=120'];

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

// The load generator: autocannon (its own HTTP parser, far lighter than node:http's client) in a child process, so
// the servers' event loop and the load's run on different cores (autocannon does not run inside a worker thread);
// a 1 s warm-up first, then the measured run.
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

function measure(url: string, seconds: number, connections: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', LOAD_SCRIPT, url, String(seconds), String(connections)], { timeout: (seconds + 30) * 1000 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as Measured),
    );
  });
}

interface Row {
  db: string;
  target: string;
  api: Measured;
  bare: Measured;
  hitRate: number;
}

const listening = async (app: { listen: (o: { port: number; host: string }) => Promise<string>; server: { address: () => unknown } }) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
};

async function runOn(kind: 'pglite' | 'postgres', options: { seconds: number; connections: number }): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-path-bench-'));
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
  const rows: Row[] = [];
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
      const apiBase = await listening(api);
      // the bare server answers the very bytes the API gave
      const payloads = new Map<string, string>();
      for (const target of TARGETS) {
        const res = await fetch(`${apiBase}${target}`);
        if (res.status !== 200) throw new Error(`${target} answered ${res.status}`);
        payloads.set(target.split('?')[0], await res.text());
      }
      for (const [route, body] of payloads) bare.get(route, (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
      const bareBase = await listening(bare);
      console.log(`${kind}: ${options.seconds} s per target, ${options.connections} connections`);
      for (const target of TARGETS) {
        const before = api.ctx.readCache.stats();
        const full = await measure(`${apiBase}${target}`, options.seconds, options.connections);
        const after = api.ctx.readCache.stats();
        const baseline = await measure(`${bareBase}${target}`, options.seconds, options.connections);
        const lookups = after.hits + after.misses - before.hits - before.misses;
        rows.push({ db: kind, target, api: full, bare: baseline, hitRate: lookups ? (after.hits - before.hits) / lookups : 0 });
      }
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
  return rows;
}

const passes = (r: Row) => r.api.rps >= GOAL_SHARE * r.bare.rps && r.api.p99 <= GOAL_P99_MS && r.api.errors === 0;

function table(rows: Row[]) {
  const header = ['database', 'route', 'API req/s', 'p50 ms', 'p99 ms', 'hits', 'bare req/s', 'p50 ms', 'p99 ms', 'API/bare', 'goal'];
  const body = rows.map((r) => [
    r.db,
    r.target.split('?')[0],
    r.api.rps.toFixed(0),
    r.api.p50.toFixed(1),
    r.api.p99.toFixed(1),
    `${(r.hitRate * 100).toFixed(1)} %`,
    r.bare.rps.toFixed(0),
    r.bare.p50.toFixed(1),
    r.bare.p99.toFixed(1),
    `${((r.api.rps / r.bare.rps) * 100).toFixed(1)} %`,
    `${passes(r) ? 'PASS' : 'FAIL'}${r.api.errors + r.bare.errors ? ` · ${r.api.errors + r.bare.errors} errors` : ''}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main() {
  const which = arg('db', process.env.DATABASE_URL ? 'both' : 'pglite');
  if (!['pglite', 'postgres', 'both'].includes(which)) throw new Error('--db must be pglite, postgres or both');
  const options = { seconds: Number(arg('seconds', '5')), connections: Number(arg('connections', '50')) };
  const kinds: Array<'pglite' | 'postgres'> = which === 'both' ? ['pglite', 'postgres'] : [which as 'pglite' | 'postgres'];
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await runOn(kind, options)));
  console.log(`\n${table(rows)}`);
  console.log(
    `\ngoal: ≥ ${GOAL_SHARE * 100} % of the bare route's req/s with p99 ≤ ${GOAL_P99_MS} ms at ${options.connections} connections: ${
      rows.every(passes) ? 'PASS' : 'FAIL'
    }`,
  );
  console.log(`(load from autocannon in a child process; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)})`);
  process.exit(rows.every(passes) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

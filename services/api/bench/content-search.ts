// Content search benchmark. Usage:
//   pnpm --filter @platform/api bench:content [-- --db pglite|postgres|both] [--seconds 5] [--connections 20] [--videos 300] [--photos 60]
// For each database (default both: embedded PGlite in memory, and PostgreSQL — DATABASE_URL if set, else a
// throw-away server from Debian's binaries on 127.0.0.1, see scripts/lib/postgres.mjs) it starts the API on
// 127.0.0.1 (temp folder, no generated media) with `--videos` extra videos and `--photos` extra photos (half of them
// in a gallery), then measures GET /user/performer-assets/videos/search and GET /media, each against a bare Fastify
// route that answers the very same bytes: the gap is what validation, SQL, mapping and serialisation cost.
// The load runs in a worker thread (keep-alive connections, each sending its next request when the last answered),
// so the API's event loop serves requests only. Prints req/s, p50, p99, SQL queries per request and API/bare.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { newId } from '../src/db/ids';
import type { Db } from '../src/db/db';
// @ts-expect-error plain ESM helper without types (shared with scripts/test-all.mjs)
import { startTempPostgres } from '../../../scripts/lib/postgres.mjs';

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

// The load generator, run in a worker thread.
const LOAD_WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, seconds, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
const once = () => new Promise((resolve) => {
  const t0 = performance.now();
  const req = http.get(url, { agent }, (res) => {
    res.resume();
    res.on('end', () => {
      if (res.statusCode === 200) latencies.push(performance.now() - t0);
      else errors++;
      resolve();
    });
  });
  req.on('error', () => { errors++; resolve(); });
});
(async () => {
  // warm-up: one request per connection
  await Promise.all(Array.from({ length: connections }, once));
  latencies.length = 0;
  errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, async () => { while (Date.now() < end) await once(); }));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : 0);
  parentPort.postMessage({ rps: latencies.length / elapsed, p50: pct(50), p99: pct(99), errors, requests: latencies.length });
})();
`;

function measure(url: string, seconds: number, connections: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { url, seconds, connections } });
    worker.once('message', (result: Measured) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function addContent(db: Db, videos: number, photos: number) {
  const { rows: performers } = await db.query<{ id: string }>(`SELECT id FROM performers WHERE status = 'active' ORDER BY id`);
  for (let i = 0; i < videos; i++) {
    await db.query(
      `INSERT INTO videos (id, performer_id, title, token, is_sale, tags, poster_path, duration) VALUES ($1, $2, $3, $4, $5, $6::text[], $7, 4)`,
      [
        newId(),
        performers[i % performers.length].id,
        `Bench video ${i}`,
        i % 3 ? 20 : 0,
        i % 3 !== 0,
        ['bench', `t${i % 10}`],
        `previews/bench-${i}.jpg`,
      ],
    );
  }
  const galleryId = newId();
  if (photos) {
    await db.query(`INSERT INTO galleries (id, performer_id, name, token, is_sale) VALUES ($1, $2, 'Bench gallery', 30, true)`, [
      galleryId,
      performers[0].id,
    ]);
  }
  for (let i = 0; i < photos; i++) {
    const inGallery = i % 2 === 0;
    await db.query(
      `INSERT INTO photos (id, performer_id, gallery_id, title, token, is_sale, tags, small_path, medium_path, width, height)
       VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, 800, 600)`,
      [
        newId(),
        inGallery ? performers[0].id : performers[i % performers.length].id,
        inGallery ? galleryId : null,
        `Bench photo ${i}`,
        inGallery ? 0 : 10,
        !inGallery,
        ['bench', `p${i % 5}`],
        `photos/small/bench-${i}.webp`,
        `photos/medium/bench-${i}.webp`,
      ],
    );
  }
  // On PostgreSQL, what autovacuum does within a minute of such inserts: fresh planner statistics. PGlite has no
  // autovacuum and the API never runs ANALYZE, so it is left as it would be in production.
  if (db.kind === 'postgres') await db.exec('ANALYZE');
}

interface Row {
  db: string;
  target: string;
  api: Measured;
  bare: Measured;
  queries: number;
  kb: number;
}

async function runOn(kind: 'pglite' | 'postgres', options: { seconds: number; connections: number; videos: number; photos: number }): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-bench-'));
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
      await addContent(api.ctx.db, options.videos, options.photos);
      // count SQL statements per request
      let queries = 0;
      const db = api.ctx.db as { query: Db['query'] };
      const query = db.query.bind(db);
      db.query = ((sql: string, params?: unknown[]) => {
        queries++;
        return query(sql, params);
      }) as Db['query'];
      await api.listen({ port: 0, host: '127.0.0.1' });
      const apiBase = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

      const targets = ['/user/performer-assets/videos/search?limit=12', '/media?limit=120'];
      // the bare server answers the very bytes the API gave
      const payloads = new Map<string, string>();
      for (const target of targets) {
        const res = await fetch(`${apiBase}${target}`);
        if (res.status !== 200) throw new Error(`${target} answered ${res.status}`);
        payloads.set(target.split('?')[0], await res.text());
      }
      for (const [route, body] of payloads) bare.get(route, (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
      await bare.listen({ port: 0, host: '127.0.0.1' });
      const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
      const { rows: counts } = await api.ctx.db.query<{ videos: number; photos: number }>(
        'SELECT (SELECT count(*) FROM videos)::int AS videos, (SELECT count(*) FROM photos)::int AS photos',
      );
      console.log(
        `${kind}: ${counts[0].videos} videos, ${counts[0].photos} photos; ${options.seconds} s per target, ${options.connections} connections`,
      );

      for (const target of targets) {
        queries = 0;
        const full = await measure(`${apiBase}${target}`, options.seconds, options.connections);
        const perRequest = queries / (full.requests + full.errors + options.connections);
        const baseline = await measure(`${bareBase}${target}`, options.seconds, options.connections);
        rows.push({
          db: kind,
          target,
          api: full,
          bare: baseline,
          queries: perRequest,
          kb: Buffer.byteLength(payloads.get(target.split('?')[0])!) / 1024,
        });
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

function table(rows: Row[]) {
  const header = ['database', 'route', 'API req/s', 'p50 ms', 'p99 ms', 'SQL/req', 'bare req/s', 'p50 ms', 'p99 ms', 'API/bare', 'answer'];
  const body = rows.map((r) => [
    r.db,
    r.target,
    r.api.rps.toFixed(0),
    r.api.p50.toFixed(1),
    r.api.p99.toFixed(1),
    r.queries.toFixed(1),
    r.bare.rps.toFixed(0),
    r.bare.p50.toFixed(1),
    r.bare.p99.toFixed(1),
    `${((r.api.rps / r.bare.rps) * 100).toFixed(1)} %`,
    `${r.kb.toFixed(0)} KB${r.api.errors + r.bare.errors ? ` · ${r.api.errors + r.bare.errors} errors` : ''}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main() {
  const which = arg('db', 'both');
  if (!['pglite', 'postgres', 'both'].includes(which)) throw new Error('--db must be pglite, postgres or both');
  const options = {
    seconds: Number(arg('seconds', '5')),
    connections: Number(arg('connections', '20')),
    videos: Number(arg('videos', '300')),
    photos: Number(arg('photos', '60')),
  };
  const kinds: Array<'pglite' | 'postgres'> = which === 'both' ? ['pglite', 'postgres'] : [which as 'pglite' | 'postgres'];
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await runOn(kind, options)));
  console.log(`\n${table(rows)}`);
  console.log(`\n(load from a worker thread of the same process; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)})`);
  const errors = rows.reduce((sum, r) => sum + r.api.errors + r.bare.errors, 0);
  process.exit(errors ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// Content search benchmark. Usage:
//   npx tsx bench/content-search.ts [--seconds 5] [--connections 20] [--videos 300]
// Starts the API (in-memory PGlite, temp folder, no generated media) with `--videos` extra video rows, then measures
// requests/second of GET /user/performer-assets/videos/search and GET /media, each against a bare Fastify route that
// answers the same bytes: the gap is what validation, SQL, mapping and serialisation cost.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { newId } from '../src/db/ids';

function arg(name: string, fallback: number) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
}

/** An autocannon-like loop: `connections` keep-alive clients, each sending its next request when the last answered. */
async function measure(url: string, seconds: number, connections: number): Promise<{ rps: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const end = Date.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const req = http.get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) done++;
          else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const client = async () => {
    while (Date.now() < end) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  return { rps: Math.round(done / ((performance.now() - started) / 1000)), errors };
}

async function main() {
  const seconds = arg('seconds', 5);
  const connections = arg('connections', 20);
  const extraVideos = arg('videos', 300);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-bench-'));
  const api = await buildApp({
    config: { dataDir, inMemoryDb: true, logger: false, seedMedia: false, rateLimits: false, jwtSecret: 'bench-secret-bench-secret-bench-secret' },
  });
  const { rows: performers } = await api.ctx.db.query<{ id: string }>('SELECT id FROM performers');
  for (let i = 0; i < extraVideos; i++) {
    await api.ctx.db.query(
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
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiBase = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

  const targets = ['/user/performer-assets/videos/search?limit=12', '/media?limit=120'];
  // the bare server answers the very bytes the API gave
  const payloads = new Map<string, string>();
  for (const target of targets) payloads.set(target.split('?')[0], await (await fetch(`${apiBase}${target}`)).text());
  const bare = Fastify({ logger: false });
  for (const [route, body] of payloads) bare.get(route, (_req, reply) => reply.type('application/json').send(body));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  console.log(`${seconds} s per target, ${connections} connections, ${extraVideos + 4} videos in the database`);
  for (const target of targets) {
    const full = await measure(`${apiBase}${target}`, seconds, connections);
    const baseline = await measure(`${bareBase}${target}`, seconds, connections);
    const size = Buffer.byteLength(payloads.get(target.split('?')[0])!);
    console.log(
      `${target.padEnd(48)} API ${String(full.rps).padStart(6)} req/s · bare Fastify ${String(baseline.rps).padStart(6)} req/s` +
        ` · ${Math.round((full.rps / baseline.rps) * 100)} % · ${Math.round(size / 1024)} KB answers` +
        (full.errors + baseline.errors ? ` · ${full.errors + baseline.errors} errors` : ''),
    );
  }
  await bare.close();
  await api.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

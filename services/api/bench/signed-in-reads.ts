// Signed-in read benchmark (issue 27, item 3). Usage:
//   pnpm --filter @platform/api bench:signed-in [-- --db pglite|postgres|both] [--seconds 5] [--connections 50] [--members 200]
// The API (demo seed, no generated media) on PGlite and/or PostgreSQL (DATABASE_URL, else a throw-away server from
// Debian's binaries), `--members` members (a third with favourites, some with a bought video, a few blocked by a
// performer) and 60 videos; then, per route, 1,000 (member, URL) pairs drawn at random — the home page's performer
// query (several pages), performer profiles, video list pages, /users/me — loaded with autocannon from a child
// process, each request the next pair, `--connections` keep-alive connections; then a bare Fastify route answering
// each pair's very bytes (looked up by URL and token) under the same load. Prints req/s, p50, p99, API/bare and
// PASS/FAIL against the goal (≥ 40 % of bare, p99 ≤ 30 ms), next to the baseline of issue 27.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { newId } from '../src/db/ids';
import { GATEWAY, postMovement } from '../src/features/money/ledger.repository';
import { dbKinds, errorsNote, figureCells, shareOfBare, table, withApiAndBare, type DbKind, type Measured } from './api-vs-bare';
import { arg } from './bench-kit';

const GOAL_SHARE = 0.4;
const GOAL_P99_MS = 30;
const PAIRS = 1000;
// issue 27's figures, and this benchmark on the code before the session cache and the overlay (320d0c3, load 6-8)
const BASELINE: Record<string, string> = {
  home: 'issue 27: PGlite 0.6–0.7 %, PostgreSQL 2.1–2.3 % of bare; before (this bench): PGlite 63 req/s 1.9 %, PostgreSQL 167 req/s 4.5 %',
  profile: 'before (this bench): PGlite 93 req/s 1.0 %, PostgreSQL 312 req/s 3.5 %',
  videos: 'before (this bench): PGlite 132 req/s 1.5 %, PostgreSQL 283 req/s 3.4 %',
  me: 'issue 27: PGlite ~105 req/s at 20 connections; before (this bench): PGlite 236 req/s 2.0 %, PostgreSQL 484 req/s 4.8 %',
};

interface Pair {
  path: string;
  token: string;
}

const LOAD_SCRIPT = `
const fs = require('node:fs');
const autocannon = require(${JSON.stringify(require.resolve('autocannon'))});
const [base, file, seconds, connections] = [process.argv[1], process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const pairs = JSON.parse(fs.readFileSync(file, 'utf8'));
let next = 0;
const requests = [{ setupRequest: (req) => { const p = pairs[next++ % pairs.length]; req.path = p.path; req.headers = { ...req.headers, authorization: 'Bearer ' + p.token }; return req; } }];
(async () => {
  await autocannon({ url: base, connections, duration: 1, requests });
  const r = await autocannon({ url: base, connections, duration: seconds, requests });
  process.stdout.write(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, requests: r.requests.total }));
})();
`;

function measurePairs(base: string, file: string, seconds: number, connections: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', LOAD_SCRIPT, base, file, String(seconds), String(connections)],
      { timeout: (seconds + 40) * 1000 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Measured)),
    );
  });
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0) / 2 ** 32;
}

interface Row {
  db: DbKind;
  route: string;
  api: Measured;
  bare: Measured;
  load: number;
}

function runOn(kind: DbKind, options: { seconds: number; connections: number; members: number }): Promise<Row[]> {
  return withApiAndBare(kind, async ({ api }) => {
    const db = api.ctx.db;
    const random = rng(7);
    const { rows: performers } = await db.query<{ id: string; username: string }>(
      `SELECT id, username FROM performers WHERE status = 'active' ORDER BY username`,
    );
    const videos: string[] = [];
    for (let v = 0; v < 60; v++) {
      const id = newId();
      const performer = performers[v % performers.length];
      await db.query(`INSERT INTO videos (id, performer_id, title, token, is_sale) VALUES ($1, $2, $3, $4, $5)`, [
        id,
        performer.id,
        `Bench video ${v}`,
        10 + (v % 30),
        v % 2 === 0,
      ]);
      videos.push(id);
    }
    const members: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < options.members; i++) {
      const id = newId();
      await db.query(`INSERT INTO users (id, username, email, password_hash, email_verified) VALUES ($1, $2, $3, 'x', true)`, [
        id,
        `reader${i}${id.slice(-6)}`,
        `reader${i}${id.slice(-6)}@bench.local`,
      ]);
      members.push({ id, token: api.ctx.tokens.sign({ authId: id, source: 'user', sourceId: id }) });
      if (i % 3 === 0)
        for (const p of performers.slice(i % performers.length, (i % performers.length) + 3))
          await db.query('INSERT INTO favourite_performers (user_id, performer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, p.id]);
      if (i % 20 === 0)
        await db.query('INSERT INTO performer_blocks (performer_id, user_id) VALUES ($1, $2)', [performers[i % performers.length].id, id]);
      if (i % 10 === 0) {
        await db.transaction((tx) =>
          postMovement(tx, {
            type: 'opening_balance',
            postings: [
              { account: GATEWAY, amount: -100 },
              { account: { kind: 'user', id }, amount: 100 },
            ],
          }),
        );
      }
    }
    if (db.kind === 'postgres') await db.exec('ANALYZE');
    const listening = async (app: { listen: (o: object) => Promise<unknown>; server: import('node:http').Server }) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    };
    const apiBase = await listening(api);
    // a tenth of the members buy a video (over HTTP, as members do)
    for (let i = 0; i < members.length; i += 10) {
      await fetch(`${apiBase}/purchase-items/video/${videos[(i * 2) % videos.length]}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${members[i].token}` },
      });
    }
    const member = () => members[Math.floor(random() * members.length)];
    const routes: Record<string, () => string> = {
      home: () => `/performers/search?limit=${[500, 60, 24][Math.floor(random() * 3)]}&offset=0&sortBy=isStreaming&sort=desc`,
      profile: () => `/performers/${performers[Math.floor(random() * performers.length)].username}/view`,
      videos: () => `/user/performer-assets/videos/search?limit=12&offset=${12 * Math.floor(random() * 5)}`,
      me: () => '/users/me',
    };
    const rows: Row[] = [];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signed-in-'));
    try {
      for (const [route, url] of Object.entries(routes)) {
        const pairs: Pair[] = Array.from({ length: PAIRS }, () => ({ path: url(), token: member().token }));
        // the bytes of every pair, from the API (a blocked member's profile answers 403: replaced by another pair)
        const bytes = new Map<string, string>();
        const kept: Pair[] = [];
        for (const pair of pairs) {
          const res = await fetch(`${apiBase}${pair.path}`, { headers: { authorization: `Bearer ${pair.token}` } });
          const body = await res.text();
          if (res.status !== 200) continue;
          bytes.set(`${pair.path}|Bearer ${pair.token}`, body);
          kept.push(pair);
        }
        const file = path.join(dir, `${route}.json`);
        fs.writeFileSync(file, JSON.stringify(kept));
        const bare = Fastify({ logger: false });
        bare.get('/*', (req, reply) => {
          const body = bytes.get(`${req.url}|${req.headers.authorization}`);
          return body === undefined ? reply.code(404).send() : reply.type('application/json; charset=utf-8').send(body);
        });
        const bareBase = await listening(bare);
        try {
          const load = os.loadavg()[0];
          const full = await measurePairs(apiBase, file, options.seconds, options.connections);
          const baseline = await measurePairs(bareBase, file, options.seconds, options.connections);
          rows.push({ db: kind, route: `${route} (${kept.length} pairs)`, api: full, bare: baseline, load });
          console.log(
            `${kind} ${route}: API ${full.rps.toFixed(0)} req/s p99 ${full.p99} ms, bare ${baseline.rps.toFixed(0)} req/s (load ${load.toFixed(1)})`,
          );
        } finally {
          await bare.close();
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return rows;
  });
}

const passes = (r: Row) => r.api.rps >= GOAL_SHARE * r.bare.rps && r.api.p99 <= GOAL_P99_MS && r.api.errors === 0;

async function main() {
  const kinds = dbKinds('pglite');
  const options = { seconds: Number(arg('seconds', '5')), connections: Number(arg('connections', '50')), members: Number(arg('members', '200')) };
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await runOn(kind, options)));
  const header = ['database', 'route', 'API req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'p50 ms', 'p99 ms', 'API/bare', 'load', 'goal'];
  const body = rows.map((r) => [
    r.db,
    r.route,
    ...figureCells(r.api),
    ...figureCells(r.bare),
    shareOfBare(r.api, r.bare),
    r.load.toFixed(1),
    `${passes(r) ? 'PASS' : 'FAIL'}${errorsNote(r.api, r.bare)}`,
  ]);
  console.log(`\n${table(header, body)}`);
  console.log(
    `\ngoal: ≥ ${GOAL_SHARE * 100} % of the bare route's req/s with p99 ≤ ${GOAL_P99_MS} ms, ${options.connections} connections, ${options.members} members`,
  );
  for (const [route, text] of Object.entries(BASELINE)) console.log(`baseline ${route}: ${text}`);
  console.log(
    `(autocannon in a child process; ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  process.exit(rows.every(passes) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

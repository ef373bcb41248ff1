import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { newId } from '../src/db/ids';
import { checkLedger, GATEWAY, postMovement } from '../src/features/money/ledger.repository';
import type { LedgerCheck } from '@platform/shared/contract';

/**
 * Money load benchmark: its own API on 127.0.0.1 (ephemeral port, temp data folder or a throw-away
 * PostgreSQL schema), members tipping and buying concurrently over real HTTP, a share of the calls
 * repeated with the same Idempotency-Key and some members running out of tokens; then the invariants.
 */
export type LoadScenario = 'mixed' | 'hot-performer';

export interface LoadOptions {
  size: 'reduced' | 'full';
  /**
   * `mixed` (default): members tipping and buying videos from 4 performers. `hot-performer`: many members (1,000 in
   * full size) all tipping ONE performer — every call credits the same wallet.
   */
  scenario?: LoadScenario;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PGlite in memory instead of a temp folder (the jest run). */
  inMemory?: boolean;
  /** Requests in flight at once. */
  concurrency?: number;
  log?: (line: string) => void;
}

export interface LoadReport {
  scenario: LoadScenario;
  database: 'pglite' | 'postgres';
  members: number;
  performers: number;
  calls: number;
  tips: number;
  purchases: number;
  repeatedWithSameKey: number;
  succeeded: number;
  replayed: number;
  refused: number;
  refusedByReason: Record<string, number>;
  errors: number;
  seconds: number;
  throughput: number;
  p50: number;
  p99: number;
  noNegativeBalance: boolean;
  ledgerMatchesBalances: boolean;
  movementsBalanced: boolean;
  eachKeyChargedOnce: boolean;
  memberBalancesExact: boolean;
  ledger: LedgerCheck;
}

interface Call {
  key: string;
  member: number;
  url: string;
  body: object;
  kind: 'tip' | 'purchase';
  repeat: boolean;
}

/** What the API answers: `{status: 0, data}` on success, `{statusCode, message}` on refusal. */
interface CallAnswer {
  data: { _id: string };
  message?: unknown;
}

const SIZES: Record<LoadScenario, Record<LoadOptions['size'], { members: number; calls: number; videosPerPerformer: number }>> = {
  mixed: { reduced: { members: 10, calls: 200, videosPerPerformer: 5 }, full: { members: 50, calls: 2400, videosPerPerformer: 20 } },
  'hot-performer': { reduced: { members: 100, calls: 400, videosPerPerformer: 0 }, full: { members: 1000, calls: 8000, videosPerPerformer: 0 } },
};
const PERFORMERS: Record<LoadScenario, string[]> = { mixed: ['anna', 'bella', 'carmen', 'elena'], 'hot-performer': ['anna'] };
/** Share of tips among the calls (the rest buy videos). */
const TIP_SHARE: Record<LoadScenario, number> = { mixed: 0.6, 'hot-performer': 1 };
const REPEAT_SHARE = 0.2;
const LOW_BALANCE_SHARE = 0.3;

// deterministic pseudo-random numbers, so runs are comparable
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0) / 2 ** 32;
}

// The client: node:http keep-alive requests, `concurrency` in flight; answers reduced to what the checks read.
const CLIENT_SCRIPT = `
const fs = require('node:fs');
const http = require('node:http');
const { base, plan, tokens, concurrency } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const results = [];
const post = (call, index) => new Promise((resolve) => {
  const body = JSON.stringify(call.body);
  const t0 = performance.now();
  const req = http.request(base + call.url, { method: 'POST', agent, headers: {
    authorization: 'Bearer ' + tokens[call.member], 'content-type': 'application/json',
    'content-length': Buffer.byteLength(body), 'idempotency-key': call.key } }, (res) => {
    let data = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => (data += chunk));
    res.on('end', () => {
      let json = {};
      try { json = JSON.parse(data); } catch {}
      results.push({ index, status: res.statusCode, body: { data: { _id: json.data ? json.data._id : '' }, message: json.message },
        ms: performance.now() - t0, replayed: res.headers['idempotent-replayed'] === 'true' });
      resolve();
    });
  });
  req.on('error', (error) => { results.push({ index, status: 0, body: { data: { _id: '' }, message: String(error.message) }, ms: performance.now() - t0, replayed: false }); resolve(); });
  req.end(body);
});
let cursor = 0;
const worker = async () => { while (cursor < plan.length) { const i = cursor++; await post(plan[i], i); } };
Promise.all(Array.from({ length: concurrency }, worker)).then(() => {
  fs.writeFileSync(process.argv[2], JSON.stringify(results));
  agent.destroy();
});
`;

interface FiredCall {
  index: number;
  status: number;
  body: CallAnswer;
  ms: number;
  replayed: boolean;
}

function fireFromChild(base: string, plan: Call[], tokens: string[], concurrency: number, dir: string): Promise<FiredCall[]> {
  const input = path.join(dir, 'plan.json');
  const output = path.join(dir, 'results.json');
  fs.writeFileSync(input, JSON.stringify({ base, plan, tokens, concurrency }));
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', CLIENT_SCRIPT, input, output], { timeout: 300_000 }, (error) =>
      error ? reject(error) : resolve(JSON.parse(fs.readFileSync(output, 'utf8')) as FiredCall[]),
    );
  });
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

export async function runMoneyLoad(options: LoadOptions): Promise<LoadReport> {
  const log = options.log ?? (() => undefined);
  const scenario = options.scenario ?? 'mixed';
  const size = SIZES[scenario][options.size];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'money-bench-'));
  const schema = options.databaseUrl ? `bench_${crypto.randomBytes(5).toString('hex')}` : undefined;
  const app = await buildApp({
    config: {
      dataDir,
      databaseUrl: options.databaseUrl,
      databaseSchema: schema,
      inMemoryDb: options.inMemory ?? false,
      logger: false,
      devMode: false,
      jwtSecret: 'bench-secret',
      // the run inserts its own videos; encoding the demo clips would only cost minutes on a busy machine
      seedMedia: false,
    },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const db = app.ctx.db;
    const random = rng(42);
    log(`API on ${base} (${db.kind}), ${scenario}, ${options.size} size`);

    // members: most with plenty of tokens, some with a few so that their calls run out
    const members: Array<{ id: string; token: string; initial: number }> = [];
    for (let i = 0; i < size.members; i++) {
      const id = newId();
      const initial = i < size.members * LOW_BALANCE_SHARE ? 60 : 5000;
      await db.query(`INSERT INTO users (id, username, email, password_hash, email_verified) VALUES ($1, $2, $3, 'x', true)`, [
        id,
        `bench${i}${id.slice(-6)}`,
        `bench${i}${id.slice(-6)}@bench.local`,
      ]);
      await db.transaction((tx) =>
        postMovement(tx, {
          type: 'opening_balance',
          postings: [
            { account: GATEWAY, amount: -initial },
            { account: { kind: 'user', id }, amount: initial },
          ],
        }),
      );
      members.push({ id, initial, token: app.ctx.tokens.sign({ authId: id, source: 'user', sourceId: id }) });
    }
    const performers: Array<{ id: string; videos: string[] }> = [];
    for (const username of PERFORMERS[scenario]) {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM performers WHERE username = $1', [username]);
      const videos: string[] = [];
      for (let v = 0; v < size.videosPerPerformer; v++) {
        const id = newId();
        await db.query(`INSERT INTO videos (id, performer_id, title, token, is_sale) VALUES ($1, $2, $3, $4, true)`, [
          id,
          rows[0].id,
          `Bench video ${v}`,
          10 + ((v * 7) % 50),
        ]);
        videos.push(id);
      }
      performers.push({ id: rows[0].id, videos });
    }

    // the plan: tips and purchases, each with its own key; a share repeated right after with the same key
    const plan: Call[] = [];
    let originals = 0;
    while (plan.length < size.calls) {
      const member = Math.floor(random() * members.length);
      const performer = performers[Math.floor(random() * performers.length)];
      const tip = random() < TIP_SHARE[scenario];
      const call: Call = tip
        ? {
            key: `k${originals}`,
            member,
            url: `/member/send-tip-token/${performer.id}`,
            body: { token: 1 + Math.floor(random() * 40) },
            kind: 'tip',
            repeat: false,
          }
        : {
            key: `k${originals}`,
            member,
            url: `/purchase-items/video/${performer.videos[Math.floor(random() * performer.videos.length)]}`,
            body: {},
            kind: 'purchase',
            repeat: false,
          };
      originals++;
      plan.push(call);
      if (random() < REPEAT_SHARE && plan.length < size.calls) plan.push({ ...call, repeat: true });
    }

    // fire: `concurrency` requests in flight over keep-alive connections, from a child process (the load generator on
    // its own core, not in the API's event loop)
    const started = performance.now();
    const results = (
      await fireFromChild(
        base,
        plan,
        members.map((m) => m.token),
        options.concurrency ?? 100,
        dataDir,
      )
    ).map((r) => ({
      ...r,
      call: plan[r.index],
    }));
    const seconds = (performance.now() - started) / 1000;

    // invariants
    const ledger = await checkLedger(db);
    const okByKey = new Map<string, Set<string>>();
    const refusedByReason: Record<string, number> = {};
    let errors = 0;
    for (const r of results) {
      const scoped = `${r.call.member}:${r.call.key}`;
      if (r.status === 200) {
        if (!okByKey.has(scoped)) okByKey.set(scoped, new Set());
        okByKey.get(scoped)!.add(r.body.data._id);
      } else if (r.status >= 400 && r.status < 500) {
        const reason = typeof r.body.message === 'string' ? r.body.message : JSON.stringify(r.body.message);
        refusedByReason[reason] = (refusedByReason[reason] ?? 0) + 1;
      } else errors++; // 5xx, or no answer (status 0)
    }
    const memberIds = members.map((m) => m.id);
    const { rows: items } = await db.query<{ source_id: string; n: number; spent: string }>(
      `SELECT source_id, count(*)::int AS n, sum(total_price) AS spent FROM purchased_items WHERE source_id = ANY($1::text[]) GROUP BY source_id`,
      [memberIds],
    );
    const chargedItems = items.reduce((sum, r) => sum + r.n, 0);
    const eachKeyChargedOnce = [...okByKey.values()].every((ids) => ids.size === 1) && chargedItems === okByKey.size;
    const spent = new Map(items.map((r) => [r.source_id, Number(r.spent)]));
    const { rows: balances } = await db.query<{ id: string; balance: number }>('SELECT id, balance FROM users WHERE id = ANY($1::text[])', [
      memberIds,
    ]);
    const memberBalancesExact = balances.every((b) => b.balance === members.find((m) => m.id === b.id)!.initial - (spent.get(b.id) ?? 0));

    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const report: LoadReport = {
      scenario,
      database: db.kind,
      members: members.length,
      performers: performers.length,
      calls: results.length,
      tips: plan.filter((c) => c.kind === 'tip').length,
      purchases: plan.filter((c) => c.kind === 'purchase').length,
      repeatedWithSameKey: plan.filter((c) => c.repeat).length,
      succeeded: results.filter((r) => r.status === 200).length,
      replayed: results.filter((r) => r.replayed).length,
      refused: results.filter((r) => r.status >= 400 && r.status < 500).length,
      refusedByReason,
      errors,
      seconds: Math.round(seconds * 100) / 100,
      throughput: Math.round(results.length / seconds),
      p50: Math.round(percentile(latencies, 50) * 10) / 10,
      p99: Math.round(percentile(latencies, 99) * 10) / 10,
      noNegativeBalance: ledger.negativeBalances.length === 0,
      ledgerMatchesBalances: ledger.mismatches.length === 0,
      movementsBalanced: ledger.unbalancedMovements.length === 0,
      eachKeyChargedOnce,
      memberBalancesExact,
      ledger,
    };
    return report;
  } finally {
    await app.close();
    if (options.databaseUrl && schema) {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatReport(r: LoadReport): string {
  const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
  return [
    `scenario / database    ${r.scenario} / ${r.database}`,
    `calls                  ${r.calls} (${r.tips} tips, ${r.purchases} purchases; ${r.repeatedWithSameKey} repeated with the same Idempotency-Key) from ${r.members} members at ${r.performers} performers`,
    `succeeded / replayed   ${r.succeeded} / ${r.replayed}`,
    `refused (4xx)          ${r.refused}${Object.entries(r.refusedByReason)
      .map(([m, n]) => `\n  ${n} × ${m}`)
      .join('')}`,
    `server errors          ${r.errors}`,
    `time                   ${r.seconds} s, throughput ${r.throughput} calls/s`,
    `latency                p50 ${r.p50} ms, p99 ${r.p99} ms`,
    `no negative balance    ${yes(r.noNegativeBalance)}`,
    `ledger = balances      ${yes(r.ledgerMatchesBalances)} (${r.ledger.accounts} accounts, ${r.ledger.movements} movements)`,
    `movements balanced     ${yes(r.movementsBalanced)}`,
    `each key charged once  ${yes(r.eachKeyChargedOnce)}`,
    `member balances exact  ${yes(r.memberBalancesExact)}`,
  ].join('\n');
}

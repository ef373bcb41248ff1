import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@platform/shared/node';
import { exited, stopChild } from '../../../bench/bench-kit';
import { dropSchema, sleep } from '../../../test/helpers';
import { openDb, type Db } from '../../db/db';
import { checkLedger } from './ledger.repository';

// kill -9 in the middle of 200 token purchases, then start the API again: within the (shortened) stale window and a
// bound its reconciler leaves nothing pending, and every payment the gateway approved is credited exactly once.
// Runs on PGlite (a data folder) and, with DATABASE_URL (test:pg), on PostgreSQL in a throw-away schema.

jest.setTimeout(240_000);

const API_DIR = path.resolve(__dirname, '../../..');
const PURCHASES = 200;
const CONCURRENCY = 40;
/** Responses received before the kill: the rest are in flight, or never sent. */
const KILL_AFTER = 80;
const STALE_MS = 3_000;
const RECONCILE_MS = 500;
/** A real processor's round trip (the sandbox waits half before charging, half after): purchases are caught mid-way. */
const GATEWAY_DELAY_MS = 300;
/** After the restarted API answers: the stale window, then this long at most until nothing is pending. */
const SETTLE_BOUND_MS = STALE_MS + 20_000;

const databaseUrl = process.env.DATABASE_URL || undefined;
const schema = databaseUrl ? `test_${crypto.randomBytes(6).toString('hex')}` : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-crash-'));
let port: number;
let base: string;
let child: ChildProcess | null = null;

/** The API as `pnpm dev` runs it (main.ts through tsx), on 127.0.0.1, answering once /health does. */
async function startApi(): Promise<number> {
  const started = Date.now();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_SCHEMA: schema ?? '',
      JWT_SECRET: 'crash-test-secret',
      MEDIA_SECRET: 'crash-test-media',
      MEDIA_SYNC_ON_START: '0',
      SEED_MEDIA: '0',
      RATE_LIMITS: '0',
      GEOIP: '0',
      API_LOG: '0',
      PAYMENT_STALE_MS: String(STALE_MS),
      PAYMENT_RECONCILE_MS: String(RECONCILE_MS),
      SANDBOX_GATEWAY_DELAY_MS: String(GATEWAY_DELAY_MS),
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const running = child;
  while (Date.now() - started < 120_000) {
    if (running.exitCode !== null) throw new Error(`the API exited (${running.exitCode}): ${stderr}`);
    const up = await fetch(`${base}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`the API did not start within 120 s: ${stderr}`);
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; data?: T }> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: T };
  return { status: res.status, data: json.data };
}

async function get<T>(url: string, token: string): Promise<T> {
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

/** Reads the database while no API runs (PGlite's folder has one owner at a time). */
async function withDb<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ databaseUrl, schema, dataDir: path.join(dataDir, 'pglite'), inMemory: false });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

const countByStatus = (db: Db) =>
  db
    .query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM payment_intents GROUP BY status`)
    .then(({ rows }) => Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>);

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  if (child) await stopChild(child);
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('kill -9 in the middle of 200 purchases: after the restart nothing stays pending and every approved payment is credited once', async () => {
  const firstStartMs = await startApi();
  const login = await post<{ token: string }>('/auth/code/login', { username: 'member', password: 'demo1234' });
  expect(login.status).toBe(200);
  const token = login.data!.token;
  const pkg = (await get<{ data: Array<{ _id: string; tokens: number }> }>('/package/token/search', token)).data[0];
  const transactions = async () => (await get<{ total: number }>('/transactions/user/search?limit=1&offset=0', token)).total;
  // the demo data has purchases of its own
  const before = await transactions();

  // 200 purchases, each under its own key, CONCURRENCY at a time; kill -9 once KILL_AFTER have answered
  let next = 0;
  let answered = 0;
  let killedAt = 0;
  const running = child!;
  /** Sends the purchases from `next` on, CONCURRENCY at a time, each under its own key, until all are sent or `stop()`. */
  const fire = (stop: () => boolean, onAnswer: () => void) =>
    Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < PURCHASES && !stop()) {
          const key = `crash-${next++}`;
          try {
            await post(`/payment/purchase-tokens/${pkg._id}`, {}, { authorization: `Bearer ${token}`, 'idempotency-key': key });
            onAnswer();
          } catch {
            // the connection died with the API: the member never heard of this one (it may be recorded, or not)
          }
        }
      }),
    );
  await fire(
    () => killedAt > 0,
    () => {
      if (++answered !== KILL_AFTER) return;
      killedAt = Date.now();
      running.kill('SIGKILL');
    },
  );
  await exited(running);

  const afterCrash = await withDb(countByStatus);
  const recordedBeforeCrash = Object.values(afterCrash).reduce((sum, n) => sum + n, 0);
  const pendingAfterCrash = (afterCrash.pending ?? 0) + (afterCrash.charged ?? 0);

  // start again: the reconciler must finish every interrupted purchase without any retry from the member, while the
  // purchases not sent yet go through as usual
  const restartMs = await startApi();
  const readyAt = Date.now();
  const notSentBeforeCrash = PURCHASES - next;
  await fire(
    () => false,
    () => undefined,
  );
  const restSentMs = Date.now() - readyAt;
  const recorded = recordedBeforeCrash + notSentBeforeCrash;
  let settledMs = -1;
  let sinceKillMs = -1;
  while (Date.now() - readyAt < SETTLE_BOUND_MS) {
    // each finished purchase has exactly one transaction (success or failed); the member made no other
    if ((await transactions()) - before === recorded) {
      settledMs = Date.now() - readyAt;
      sinceKillMs = Date.now() - killedAt;
      break;
    }
    await sleep(100);
  }
  await stopChild(child!);
  child = null;

  const final = await withDb(async (db) => {
    const statuses = await countByStatus(db);
    const { rows: approved } = await db.query<{ n: number; credited: number }>(
      `SELECT count(*)::int AS n, count(i.id)::int AS credited FROM sandbox_gateway_payments s
       LEFT JOIN payment_intents i ON i.id = s.payment_id AND i.status = 'completed' AND i.gateway_charge_id = s.reference
       WHERE s.state = 'approved'`,
    );
    const approvedRefs = `SELECT reference FROM sandbox_gateway_payments WHERE state = 'approved'`;
    const { rows: credits } = await db.query<{ n: number; distinct_refs: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT gateway_ref)::int AS distinct_refs FROM payment_transactions
       WHERE status = 'success' AND gateway_ref IN (${approvedRefs})`,
    );
    const { rows: movements } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_movements m JOIN payment_transactions t ON t.id = m.reference
       WHERE m.type = 'token_purchase' AND t.gateway_ref IN (${approvedRefs})`,
    );
    return { statuses, approved: approved[0], credits: credits[0], movements: movements[0].n, ledger: await checkLedger(db) };
  });

  console.log(
    `purchase crash (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): first start ${firstStartMs} ms; ${answered} answered before kill -9, ` +
      `${recordedBeforeCrash} purchases recorded, ${pendingAfterCrash} pending right after the crash (${JSON.stringify(afterCrash)}), ` +
      `${notSentBeforeCrash} sent after the restart (answered within ${restSentMs} ms); ` +
      `restart ${restartMs} ms; nothing pending ${settledMs} ms after the API answered again, ${sinceKillMs} ms after the kill ` +
      `(stale window ${STALE_MS} ms); ` +
      `final ${JSON.stringify(final.statuses)}, ${final.approved.n} approved at the gateway, ${final.credits.n} credited`,
  );

  expect(pendingAfterCrash).toBeGreaterThan(0);
  expect(settledMs).toBeGreaterThanOrEqual(0);
  expect(Object.values(final.statuses).reduce((sum, n) => sum + n, 0)).toBe(recorded);
  expect(final.statuses.pending ?? 0).toBe(0);
  expect(final.statuses.charged ?? 0).toBe(0);
  // every approved payment credited, each exactly once, and nothing credited that the gateway did not approve
  expect(final.approved.credited).toBe(final.approved.n);
  expect(final.credits).toEqual({ n: final.approved.n, distinct_refs: final.approved.n });
  expect(final.movements).toBe(final.approved.n);
  expect(final.statuses.completed).toBe(final.approved.n);
  expect(final.ledger).toMatchObject({ mismatches: [], unbalancedMovements: [], negativeBalances: [], ok: true });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { AppContext } from '../../core/context';
import { openDb, type Db } from '../../db/db';
import { checkLedger } from '../money/ledger.repository';
import { call, data, newMember } from '../money/money.test-helpers';
import { dropSchema, record, sleep, socketOpener, until } from '../../../test/helpers';
import { BillingSweep, takeSweepLock } from './billing-sweep';
import { ShowBilling } from './show-billing';
import { loadStreamingConfig } from './streaming.config';
import { keepAccounts, mediaStubWithEnv, resetPerformers, type MediaStub } from './streaming.test-helpers';

// Two API processes on one database: each runs its own billing sweep. On PGlite they share the embedded
// database; with DATABASE_URL each has its own connection pool to one PostgreSQL schema.

jest.setTimeout(90_000);

const MINUTE = 400;
const REQUEST_TTL = 1500;
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `test_${crypto.randomBytes(6).toString('hex')}` : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-sweep-'));
let db: Db;
let stub: MediaStub;
const apps = new Set<FastifyInstance>();
const ids: Record<string, string> = {};
const t: Record<string, string> = {};

/** A second connection to the same database, as another process has. */
const otherDb = async () => (databaseUrl ? openDb({ databaseUrl, schema }) : db);

async function startProcess(ownDb: boolean) {
  const config = {
    dataDir,
    inMemoryDb: true,
    databaseUrl,
    databaseSchema: schema,
    logger: false,
    devMode: true,
    jwtSecret: 'test-secret',
    seedMedia: false,
  };
  // on PostgreSQL a process of its own opens (and closes) its own pool; PGlite can only be shared
  const app = await buildApp(ownDb && databaseUrl ? { config } : { db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.add(app);
  return app;
}

async function stopProcess(app: FastifyInstance) {
  apps.delete(app);
  await app.close();
}

beforeAll(async () => {
  stub = await mediaStubWithEnv({
    SHOW_MINUTE_MS: String(MINUTE),
    SHOW_SWEEP_MS: '40',
    SHOW_STALE_MS: '10000',
    PRIVATE_REQUEST_TTL_MS: String(REQUEST_TTL),
  });
  db = await openDb({ inMemory: true, databaseUrl, schema });
  const first = await startProcess(false);
  await keepAccounts(first, 'performer', ['diana', 'elena'], t, ids);
  await resetPerformers(first, [ids.diana, ids.elena]);
});
afterAll(async () => {
  for (const app of [...apps]) await stopProcess(app);
  await db.close();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
  await stub.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const [processA, processB] = [() => [...apps][0], () => [...apps][1]];

async function privateShow(app: FastifyInstance, tokens: number) {
  await call(app, 'POST', '/streaming/live', t.diana);
  const member = await newMember(app, tokens);
  const request = data(await call(app, 'POST', `/streaming/private-chat/${ids.diana}`, member.token));
  const conversationId = request.conversation._id as string;
  expect((await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.diana)).statusCode).toBe(200);
  return { member, conversationId };
}

const tokensOf = async (userId: string) => (await db.query<{ balance: number }>(`SELECT balance FROM users WHERE id = $1`, [userId])).rows[0].balance;

const charges = async (conversationId: string, userId?: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM purchased_items WHERE conversation_id = $1 AND ($2::text IS NULL OR source_id = $2)
         AND type IN ('stream_private', 'stream_group')`,
      [conversationId, userId ?? null],
    )
  ).rows[0].n;

/**
 * Every minute of the member charged exactly once: the minute keys are 1…n without a gap, as many sales and
 * billed minutes, the balance down by n minutes; his next minute is n minutes after his first one.
 */
async function expectEveryMinuteOnce(conversationId: string, userId: string, price: number, tokens: number) {
  const n = await charges(conversationId, userId);
  const { rows: keys } = await db.query<{ key: string }>(
    `SELECT key FROM idempotency_keys WHERE route = 'show-minute' AND account_id = $1 ORDER BY created_at`,
    [userId],
  );
  expect(keys.map((row) => Number(row.key.split(':').at(-1)))).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  const { rows } = await db.query<{ billed: number; spent: number; schedule_ms: number }>(
    `SELECT sp.billed_minutes AS billed, sp.tokens_spent AS spent,
       (extract(epoch FROM sp.next_charge_at - (SELECT min(created_at) FROM purchased_items WHERE conversation_id = $1 AND source_id = $2)) * 1000)::float8 AS schedule_ms
     FROM show_participants sp JOIN streams s ON s.id = sp.stream_id WHERE s.conversation_id = $1 AND sp.user_id = $2`,
    [conversationId, userId],
  );
  expect(rows[0]).toMatchObject({ billed: n, spent: n * price });
  expect(Math.abs(rows[0].schedule_ms - n * MINUTE)).toBeLessThan(MINUTE / 2);
  expect(await tokensOf(userId)).toBe(tokens - n * price);
  return n;
}

const expectLedgerOk = async () =>
  expect(await checkLedger(db)).toMatchObject({ mismatches: [], unbalancedMovements: [], negativeBalances: [], ok: true });

it('expires a private request the performer leaves unanswered, which can then no longer be accepted', async () => {
  await startProcess(true);
  const app = processA();
  await call(app, 'POST', '/streaming/live', t.elena);
  const member = await newMember(app, 1000);
  // whichever process sweeps first tells him: he listens on both
  const openers = [...apps].map((each) => socketOpener(each));
  const declined = (await Promise.all(openers.map((opener) => opener.open(member.token)))).map((socket) => record(socket, 'private-chat-rejected'));
  const request = data(await call(app, 'POST', `/streaming/private-chat/${ids.elena}`, member.token));
  const conversationId = request.conversation._id as string;
  await sleep(REQUEST_TTL / 2);
  expect(declined.flat()).toEqual([]);

  await until(() => declined.flat().length > 0, REQUEST_TTL * 3);
  await sleep(100);
  // with Redis the event reaches his sockets on both processes; without, only the one on the process that swept
  expect(declined.map((events) => events.length).sort()).toEqual(process.env.REDIS_URL ? [1, 1] : [0, 1]);
  expect(declined.flat()[0]).toEqual({ conversationId });
  const { rows } = await db.query(`SELECT status, end_reason FROM streams WHERE conversation_id = $1`, [conversationId]);
  expect(rows[0]).toEqual({ status: 'rejected', end_reason: 'expired' });
  const accept = await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.elena);
  expect(accept.statusCode).toBe(400);
  expect(accept.json().message).toBe('This private chat request is no longer pending');
  expect(await charges(conversationId)).toBe(0);
  openers.forEach((opener) => opener.closeAll());
  await call(app, 'GET', '/streaming/finish', t.elena);
});

it('charges every minute exactly once while two processes sweep the same shows', async () => {
  const [a, b] = [processA(), processB()];
  const { member, conversationId } = await privateShow(a, 1000);
  await call(b, 'POST', '/streaming/group-chat', t.elena);
  const groupMembers = [await newMember(b, 1000), await newMember(b, 1000)];
  const group = data(await call(b, 'GET', `/streaming/group-chat/${ids.elena}`, groupMembers[0].token));
  await call(a, 'GET', `/streaming/group-chat/${ids.elena}`, groupMembers[1].token);

  await until(async () => (await charges(conversationId)) >= 6, MINUTE * 20);
  await until(async () => (await charges(group.conversation._id, groupMembers[1].id)) >= 5, MINUTE * 20);
  expect(data(await call(a, 'GET', '/streaming/finish', t.diana))).toEqual({ success: true });
  expect(data(await call(b, 'GET', '/streaming/finish', t.elena))).toEqual({ success: true });
  const ended = [await charges(conversationId), await charges(group.conversation._id)];

  await sleep(MINUTE * 2);
  expect([await charges(conversationId), await charges(group.conversation._id)]).toEqual(ended);
  expect(await expectEveryMinuteOnce(conversationId, member.id, 20, 1000)).toBeGreaterThanOrEqual(6);
  for (const groupMember of groupMembers) {
    expect(await expectEveryMinuteOnce(group.conversation._id, groupMember.id, 10, 1000)).toBeGreaterThanOrEqual(5);
  }
  await expectLedgerOk();
});

it('goes on billing in the other process when the one that started the show dies, skipping and doubling no minute', async () => {
  const { member, conversationId } = await privateShow(processA(), 1000);
  await until(async () => (await charges(conversationId)) >= 2, MINUTE * 10);
  await stopProcess(processA());
  const atDeath = await charges(conversationId);

  const survivor = processA();
  await until(async () => (await charges(conversationId)) >= atDeath + 3, MINUTE * 10);
  // up to date: no minute left behind
  const { rows } = await db.query<{ behind_ms: number }>(
    `SELECT (extract(epoch FROM now() - sp.next_charge_at) * 1000)::float8 AS behind_ms
     FROM show_participants sp JOIN streams s ON s.id = sp.stream_id WHERE s.conversation_id = $1`,
    [conversationId],
  );
  expect(rows[0].behind_ms).toBeLessThan(MINUTE);
  expect(data(await call(survivor, 'GET', '/streaming/finish', t.diana))).toEqual({ success: true });
  const final = await charges(conversationId);
  await sleep(MINUTE * 2);
  expect(await charges(conversationId)).toBe(final);
  await expectEveryMinuteOnce(conversationId, member.id, 20, 1000);
  await expectLedgerOk();
});

it('lets only one of two sweeps running at the same moment charge a due minute', async () => {
  const app = processA();
  const { member, conversationId } = await privateShow(app, 1000);
  await until(async () => (await charges(conversationId)) >= 1);
  const streamId = (await db.query<{ id: string }>(`SELECT id FROM streams WHERE conversation_id = $1`, [conversationId])).rows[0].id;
  const ctx = app.ctx;
  await stopProcess(app); // no process sweeps any more but the two below

  const quiet = { emitToAccount: () => undefined } as unknown as AppContext['realtime'];
  const config = loadStreamingConfig(ctx.config);
  const stopped: string[] = [];
  const second = await otherDb();
  const sweeps = [db, second].map((each) => {
    const billing = new ShowBilling({ ...ctx, db: each, realtime: quiet }, config, {
      stop: async (_streamId, _userId, reason) => void stopped.push(reason),
      isPlaying: async () => true,
      log: () => undefined,
    });
    return new BillingSweep(each, config, billing, { requestsExpired: () => undefined, log: () => undefined });
  });

  const before = await charges(conversationId);
  for (let round = 1; round <= 4; round++) {
    await db.query(`UPDATE show_participants SET next_charge_at = now() WHERE stream_id = $1`, [streamId]);
    const runs = await Promise.all(sweeps.map((sweep) => sweep.runOnce()));
    // the other one found the lock taken (null) or the minute claimed already (0)
    expect(runs.reduce((sum, run) => sum + (run?.claimed ?? 0), 0)).toBe(1);
    expect(await charges(conversationId)).toBe(before + round);
  }
  expect(stopped).toEqual([]);
  expect(await tokensOf(member.id)).toBe(1000 - (before + 4) * 20);

  if (db.kind === 'postgres') {
    // while one process holds the sweep lock, another's sweep does nothing at all
    await db.query(`UPDATE show_participants SET next_charge_at = now() WHERE stream_id = $1`, [streamId]);
    await db.transaction(async (tx) => {
      expect(await takeSweepLock(tx)).toBe(true);
      expect(await sweeps[1].runOnce()).toBeNull();
    });
    expect(await charges(conversationId)).toBe(before + 4);
  }
  if (second !== db) await second.close();
  await db.query(`UPDATE streams SET status = 'ended', end_reason = 'finished' WHERE id = $1`, [streamId]);
  await expectLedgerOk();
});

it('charges a minute that a process took on and died with once its claim runs out, and does not close the show as stale', async () => {
  const app = await startProcess(false);
  const { member, conversationId } = await privateShow(app, 1000);
  await until(async () => (await charges(conversationId)) >= 1);
  const streamId = (await db.query<{ id: string }>(`SELECT id FROM streams WHERE conversation_id = $1`, [conversationId])).rows[0].id;
  const ctx = app.ctx;
  for (const each of [...apps]) await stopProcess(each); // no process sweeps any more but the one below

  // the defaults that follow from the length of a minute (this file's environment sets a long stale limit)
  const config = loadStreamingConfig(ctx.config, { ...process.env, SHOW_STALE_MS: undefined, SHOW_CHARGE_CLAIM_MS: undefined });
  expect(config.chargeClaimMs).toBeLessThanOrEqual(MINUTE / 2);
  const stopsAndErrors: string[] = [];
  const billing = new ShowBilling({ ...ctx, realtime: { emitToAccount: () => undefined } as unknown as AppContext['realtime'] }, config, {
    stop: async (_streamId, _userId, reason) => void stopsAndErrors.push(reason),
    isPlaying: async () => true,
    log: (message) => void stopsAndErrors.push(message),
  });
  const sweep = new BillingSweep(db, config, billing, { requestsExpired: () => undefined, log: (message) => void stopsAndErrors.push(message) });

  // the next minute is due, and a process that was killed a moment ago had claimed it
  await db.query(
    `UPDATE show_participants SET next_charge_at = now(), claimed_until = now() + make_interval(secs => $2::float8 / 1000) WHERE stream_id = $1`,
    [streamId, config.chargeClaimMs],
  );
  const before = await charges(conversationId);
  expect((await sweep.runOnce())?.claimed).toBe(0);
  await sleep(config.chargeClaimMs + 50);
  expect((await sweep.runOnce())?.claimed).toBe(1);
  expect(await charges(conversationId)).toBe(before + 1);
  expect(stopsAndErrors).toEqual([]);
  expect(await tokensOf(member.id)).toBe(1000 - (before + 1) * 20);
  await db.query(`UPDATE streams SET status = 'ended', end_reason = 'finished' WHERE id = $1`, [streamId]);
  await expectLedgerOk();
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SHOW_ENDED_MEMBER_LOW_BALANCE, SHOW_ENDED_PERFORMER_LOW_BALANCE } from '@platform/shared/contract';
import { buildApp } from '../../app';
import { openDb, type Db } from '../../db/db';
import { balance, call, data, expectLedgerConsistent, newMember } from '../money/money.test-helpers';
import { dropSchema, record, sleep, socketOpener, until } from '../../../test/helpers';
import { emitAck, keepAccounts, mediaStubWithEnv, resetPerformers, type MediaStub } from './streaming.test-helpers';

jest.setTimeout(60_000);

const MINUTE = 300;
let db: Db;
let app: FastifyInstance;
let stub: MediaStub;
let sockets: ReturnType<typeof socketOpener>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-billing-'));
const ids: Record<string, string> = {};
const t: Record<string, string> = {};
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `test_${crypto.randomBytes(6).toString('hex')}` : undefined;

// One database for every app of this file (PGlite, or PostgreSQL with DATABASE_URL), so an API restart can be played.
const start = async () => {
  const instance = await buildApp({
    db,
    config: { dataDir, inMemoryDb: true, logger: false, devMode: true, jwtSecret: 'test-secret', seedMedia: false },
  });
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return instance;
};

beforeAll(async () => {
  stub = await mediaStubWithEnv({
    SHOW_MINUTE_MS: String(MINUTE),
    // an API restart (migrations, seeding) takes seconds on a busy machine: not stale yet
    SHOW_STALE_MS: '15000',
    SHOW_PLAY_START_MS: '800',
    SHOW_PLAY_POLL_MS: '50',
    SHOW_SWEEP_MS: '30',
  });
  db = await openDb({ inMemory: true, databaseUrl, schema });
  app = await start();
  sockets = socketOpener(app);
  await keepAccounts(app, 'performer', ['diana', 'elena'], t, ids);
  await resetPerformers(app, [ids.diana, ids.elena]);
});
afterAll(async () => {
  sockets.closeAll();
  await app.close();
  await db.close();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
  await stub.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  stub.state.everyonePlays = true;
  stub.state.playing.clear();
  await call(app, 'GET', '/streaming/finish', t.diana);
  await call(app, 'GET', '/streaming/finish', t.elena);
});

/** Members still billed in the show of the conversation (none once it is over). */
const billedMembers = async (conversationId: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM show_participants sp JOIN streams s ON s.id = sp.stream_id WHERE s.conversation_id = $1 AND sp.status = 'active'`,
      [conversationId],
    )
  ).rows[0].n;

const charges = async (conversationId: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM purchased_items WHERE conversation_id = $1 AND type IN ('stream_private', 'stream_group')`,
      [conversationId],
    )
  ).rows[0].n;

async function privateShow(performer: 'diana' | 'elena', tokens: number) {
  await call(app, 'POST', '/streaming/live', t[performer]);
  const member = await newMember(app, tokens);
  const request = data(await call(app, 'POST', `/streaming/private-chat/${ids[performer]}`, member.token));
  return { member, conversationId: request.conversation._id as string };
}

it('bills a private show every minute and ends it for both sides when the member cannot pay the next one', async () => {
  const { member, conversationId } = await privateShow('diana', 50);
  const memberSocket = await sockets.open(member.token);
  const performerSocket = await sockets.open(t.diana);
  const billed = record(memberSocket, 'show-billed');
  const balances = record(memberSocket, 'balance-updated');
  const paid = record(performerSocket, 'RECEIVED_PAID_TOKEN');
  const memberEnded = record(memberSocket, 'show-ended');
  const performerEnded = record(performerSocket, 'show-ended');
  await sleep(50);
  const performerBefore = await balance(app, 'performer', ids.diana);

  const accepted = await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.diana);
  expect(accepted.statusCode).toBe(200);
  expect(await balance(app, 'user', member.id)).toBe(30); // minute 1 is paid on entering

  await until(() => memberEnded.length === 1 && performerEnded.length === 1, 4000);
  expect(memberEnded[0]).toEqual({ conversationId, reason: 'insufficient-balance', message: SHOW_ENDED_MEMBER_LOW_BALANCE });
  expect(performerEnded[0]).toEqual({ conversationId, reason: 'insufficient-balance', message: SHOW_ENDED_PERFORMER_LOW_BALANCE });
  expect(billed).toEqual([
    { conversationId, minute: 1, token: 20, balance: 30 },
    { conversationId, minute: 2, token: 20, balance: 10 },
  ]);
  expect(balances.at(-1)).toEqual({ balance: 10 });
  expect(paid).toHaveLength(2);
  expect(paid[0]).toMatchObject({ conversationId, token: 20, netPrice: expect.any(Number) });
  expect(await balance(app, 'user', member.id)).toBe(10);
  expect(await balance(app, 'performer', ids.diana)).toBe(performerBefore + paid[0].netPrice + paid[1].netPrice);
  expect(await charges(conversationId)).toBe(2);
  expect(data(await call(app, 'GET', `/streaming/status/${ids.diana}`)).streamingStatus).toBe('public');
  expect(await billedMembers(conversationId)).toBe(0);
  expect(app.ctx.streaming.billing.chargesInFlight).toBe(0);
  await sleep(MINUTE * 2);
  expect(await charges(conversationId)).toBe(2);
  await expectLedgerConsistent(app);
});

it('charges nothing after the performer finishes, and a member leaving a group show stops only her billing', async () => {
  await call(app, 'POST', '/streaming/group-chat', t.elena);
  const stayer = await newMember(app, 1000);
  const leaver = await newMember(app, 1000);
  const group = data(await call(app, 'GET', `/streaming/group-chat/${ids.elena}`, stayer.token));
  await call(app, 'GET', `/streaming/group-chat/${ids.elena}`, leaver.token);
  const conversationId = group.conversation._id;
  const leaverSocket = await sockets.open(leaver.token);
  const performerSocket = await sockets.open(t.elena);
  const memberLeft = record(performerSocket, 'show-member-left');
  expect((await emitAck(leaverSocket, 'JOIN_ROOM', { conversationId })).ok).toBe(true);
  await until(async () => (await balance(app, 'user', stayer.id)) <= 980, 3000); // minute 2 billed
  expect((await emitAck(leaverSocket, 'LEAVE_ROOM', { conversationId })).ok).toBe(true);
  await until(() => memberLeft.length === 1);
  expect(memberLeft[0]).toMatchObject({ conversationId, userId: leaver.id, reason: 'member-left' });
  const leaverBalance = await balance(app, 'user', leaver.id);

  await until(async () => (await balance(app, 'user', stayer.id)) <= 970, 3000); // the stayer keeps paying
  expect(await balance(app, 'user', leaver.id)).toBe(leaverBalance);

  expect(data(await call(app, 'GET', '/streaming/finish', t.elena))).toEqual({ success: true });
  const after = await balance(app, 'user', stayer.id);
  expect(await billedMembers(conversationId)).toBe(0);
  expect(app.ctx.streaming.billing.chargesInFlight).toBe(0);
  await sleep(MINUTE * 3);
  expect(await balance(app, 'user', stayer.id)).toBe(after);
  const { rows } = await db.query<{ billed: number; spent: number }>(
    `SELECT billed_minutes AS billed, tokens_spent AS spent FROM show_participants sp JOIN streams s ON s.id = sp.stream_id
     WHERE s.conversation_id = $1 AND sp.user_id = $2`,
    [conversationId, stayer.id],
  );
  expect(rows[0].spent).toBe(1000 - after);
  expect(rows[0].spent).toBe(rows[0].billed * 10);
  await expectLedgerConsistent(app);
});

it('refuses to accept when the member can no longer pay the first minute', async () => {
  const { member, conversationId } = await privateShow('diana', 25);
  // the member spends her tokens elsewhere while the request waits
  expect((await call(app, 'POST', `/member/send-tip-token/${ids.elena}`, member.token, { token: 20 })).statusCode).toBe(200);
  const res = await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.diana);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe("The member's balance is too low for a private show.");
  expect(await charges(conversationId)).toBe(0);
});

it('resumes billing after an API restart without charging a minute twice, and closes stale shows', async () => {
  const { member, conversationId } = await privateShow('diana', 1000);
  await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.diana);
  await until(async () => (await charges(conversationId)) >= 2, 8000);
  sockets.closeAll();
  await app.close(); // the database stays

  app = await start();
  sockets = socketOpener(app);
  await until(async () => (await charges(conversationId)) >= 4, 8000);
  const { rows } = await db.query<{ billed: number; spent: number }>(
    `SELECT sp.billed_minutes AS billed, sp.tokens_spent AS spent FROM show_participants sp JOIN streams s ON s.id = sp.stream_id WHERE s.conversation_id = $1`,
    [conversationId],
  );
  const count = await charges(conversationId);
  expect(rows[0].billed).toBeGreaterThanOrEqual(count - 1); // a charge may be in flight
  const { rows: minutes } = await db.query<{ n: number; distinct_items: number }>(
    `SELECT count(*)::int AS n FROM purchased_items WHERE conversation_id = $1`,
    [conversationId],
  );
  expect(minutes[0].n).toBe(count);
  expect(1000 - (await balance(app, 'user', member.id))).toBe(count * 20);

  // an API that stayed down too long: the show is closed, not billed for the gap
  sockets.closeAll();
  await app.close();
  await db.query(`UPDATE show_participants SET next_charge_at = now() - interval '1 hour' WHERE status = 'active'`);
  const before = await charges(conversationId);
  app = await start();
  sockets = socketOpener(app);
  await sleep(MINUTE * 2);
  expect(await charges(conversationId)).toBe(before);
  const { rows: stream } = await db.query<{ status: string; end_reason: string }>(
    `SELECT status, end_reason FROM streams WHERE conversation_id = $1`,
    [conversationId],
  );
  expect(stream[0]).toEqual({ status: 'ended', end_reason: 'stale' });
  await expectLedgerConsistent(app);
});

describe('only minutes that play are billed', () => {
  const watching = (userId: string, on: boolean) => (on ? stub.state.playing.add(`user:${userId}`) : stub.state.playing.delete(`user:${userId}`));

  it("charges nothing and tells both sides when the member's video never starts", async () => {
    stub.state.everyonePlays = false;
    const { member, conversationId } = await privateShow('diana', 1000);
    const memberSocket = await sockets.open(member.token);
    const performerSocket = await sockets.open(t.diana);
    const memberEnded = record(memberSocket, 'show-ended');
    const performerEnded = record(performerSocket, 'show-ended');
    await sleep(50);
    expect((await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.diana)).statusCode).toBe(200);
    expect(await balance(app, 'user', member.id)).toBe(1000);

    await until(() => memberEnded.length === 1 && performerEnded.length === 1, 4000);
    expect(memberEnded[0]).toMatchObject({ conversationId, reason: 'video-not-started', message: expect.stringContaining('No tokens were charged') });
    expect(performerEnded[0]).toMatchObject({ conversationId, reason: 'video-not-started', message: expect.stringContaining('Nothing was charged') });
    expect(await charges(conversationId)).toBe(0);
    expect(await balance(app, 'user', member.id)).toBe(1000);
    expect(data(await call(app, 'GET', `/streaming/status/${ids.diana}`)).streamingStatus).toBe('public');
    expect(await billedMembers(conversationId)).toBe(0);
  });

  it('starts billing when the video plays, pauses while it does not, and ends the membership when it does not come back', async () => {
    stub.state.everyonePlays = false;
    const { member, conversationId } = await privateShow('diana', 1000);
    const memberSocket = await sockets.open(member.token);
    const memberEnded = record(memberSocket, 'show-ended');
    await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.diana);
    await sleep(300);
    expect(await charges(conversationId)).toBe(0); // accepted, but nothing plays yet

    watching(member.id, true);
    await until(async () => (await charges(conversationId)) === 1, 2000);
    const asked = stub.calls.filter((c) => c.url.includes('/players?'));
    expect(asked.at(-1)!.url).toContain(`subscriberId=${encodeURIComponent(`user:${member.id}`)}`);
    await until(async () => (await charges(conversationId)) >= 2, 2000);

    watching(member.id, false);
    const paused = await charges(conversationId);
    await sleep(MINUTE * 2);
    expect(await charges(conversationId)).toBeLessThanOrEqual(paused + 1); // at most a charge already due
    const afterPause = await charges(conversationId);
    watching(member.id, true);
    await until(async () => (await charges(conversationId)) > afterPause, 2000); // back: a new minute starts

    watching(member.id, false);
    await until(() => memberEnded.length === 1, 4000);
    expect(memberEnded[0]).toMatchObject({ conversationId, reason: 'video-lost' });
    const final = await charges(conversationId);
    expect(1000 - (await balance(app, 'user', member.id))).toBe(final * 20);
    await sleep(MINUTE * 2);
    expect(await charges(conversationId)).toBe(final);
    await expectLedgerConsistent(app);
  });

  it('gives a party of a private show a play token that names him, with secureOption off', async () => {
    const { member, conversationId } = await privateShow('diana', 1000);
    const accepted = data(await call(app, 'POST', `/streaming/private-chat/accept/${conversationId}`, t.diana));
    const token = await call(app, 'POST', '/streaming/token', member.token, { id: accepted.sessionId, type: 'play' });
    expect(token.statusCode).toBe(200);
    expect(stub.calls.at(-1)!.url).toContain(`subscriberId=${encodeURIComponent(`user:${member.id}`)}`);
    const stranger = await newMember(app, 10);
    expect((await call(app, 'POST', '/streaming/token', stranger.token, { id: accepted.sessionId, type: 'play' })).statusCode).toBe(403);
    // a public show is still played without tokens while secureOption is off
    const live = data(await call(app, 'POST', '/streaming/live', t.elena));
    expect((await call(app, 'POST', '/streaming/token', member.token, { id: live.sessionId, type: 'play' })).statusCode).toBe(400);
  });
});

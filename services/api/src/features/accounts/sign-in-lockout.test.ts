import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OutboxMail } from '@platform/shared/contract';
import { buildApp } from '../../app';
import { openDb, type Db } from '../../db/db';
import { createTestApp, json } from '../../../test/helpers';
import { ADDRESS_POLICY, NEW_ADDRESSES_POLICY } from './sign-in-lockout';

// Sign-in waits an attacker cannot aim at the owner: counted per (login, address), shared by every API process.

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const OWNER_ADDRESS = '198.51.100.10';
const ATTACKER = '203.0.113.66';

const signIn = (username: string, password: string, remoteAddress: string, on = app, url = '/auth/code/login') =>
  on.inject({ method: 'POST', url, payload: { username, password }, remoteAddress });

let registered = 0;
/** A fresh member (password `secret123`) who signed in once from OWNER_ADDRESS: that is his usual address. */
async function newMember() {
  registered += 1;
  const username = `owner${registered}`;
  const email = `${username}@example.com`;
  const res = await app.inject({ method: 'POST', url: '/auth/users/register', payload: { username, email, password: 'secret123' } });
  expect(res.statusCode).toBe(200);
  expect((await signIn(username, 'secret123', OWNER_ADDRESS)).statusCode).toBe(200);
  return { username, email };
}

/** What a caller sees of an answer: status, body and Retry-After. */
const seen = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: json(res), retryAfter: res.headers['retry-after'] });

const INCORRECT = { statusCode: 400, message: 'Incorrect username or password', error: 'Bad Request' };

function expectWaiting(res: LightMyRequestResponse, atMostSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(json(res).message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes?\.$/);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
  return retryAfter;
}

/** Time passes: every running wait of this login ends now (the counts stay). */
const endWaits = (username: string) =>
  app.ctx.db.query(`UPDATE sign_in_failures SET blocked_until = now() - interval '1 second' WHERE login_key = $1`, [
    app.ctx.signInKeys.login('user', username),
  ]);

async function emailedCode(email: string) {
  expect((await app.inject({ method: 'POST', url: '/auth/code/send', payload: { email } })).statusCode).toBe(200);
  const mails = json<{ data: OutboxMail[] }>(await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` })).data;
  return /login code: (\d{6})/.exec(mails[0].subject)![1];
}

describe('an attacker cannot lock the owner out', () => {
  it('20 failures from one address: that address waits, the owner at his usual address signs in', async () => {
    const { username } = await newMember();
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push((await signIn(username, `guess-${i}`, ATTACKER)).statusCode);
    expect(answers).toEqual([...Array(ADDRESS_POLICY.free).fill(400), ...Array(20 - ADDRESS_POLICY.free).fill(429)]);
    // even the right password waits at the attacker's address
    expectWaiting(await signIn(username, 'secret123', ATTACKER), ADDRESS_POLICY.baseSeconds);
    expect((await signIn(username, 'secret123', OWNER_ADDRESS)).statusCode).toBe(200);
  });

  it('failures from many addresses: new addresses wait, the usual one does not, and an e-mailed code works anywhere', async () => {
    const { username, email } = await newMember();
    const addresses = Array.from({ length: 6 }, (_, i) => `203.0.113.${100 + i}`);
    for (const address of addresses) {
      for (let i = 0; i < ADDRESS_POLICY.free; i += 1) await signIn(username, `guess-${i}`, address);
    }
    // more than NEW_ADDRESSES_POLICY.free failures from addresses that are not his usual ones
    expect(addresses.length * ADDRESS_POLICY.free).toBeGreaterThan(NEW_ADDRESSES_POLICY.free);
    const travelling = '192.0.2.44';
    expectWaiting(await signIn(username, 'secret123', travelling), NEW_ADDRESSES_POLICY.baseSeconds);
    expect((await signIn(username, 'secret123', OWNER_ADDRESS)).statusCode).toBe(200);
    // the e-mailed code gets him in from the new address too, once (it is used up)
    const code = await emailedCode(email);
    expect((await signIn(username, code, travelling)).statusCode).toBe(200);
    expect(seen(await signIn(username, code, travelling)).body).toEqual(INCORRECT);
    // the attacker's next new address still waits
    expectWaiting(await signIn(username, 'secret123', '203.0.113.99'), NEW_ADDRESSES_POLICY.baseSeconds);
  });

  it('a waiting address cannot guess e-mailed codes either: they wait after the same number of tries', async () => {
    const { username, email } = await newMember();
    for (let i = 0; i < 10; i += 1) await signIn(username, `guess-${i}`, ATTACKER);
    const code = await emailedCode(email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    const answers = [];
    for (let i = 0; i < ADDRESS_POLICY.free + 1; i += 1) answers.push((await signIn(username, wrongCode, ATTACKER)).statusCode);
    expect(answers).toEqual(Array(ADDRESS_POLICY.free + 1).fill(429));
    // after those tries even the right code waits at that address; the owner's own address is untouched
    expectWaiting(await signIn(username, code, ATTACKER), ADDRESS_POLICY.baseSeconds);
    expect((await signIn(username, code, OWNER_ADDRESS)).statusCode).toBe(200);
  });
});

describe('growing waits', () => {
  it('5 failures are free, then the wait doubles with each failure', async () => {
    const { username } = await newMember();
    for (let i = 0; i < ADDRESS_POLICY.free; i += 1) expect(seen(await signIn(username, `guess-${i}`, ATTACKER)).body).toEqual(INCORRECT);
    const waits = [expectWaiting(await signIn(username, 'guess', ATTACKER), ADDRESS_POLICY.baseSeconds)];
    for (let round = 1; round <= 3; round += 1) {
      await endWaits(username);
      expect(seen(await signIn(username, `guess-again-${round}`, ATTACKER)).body).toEqual(INCORRECT);
      waits.push(expectWaiting(await signIn(username, 'guess', ATTACKER), ADDRESS_POLICY.baseSeconds * 2 ** round));
    }
    console.log(`sign-in waits after failures 5..8 from one address (s): ${waits.join(', ')}`);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThan(waits[i - 1]);
  });

  it('the waits stop growing at the cap', async () => {
    const { username } = await newMember();
    for (let i = 0; i < 14; i += 1) {
      await endWaits(username);
      await signIn(username, `guess-${i}`, ATTACKER);
    }
    expectWaiting(await signIn(username, 'guess', ATTACKER), ADDRESS_POLICY.capSeconds);
    const left = await app.ctx.db.query<{ seconds: string }>(
      `SELECT EXTRACT(EPOCH FROM (blocked_until - now())) AS seconds FROM sign_in_failures WHERE login_key = $1 AND client_key = $2`,
      [app.ctx.signInKeys.login('user', username), app.ctx.signInKeys.client(ATTACKER)],
    );
    expect(Number(left.rows[0].seconds)).toBeGreaterThan(ADDRESS_POLICY.capSeconds - 60);
  });

  it('a right password before the free failures are used up starts the count again', async () => {
    const { username } = await newMember();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < ADDRESS_POLICY.free - 1; i += 1) expect((await signIn(username, 'nope-nope', OWNER_ADDRESS)).statusCode).toBe(400);
      expect((await signIn(username, 'secret123', OWNER_ADDRESS)).statusCode).toBe(200);
    }
  });

  it.each([
    ['performer', '/auth/performers/login', 'kira'],
    ['studio', '/auth/studio/login', 'studio'],
  ] as const)('%s sign-in waits the same way', async (_role, url, username) => {
    for (let i = 0; i < ADDRESS_POLICY.free; i += 1) expect((await signIn(username, `guess-${i}`, ATTACKER, app, url)).statusCode).toBe(400);
    expectWaiting(await signIn(username, 'demo1234', ATTACKER, app, url), ADDRESS_POLICY.baseSeconds);
    expect((await signIn(username, 'demo1234', OWNER_ADDRESS, app, url)).statusCode).toBe(200);
  });
});

describe('a name that exists and one that does not', () => {
  it('get the same answers at every step, from one address and from many', async () => {
    const { username } = await newMember();
    const script = async (name: string) => {
      const answers: Array<ReturnType<typeof seen>> = [];
      const times: number[] = [];
      const timed = async (password: string, address: string) => {
        const started = performance.now();
        answers.push(seen(await signIn(name, password, address)));
        times.push(performance.now() - started);
      };
      for (let i = 0; i < 8; i += 1) await timed(`guess-${i}`, '203.0.113.200');
      for (let a = 0; a < 5; a += 1) {
        for (let i = 0; i < 4; i += 1) await timed(`guess-${i}`, `203.0.113.${210 + a}`);
      }
      return { answers, ms: times.sort((x, y) => x - y)[times.length >> 1] };
    };
    const real = await script(username);
    const unknown = await script('nobody-by-this-name');
    expect(unknown.answers).toEqual(real.answers);
    expect(real.answers.map((a) => a.status)).toContain(429);
    console.log(`median answer time over 28 sign-ins: existing name ${real.ms.toFixed(1)} ms, unknown name ${unknown.ms.toFixed(1)} ms`);
  });

  it('the failure tables hold neither names nor addresses', async () => {
    await signIn('secret-name-xyz', 'wrong-password', '203.0.113.250');
    const { rows } = await app.ctx.db.query<{ row: string }>(
      `SELECT row_to_json(f)::text AS row FROM sign_in_failures f UNION ALL SELECT row_to_json(a)::text FROM sign_in_addresses a`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) {
      expect(row).not.toMatch(/secret-name-xyz|owner\d|203\.0\.113|198\.51\.100|kira|studio/);
    }
  });
});

describe('two API processes on one database', () => {
  let second: FastifyInstance;
  let secondDb: Db | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-lockout-'));

  beforeAll(async () => {
    const { databaseUrl, databaseSchema } = app.ctx.config;
    const config = {
      dataDir,
      inMemoryDb: true,
      databaseUrl,
      databaseSchema,
      logger: false,
      devMode: true,
      jwtSecret: 'test-secret',
      rateLimits: false,
      seedMedia: false,
    };
    // on PostgreSQL the second process has its own connection pool; PGlite can only be shared
    if (databaseUrl) secondDb = await openDb({ databaseUrl, schema: databaseSchema });
    second = await buildApp({ db: secondDb ?? app.ctx.db, config });
  });
  afterAll(async () => {
    await second.close();
    await secondDb?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['an existing name', true],
    ['an unknown name', false],
  ])('share the counts of %s', async (_what, exists) => {
    const username = exists ? (await newMember()).username : `ghost${registered}`;
    const address = exists ? '203.0.113.31' : '203.0.113.32';
    const answers = [];
    for (let i = 0; i < ADDRESS_POLICY.free + 2; i += 1)
      answers.push((await signIn(username, `guess-${i}`, address, i % 2 ? second : app)).statusCode);
    expect(answers).toEqual([...Array(ADDRESS_POLICY.free).fill(400), 429, 429]);
  });
});

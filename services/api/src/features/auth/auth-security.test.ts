import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import jwt from 'jsonwebtoken';
import type { OutboxMail } from '@platform/shared/contract';
import { bearer, changePassword, createTestApp, json, login } from '../../../test/helpers';

// Each test is an attack on sign-in, tokens or logout, and asserts that it is refused.

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const SESSION_ENDED = { statusCode: 401, message: 'Your session has ended. Please sign in again.', error: 'Unauthorized' };

const outbox = async (to: string) =>
  json<{ data: OutboxMail[] }>(await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).data;
const me = (token: string) => app.inject({ method: 'GET', url: '/users/me', headers: bearer(token) });
const post = (url: string, payload?: object, token?: string) => app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

let registered = 0;
/** A fresh member (password `secret123`), so each attack starts from a clean account. */
async function newMember() {
  registered += 1;
  const username = `victim${registered}`;
  const email = `${username}@example.com`;
  const res = await post('/auth/users/register', { username, email, password: 'secret123' });
  expect(res.statusCode).toBe(200);
  return { username, email, token: await login(app, 'user', username, 'secret123') };
}

function expectLocked(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(json(res)).toEqual({ statusCode: 429, message: 'Too many failed sign-ins. Try again in 1 minute.', error: 'Too Many Requests' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('no secret in an answer', () => {
  it('POST /auth/code/send never answers the code; the code only arrives by e-mail', async () => {
    const res = await post('/auth/code/send', { email: 'member@demo.local' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ email: 'member@demo.local', sent: true });
    const code = /login code: (\d{6})/.exec((await outbox('member@demo.local'))[0].subject)![1];
    expect(res.body).not.toContain(code);
  });
});

describe('sign-in waits after 5 failed sign-ins from one address (more in sign-in-lockout.test.ts)', () => {
  const failureRow = async (source: 'user' | 'performer' | 'studio', username: string) =>
    (
      await app.ctx.db.query<{ failed_count: number; blocked_until: Date | null }>(
        'SELECT failed_count, blocked_until FROM sign_in_failures WHERE login_key = $1 AND client_key = $2',
        [app.ctx.signInKeys.login(source, username), app.ctx.signInKeys.client('127.0.0.1')],
      )
    ).rows[0];

  it.each([
    ['member', '/auth/code/login', 'user'],
    ['performer', '/auth/performers/login', 'performer'],
    ['studio', '/auth/studio/login', 'studio'],
  ] as const)('%s: the 6th attempt is refused with 429 even with the right password', async (_role, url, source) => {
    const username = source === 'user' ? (await newMember()).username : source === 'performer' ? 'kira' : 'studio';
    const password = source === 'user' ? 'secret123' : 'demo1234';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(url, { username, password: `wrong-${i}` });
      expect(wrong.statusCode).toBe(400);
    }
    expectLocked(await post(url, { username, password }));
    const row = await failureRow(source, username);
    expect(row.failed_count).toBe(5);
    expect(new Date(row.blocked_until!).getTime()).toBeGreaterThan(Date.now());
    // once the wait is over, the right password signs in and the count starts again from zero
    await app.ctx.db.query(`UPDATE sign_in_failures SET blocked_until = now() - interval '1 second'`);
    expect((await post(url, { username, password })).statusCode).toBe(200);
    expect(await failureRow(source, username)).toBeUndefined();
  });

  it('wrong e-mailed codes count too, across the member routes; a waiting address can still use a valid code', async () => {
    const { username, email } = await newMember();
    for (let i = 0; i < 5; i += 1) {
      const url = i % 2 ? '/auth/users/login' : '/auth/code/login';
      expect((await post(url, { username: email, password: String(100000 + i) })).statusCode).toBe(400);
    }
    expectLocked(await post('/auth/users/login', { username, password: 'secret123' }));
    // the e-mailed code is the owner's way in while his address waits
    await post('/auth/code/send', { email });
    const code = /login code: (\d{6})/.exec((await outbox(email))[0].subject)![1];
    expect((await post('/auth/users/login', { username, password: code })).statusCode).toBe(200);
  });

  it('a success before the 5th failure resets the count', async () => {
    const { username } = await newMember();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) expect((await post('/auth/code/login', { username, password: 'nope-nope' })).statusCode).toBe(400);
      expect((await post('/auth/code/login', { username, password: 'secret123' })).statusCode).toBe(200);
    }
  });

  it('unknown usernames get the same answers, and their count names nobody', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/auth/code/login', { username: 'nobody-here', password: 'wrong-password' });
      expect(json(res)).toEqual({ statusCode: 400, message: 'Incorrect username or password', error: 'Bad Request' });
    }
    expectLocked(await post('/auth/code/login', { username: 'nobody-here', password: 'wrong-password' }));
    expect((await failureRow('user', 'nobody-here')).failed_count).toBe(5);
    const rows = await app.ctx.db.query<{ login_key: string }>('SELECT login_key FROM sign_in_failures');
    expect(rows.rows.some((row) => row.login_key.includes('nobody'))).toBe(false);
  });
});

describe('forgot password does not tell which e-mails exist', () => {
  it('answers a known and an unknown e-mail alike, and mails only the known one', async () => {
    const known = await post('/auth/users/forgot', { email: 'CARMEN@demo.local', type: 'performer' });
    const unknown = await post('/auth/users/forgot', { email: 'CARMEN@nowhere.test', type: 'performer' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    // the answer only echoes what was typed, never the stored address
    expect(json(known)).toEqual({ status: 0, data: { email: 'CARMEN@demo.local', sent: true } });
    expect(json(unknown)).toEqual({ status: 0, data: { email: 'CARMEN@nowhere.test', sent: true } });
    expect(await outbox('carmen@nowhere.test')).toHaveLength(0);
    expect((await outbox('carmen@demo.local'))[0].template).toBe('forgot-password');
  });
});

describe('token versions: password change, password reset, sign out everywhere', () => {
  it('changing the password needs the current one; a wrong one changes nothing', async () => {
    const { username, token } = await newMember();
    const wrong = await changePassword(app, token, { currentPassword: 'not-my-password', password: 'hijacked1' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ statusCode: 400, message: 'The current password is incorrect.', error: 'Bad Request' });
    const missing = await changePassword(app, token, { password: 'hijacked1' });
    expect(missing.statusCode).toBe(400);
    await expect(login(app, 'user', username, 'hijacked1')).rejects.toThrow();
    expect((await me(token)).statusCode).toBe(200);
  });

  it('a password change ends every earlier token and answers a new one', async () => {
    const { username, token } = await newMember();
    const otherDevice = await login(app, 'user', username, 'secret123');
    const res = await changePassword(app, token, { currentPassword: 'secret123', password: 'brand-new-1' });
    expect(res.statusCode).toBe(200);
    const fresh = json(res).data.token as string;
    for (const old of [token, otherDevice]) {
      const refused = await me(old);
      expect(refused.statusCode).toBe(401);
      expect(json(refused)).toEqual(SESSION_ENDED);
    }
    expect((await me(fresh)).statusCode).toBe(200);
    await expect(login(app, 'user', username, 'brand-new-1')).resolves.toEqual(expect.any(String));
  });

  it('a password reset from the e-mailed link ends every earlier token', async () => {
    const { email, token } = await newMember();
    await post('/auth/users/forgot', { email, type: 'user' });
    const resetToken = new URL((await outbox(email))[0].links[0]).searchParams.get('token')!;
    expect((await post('/auth/password-change', { token: resetToken, password: 'after-reset-1' })).statusCode).toBe(200);
    expect(json(await me(token))).toEqual(SESSION_ENDED);
  });

  it('POST /auth/logout-all ends every token of the account, also on the other routes', async () => {
    const performerTokens = [await login(app, 'performer', 'lola'), await login(app, 'performer', 'lola')];
    expect((await post('/auth/logout-all', undefined, performerTokens[0])).statusCode).toBe(200);
    for (const token of performerTokens) {
      const res = await app.inject({ method: 'GET', url: '/performers/me', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual(SESSION_ENDED);
    }
    // the session cookie carries the same token and is refused alike
    const byCookie = await app.inject({ method: 'GET', url: '/performers/me', headers: { cookie: `token=${performerTokens[1]}` } });
    expect(byCookie.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/performers/me', headers: bearer(await login(app, 'performer', 'lola')) })).statusCode).toBe(200);
    expect((await post('/auth/logout-all')).statusCode).toBe(403);
  });
});

describe('POST /auth/logout', () => {
  it("ends that one token server-side; the account's other tokens keep working", async () => {
    const { username, token } = await newMember();
    const other = await login(app, 'user', username, 'secret123');
    const res = await post('/auth/logout', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 0, data: true });
    expect(json(await me(token))).toEqual(SESSION_ENDED);
    expect((await post('/auth/logout', undefined, token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    const { jti, exp } = jwt.decode(token) as { jti: string; exp: number };
    const row = (await app.ctx.db.query<{ expires_at: Date }>('SELECT expires_at FROM revoked_tokens WHERE jti = $1', [jti])).rows[0];
    expect(new Date(row.expires_at).getTime()).toBe(exp * 1000);
  });

  it('prunes revoked tokens that have expired anyway', async () => {
    await app.ctx.db.query(`INSERT INTO revoked_tokens (jti, expires_at) VALUES ('long-gone', now() - interval '1 day')`);
    const { token } = await newMember();
    await post('/auth/logout', undefined, token);
    expect((await app.ctx.db.query(`SELECT 1 FROM revoked_tokens WHERE jti = 'long-gone'`)).rows).toHaveLength(0);
  });

  it('without a token is refused', async () => {
    expect((await post('/auth/logout')).statusCode).toBe(403);
  });
});

describe('the JWT algorithm is pinned to HS256', () => {
  const claimsOf = (token: string) => jwt.decode(token) as Record<string, unknown>;
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('issues HS256 tokens with a version and an id', async () => {
    const token = await login(app, 'user', 'member');
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claimsOf(token)).toMatchObject({ ver: expect.any(Number), jti: expect.any(String) });
  });

  it('refuses a token with alg none', async () => {
    const claims = claimsOf(await login(app, 'user', 'member'));
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect((await me(unsigned)).statusCode).toBe(403);
  });

  it('refuses a token signed with another algorithm, even with the right secret', async () => {
    const { iat: _iat, exp: _exp, ...claims } = claimsOf(await login(app, 'user', 'member'));
    const hs512 = jwt.sign(claims, 'test-secret', { algorithm: 'HS512', expiresIn: '1h' });
    expect((await me(hs512)).statusCode).toBe(403);
    const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs256 = jwt.sign(claims, privateKey, { algorithm: 'RS256', expiresIn: '1h' });
    expect((await me(rs256)).statusCode).toBe(403);
    // the classic confusion: HS256 keyed with what an RS256 verifier would take as the public key
    const confused = jwt.sign(claims, publicKey.export({ type: 'spki', format: 'pem' }).toString(), { algorithm: 'HS256', expiresIn: '1h' });
    expect((await me(confused)).statusCode).toBe(403);
  });

  it('refuses an HS256 token that carries no version or id (it could never be ended)', async () => {
    const { authId, source, sourceId } = claimsOf(await login(app, 'user', 'member'));
    const legacy = jwt.sign({ authId, source, sourceId }, 'test-secret', { algorithm: 'HS256', expiresIn: '1h' });
    expect((await me(legacy)).statusCode).toBe(403);
  });
});

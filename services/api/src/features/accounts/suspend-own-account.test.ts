import type { FastifyInstance } from 'fastify';
import { createTestApp, login, socketOpener, until } from '../../../test/helpers';
import { GATEWAY, postMovement } from '../money/ledger.repository';
import { balance, call, data, idOf, tokenFor } from '../money/money.test-helpers';

// Members and performers suspend their own account with their password: wrong password, nothing changes;
// right password, the account is inactive, every session ends, it cannot sign in and is gone from lists, and
// its money stays where it was.

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;

let sockets: ReturnType<typeof socketOpener>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  sockets = socketOpener(app);
  admin = await tokenFor(app, 'user', 'admin');
});
afterAll(async () => {
  sockets.closeAll();
  await close();
});

const ledgerRows = async (kind: string, id: string) =>
  (await app.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE account_kind = $1 AND account_id = $2`, [kind, id]))
    .rows[0].n;

async function registerMember(username: string, password: string) {
  const res = await call(app, 'POST', '/auth/users/register', undefined, { username, email: `${username}@example.com`, password });
  expect(res.statusCode).toBe(200);
  const id = data(res)._id as string;
  // 100 tokens to spend, through the ledger
  await app.ctx.db.transaction((tx) =>
    postMovement(tx, {
      type: 'opening_balance',
      postings: [
        { account: GATEWAY, amount: -100 },
        { account: { kind: 'user', id }, amount: 100 },
      ],
    }),
  );
  return { id, token: await login(app, 'user', username, password) };
}

describe('a member suspends his account', () => {
  it('is refused with a wrong password and nothing changes', async () => {
    const member = await registerMember('suspendwrong', 'secret123');
    const res = await call(app, 'POST', '/users/suspend-account', member.token, { password: 'not-it' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The password is incorrect. Your account was not suspended.');
    expect(data(await call(app, 'GET', '/users/me', member.token))).toMatchObject({ status: 'active', balance: 100 });
    expect((await call(app, 'POST', '/users/suspend-account', member.token, {})).statusCode).toBe(400);
  });

  it('with the right password: sessions end, sign-in is refused, he is gone from lists, his money stays', async () => {
    const member = await registerMember('suspendme', 'secret123');
    const anna = await idOf(app, 'performer', 'anna');
    expect((await call(app, 'POST', `/member/send-tip-token/${anna}`, member.token, { token: 30 })).statusCode).toBe(200);
    const entries = await ledgerRows('user', member.id);
    const annaToken = await tokenFor(app, 'performer', 'anna');
    const annaSees = async () =>
      data(await call(app, 'GET', '/users/search?q=suspendme', annaToken)).data.map((u: { username: string }) => u.username);
    expect(await annaSees()).toEqual(['suspendme']);

    // two open tabs of his
    const tabs = await Promise.all([sockets.open(member.token), sockets.open(member.token)]);
    const res = await call(app, 'POST', '/users/suspend-account', member.token, { password: 'secret123' });
    expect(res.statusCode).toBe(200);
    await until(() => tabs.every((socket) => !socket.connected));
    expect(data(res)).toEqual({ success: true, status: 'inactive' });

    // the token he used no longer opens anything
    expect((await call(app, 'GET', '/users/me', member.token)).statusCode).toBe(403);
    const signIn = await call(app, 'POST', '/auth/code/login', undefined, { username: 'suspendme', password: 'secret123' });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe('This account has been deactivated');
    // gone from the performer's list; the admin still sees him, suspended, with his balance and ledger untouched
    expect(await annaSees()).toEqual([]);
    expect(data(await call(app, 'GET', `/users/view/${member.id}`, admin))).toMatchObject({ status: 'inactive', balance: 70 });
    expect(await balance(app, 'user', member.id)).toBe(70);
    expect(await ledgerRows('user', member.id)).toBe(entries);
  });
});

describe('a performer suspends her account', () => {
  it('needs her password; then she cannot sign in and disappears from search and her profile', async () => {
    const bella = await tokenFor(app, 'performer', 'bella');
    const bellaId = await idOf(app, 'performer', 'bella');
    const before = await balance(app, 'performer', bellaId);
    const names = async () => data(await call(app, 'GET', '/performers/search?q=bella')).data.map((p: { username: string }) => p.username);
    expect(await names()).toContain('bella');

    const wrong = await call(app, 'POST', '/performers/suspend-account', bella, { password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The password is incorrect. Your account was not suspended.');
    expect(await names()).toContain('bella');
    expect(data(await call(app, 'GET', '/performers/me', bella)).status).toBe('active');

    expect(data(await call(app, 'POST', '/performers/suspend-account', bella, { password: 'demo1234' }))).toEqual({
      success: true,
      status: 'inactive',
    });
    expect((await call(app, 'GET', '/performers/me', bella)).statusCode).toBe(403);
    expect(await names()).not.toContain('bella');
    expect((await call(app, 'GET', '/performers/bella/view')).statusCode).toBe(404);
    const signIn = await call(app, 'POST', '/auth/performers/login', undefined, { username: 'bella', password: 'demo1234' });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe('This account has been deactivated');
    expect(await balance(app, 'performer', bellaId)).toBe(before);
  });

  it('is for the account itself only', async () => {
    expect((await call(app, 'POST', '/performers/suspend-account', undefined, { password: 'demo1234' })).statusCode).toBe(403);
    const member = await tokenFor(app, 'user', 'member');
    expect((await call(app, 'POST', '/performers/suspend-account', member, { password: 'demo1234' })).statusCode).toBe(403);
  });
});

import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/helpers';
import { call, data, idOf, newMember, tokenFor } from '../money/money.test-helpers';

// Who may list and view members (GET /users/search, GET /users/view/{id}), and the admin's figures.

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
let annaId: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  t.admin = await tokenFor(app, 'user', 'admin');
  t.anna = await tokenFor(app, 'performer', 'anna');
  t.bella = await tokenFor(app, 'performer', 'bella');
  t.member = await tokenFor(app, 'user', 'member');
  annaId = await idOf(app, 'performer', 'anna');
});
afterAll(() => close());

const search = async (token: string, q: string) => data(await call(app, 'GET', `/users/search?q=${q}`, token));

describe('GET /users/search and /users/view/{id}', () => {
  it('admins see every member with the e-mail; a performer only those who interacted with her, without e-mails', async () => {
    const fan = await newMember(app, 100, 'searchfan');
    await newMember(app, 100, 'searchstranger');

    const all = await search(t.admin, 'search');
    expect(all.total).toBe(2);
    expect(all.data.map((u: { username: string }) => u.username).sort()).toEqual(['searchfan', 'searchstranger']);
    expect(all.data[0].email).toMatch(/@test\.local$/);
    // admins also find a member by e-mail
    expect((await search(t.admin, 'searchfan@test')).data.map((u: { username: string }) => u.username)).toEqual(['searchfan']);

    // nobody has interacted with anna yet
    expect((await search(t.anna, 'search')).total).toBe(0);
    expect((await call(app, 'GET', `/users/view/${fan.id}`, t.anna)).statusCode).toBe(404);

    expect((await call(app, 'POST', `/member/send-tip-token/${annaId}`, fan.token, { token: 10 })).statusCode).toBe(200);
    const hers = await search(t.anna, 'search');
    expect(hers.total).toBe(1);
    expect(hers.data[0]).toMatchObject({ _id: fan.id, username: 'searchfan' });
    expect(hers.data[0]).not.toHaveProperty('email');
    expect(hers.data[0]).not.toHaveProperty('balance');
    // performers cannot find members by e-mail
    expect((await search(t.anna, 'searchfan@test')).total).toBe(0);
    const viewed = data(await call(app, 'GET', `/users/view/${fan.id}`, t.anna));
    expect(viewed).toMatchObject({ username: 'searchfan' });
    expect(viewed).not.toHaveProperty('status');
    expect(viewed).not.toHaveProperty('email');
    // another performer he never met does not see him
    expect((await search(t.bella, 'search')).total).toBe(0);

    expect(data(await call(app, 'GET', `/users/view/${fan.id}`, t.admin))).toMatchObject({ email: 'searchfan@test.local', balance: 90 });
    // a member sees himself in full, not others
    expect(data(await call(app, 'GET', `/users/view/${fan.id}`, fan.token))).toMatchObject({ email: 'searchfan@test.local' });
  });

  it('is refused to members, studios and visitors', async () => {
    const fan = await newMember(app, 0, 'searchother');
    expect((await call(app, 'GET', '/users/search', t.member)).statusCode).toBe(403);
    expect((await call(app, 'GET', `/users/view/${fan.id}`, t.member)).statusCode).toBe(403);
    const studio = await tokenFor(app, 'studio', 'studio');
    expect((await call(app, 'GET', '/users/search', studio)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/users/search')).statusCode).toBe(403);
    expect((await call(app, 'GET', '/users/search?sortBy=email', t.admin)).statusCode).toBe(400);
  });
});

describe('GET /statistics/admin', () => {
  it('answers real figures that move with registrations and spending, to admins only', async () => {
    const before = data(await call(app, 'GET', '/statistics/admin', t.admin));
    expect(before).toMatchObject({ totalUsers: expect.any(Number), totalPerformers: expect.any(Number), totalStudios: expect.any(Number) });
    for (const key of ['totalTokensSold', 'totalSales', 'totalTokensSpent', 'totalPlatformEarnings', 'totalPerformerEarnings', 'totalStudioEarnings'])
      expect(typeof before[key]).toBe('number');

    const reg = await call(app, 'POST', '/auth/users/register', undefined, {
      username: 'statsnewbie',
      email: 'statsnewbie@example.com',
      password: 'secret123',
    });
    expect(reg.statusCode).toBe(200);
    const tipper = await newMember(app, 50);
    expect((await call(app, 'POST', `/member/send-tip-token/${annaId}`, tipper.token, { token: 20 })).statusCode).toBe(200);

    const after = data(await call(app, 'GET', '/statistics/admin', t.admin));
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    expect(after.totalActiveUsers).toBe(before.totalActiveUsers + 2);
    expect(after.totalTokensSpent).toBe(before.totalTokensSpent + 20);
    // the 20 tokens are split between anna, her studio if any, and the platform
    const earned =
      after.totalPerformerEarnings -
      before.totalPerformerEarnings +
      (after.totalStudioEarnings - before.totalStudioEarnings) +
      (after.totalPlatformEarnings - before.totalPlatformEarnings);
    expect(earned).toBe(20);
    expect(after.totalPerformerEarnings).toBeGreaterThan(before.totalPerformerEarnings);

    expect((await call(app, 'GET', '/statistics/admin', t.anna)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/statistics/admin', t.member)).statusCode).toBe(403);
  });
});

import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/helpers';
import { loadPublicAccounts } from '../accounts/public-accounts.repository';
import { call, data, idOf, newMember, tokenFor } from '../money/money.test-helpers';

// What a performer learns about a member who tipped her: his username, display name and avatar, nothing more.

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
let fan: Awaited<ReturnType<typeof newMember>>;

const PRIVATE_WORDS = ['Olga', 'Secretova', 'Omsk', 'female'];

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  t.admin = await tokenFor(app, 'user', 'admin');
  t.anna = await tokenFor(app, 'performer', 'anna');
  fan = await newMember(app, 100, 'privatefan');
  // a member who never chose a display name: his own name must not stand in for it
  await app.ctx.db.query(
    `UPDATE users SET first_name = 'Olga', last_name = 'Secretova', display_name = '', city = 'Omsk', country = 'RU', gender = 'female' WHERE id = $1`,
    [fan.id],
  );
  const annaId = await idOf(app, 'performer', 'anna');
  expect((await call(app, 'POST', `/member/send-tip-token/${annaId}`, fan.token, { token: 5 })).statusCode).toBe(200);
});
afterAll(() => close());

const expectNoPrivateWord = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const word of PRIVATE_WORDS) expect(text).not.toContain(word);
};

describe("a member's privacy towards performers", () => {
  it('GET /users/view/{id} gives a performer the username, display name and avatar only', async () => {
    const viewed = data(await call(app, 'GET', `/users/view/${fan.id}`, t.anna));
    expect(Object.keys(viewed).sort()).toEqual(['_id', 'avatar', 'displayName', 'username']);
    expect(viewed).toMatchObject({ _id: fan.id, username: 'privatefan', displayName: 'privatefan' });
  });

  it('GET /users/search does not show, nor find by, what a performer may not read', async () => {
    const found = data(await call(app, 'GET', '/users/search?q=privatefan', t.anna));
    expect(found.total).toBe(1);
    expect(Object.keys(found.data[0]).sort()).toEqual(['_id', 'avatar', 'displayName', 'username']);
    expectNoPrivateWord(found);
    expect(data(await call(app, 'GET', '/users/search?q=Secretova', t.anna)).total).toBe(0);
  });

  it("the performer's earnings, conversations and viewer lists name him by display name or username", async () => {
    const earnings = data(await call(app, 'GET', '/earning/performer/search', t.anna));
    const his = earnings.data.find((e: { userId: string }) => e.userId === fan.id);
    expect(his.userInfo).toEqual({ _id: fan.id, username: 'privatefan', displayName: 'privatefan' });
    expectNoPrivateWord(earnings);

    const accounts = await loadPublicAccounts(app.ctx.db, app.ctx.storage, [{ source: 'user', id: fan.id }]);
    expect([...accounts.values()]).toEqual([{ _id: fan.id, avatar: '', displayName: 'privatefan', username: 'privatefan', isPerformer: false }]);
  });

  it('the member himself and the admin still read all of it', async () => {
    const own = data(await call(app, 'GET', `/users/view/${fan.id}`, fan.token));
    expect(own).toMatchObject({ name: 'Olga Secretova', city: 'Omsk', country: 'RU', gender: 'female', email: 'privatefan@test.local' });
    const byAdmin = data(await call(app, 'GET', `/users/view/${fan.id}`, t.admin));
    expect(byAdmin).toMatchObject({ name: 'Olga Secretova', city: 'Omsk', country: 'RU', gender: 'female', status: 'active' });
    expect(data(await call(app, 'GET', '/users/search?q=Secretova', t.admin)).total).toBe(1);
  });
});

import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/helpers';
import { asset, call, data, idOf, newMember } from '../money/money.test-helpers';

// Signed-in members get the visitors' shared answers with their own flags laid over them (core/read-cache.ts
// AccountOverlay): what one member may see — his favourites, what he bought, a performer who blocked him — never
// reaches another member through a shared cache, however warm.
let app: FastifyInstance;
let close: () => Promise<void>;
let anna: string;
beforeAll(async () => {
  ({ app, close } = await createTestApp());
  anna = await idOf(app, 'performer', 'anna');
});
afterAll(() => close());

const SEARCH = '/performers/search?limit=500&offset=0&sortBy=isStreaming&sort=desc';
const annaIn = (res: Awaited<ReturnType<typeof call>>) =>
  data<{ data: Array<{ _id: string; isFavorite: boolean }> }>(res).data.find((p) => p._id === anna);

it('favourites: each member sees his own over the shared search and profile answers, visitors none', async () => {
  const fan = await newMember(app, 0);
  const other = await newMember(app, 0);
  await app.ctx.db.query('INSERT INTO favourite_performers (user_id, performer_id) VALUES ($1, $2)', [fan.id, anna]);
  for (let round = 0; round < 2; round++) {
    // visitors first: the shared entry is warm for the members' requests
    expect(annaIn(await call(app, 'GET', SEARCH))).toMatchObject({ isFavorite: false });
    const before = app.ctx.readCache.stats();
    const queries = jest.spyOn(app.ctx.db, 'query');
    const fanRes = await call(app, 'GET', SEARCH, fan.token);
    // from the shared entry with his flags: one query (his favourites and blockers), not the search
    expect(app.ctx.readCache.stats().hits).toBe(before.hits + 1);
    expect(queries.mock.calls.filter(([sql]) => /favourite_performers/.test(sql) && !/array_agg/.test(sql))).toHaveLength(0);
    expect(queries.mock.calls.filter(([sql]) => /FROM performers/.test(sql))).toHaveLength(0);
    queries.mockRestore();
    expect(fanRes.headers['cache-control']).toBe('private, no-store');
    expect(annaIn(fanRes)).toMatchObject({ isFavorite: true });
    expect(annaIn(await call(app, 'GET', SEARCH, other.token))).toMatchObject({ isFavorite: false });
    expect(data(await call(app, 'GET', '/performers/anna/view', fan.token))).toMatchObject({ _id: anna, isFavorite: true });
    expect(data(await call(app, 'GET', '/performers/anna/view', other.token))).toMatchObject({ _id: anna, isFavorite: false });
    expect(data(await call(app, 'GET', '/performers/anna/view'))).toMatchObject({ _id: anna, isFavorite: false });
    // the overlaid answer is the shared one but for the flag
    const shared = data<{ data: Array<{ _id: string }> }>(await call(app, 'GET', SEARCH)).data.map((p) => p._id);
    expect(data<{ data: Array<{ _id: string }> }>(await call(app, 'GET', SEARCH, fan.token)).data.map((p) => p._id)).toEqual(shared);
  }
  // unfavouring shows at once (the flags are read per request)
  await app.ctx.db.query('DELETE FROM favourite_performers WHERE user_id = $1', [fan.id]);
  expect(annaIn(await call(app, 'GET', SEARCH, fan.token))).toMatchObject({ isFavorite: false });
});

it('blocking: a blocked member never gets her from the shared answers, while visitors and other members still do', async () => {
  const blocked = await newMember(app, 0);
  const other = await newMember(app, 0);
  expect(annaIn(await call(app, 'GET', SEARCH, blocked.token))).toBeDefined();
  await app.ctx.db.query('INSERT INTO performer_blocks (performer_id, user_id) VALUES ($1, $2)', [anna, blocked.id]);
  expect(annaIn(await call(app, 'GET', SEARCH))).toBeDefined(); // warm, and she is in it
  expect(annaIn(await call(app, 'GET', SEARCH, other.token))).toBeDefined();
  expect(annaIn(await call(app, 'GET', SEARCH, blocked.token))).toBeUndefined();
  expect((await call(app, 'GET', '/performers/anna/view')).statusCode).toBe(200);
  expect((await call(app, 'GET', '/performers/anna/view', blocked.token)).statusCode).toBe(403);
});

it('purchases: isBought and the file link are the buyer’s alone', async () => {
  const buyer = await newMember(app, 500);
  const other = await newMember(app, 0);
  const video = await asset(app, anna, 'video', 40);
  expect((await call(app, 'POST', `/purchase-items/video/${video}`, buyer.token)).statusCode).toBe(200);
  const url = `/user/performer-assets/videos/search?limit=100&performerId=${anna}`;
  const find = async (token?: string) =>
    data<{ data: Array<{ _id: string; isBought: boolean }> }>(await call(app, 'GET', url, token)).data.find((v) => v._id === video);
  for (let round = 0; round < 2; round++) {
    expect(await find()).toMatchObject({ isBought: false });
    expect(await find(buyer.token)).toMatchObject({ isBought: true });
    expect(await find(other.token)).toMatchObject({ isBought: false });
  }
});

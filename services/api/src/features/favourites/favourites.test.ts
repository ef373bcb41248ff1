import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, json, login } from '../../../test/helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let member: Record<string, string>;
let annaId: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  member = bearer(await login(app, 'user', 'member'));
  annaId = json(await app.inject({ method: 'GET', url: '/performers/anna/view' })).data._id;
});
afterAll(() => close());

const post = (url: string, payload: unknown, headers = member) => app.inject({ method: 'POST', url, headers, payload: payload as object });
const annaAs = async (headers: Record<string, string> = {}) => json(await app.inject({ method: 'GET', url: '/performers/anna/view', headers })).data;

it('likes a performer once: isFavorite for that member only, the favourites count and the list follow', async () => {
  const before = (await annaAs()).stats.favorites;
  expect((await annaAs(member)).isFavorite).toBe(false);
  for (let i = 0; i < 2; i += 1) {
    const res = await post('/favourite/performers/like', { performerId: annaId });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ performerId: annaId, isFavorite: true });
  }
  expect(await annaAs(member)).toMatchObject({ isFavorite: true, stats: { favorites: before + 1 } });
  expect((await annaAs()).isFavorite).toBe(false);
  const search = json(await app.inject({ method: 'GET', url: '/performers/search?q=anna', headers: member })).data;
  expect(search.data[0]).toMatchObject({ username: 'anna', isFavorite: true });
  const list = json(await app.inject({ method: 'GET', url: '/favourite/performers', headers: member })).data;
  expect(list).toMatchObject({ total: 1, data: [{ _id: annaId, isFavorite: true }] });

  expect((await post('/favourite/performers/unlike', { performerId: annaId })).statusCode).toBe(200);
  await post('/favourite/performers/unlike', { performerId: annaId });
  expect(await annaAs(member)).toMatchObject({ isFavorite: false, stats: { favorites: before } });
  expect(json(await app.inject({ method: 'GET', url: '/favourite/performers', headers: member })).data.total).toBe(0);
});

it('answers bad input, unknown performers and other roles clearly', async () => {
  const missing = await post('/favourite/performers/like', {});
  expect(missing.statusCode).toBe(400);
  expect(json(missing).message[0]).toMatchObject({ property: 'performerId' });
  expect((await post('/favourite/performers/like', { performerId: 'abc' })).statusCode).toBe(400);
  const unknown = await post('/favourite/performers/like', { performerId: '0123456789abcdef01234567' });
  expect(unknown.statusCode).toBe(404);
  expect(json(unknown).message).toBe('Performer not found');
  expect((await post('/favourite/performers/like', { performerId: annaId }, {})).statusCode).toBe(403);
  const performer = bearer(await login(app, 'performer', 'anna'));
  expect((await post('/favourite/performers/like', { performerId: annaId }, performer)).statusCode).toBe(403);
});

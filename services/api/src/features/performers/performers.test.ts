import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, json, login } from '../../../test/helpers';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const search = async (query = '') => {
  const res = await app.inject({ method: 'GET', url: `/performers/search${query}` });
  expect(res.statusCode).toBe(200);
  return json(res).data as { data: any[]; total: number };
};

describe('GET /performers/search', () => {
  it('lists every active performer with the reference item shape (default limit 500)', async () => {
    const page = await search();
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.data).toHaveLength(page.total);
    const anna = page.data.find((p) => p.username === 'anna');
    expect(anna).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      avatar: '/uploads/seed/avatars/anna.svg',
      gender: 'female',
      streamingStatus: 'offline',
      isStreaming: false,
      isFavorite: false,
      privateCallPrice: 25,
      categories: [expect.objectContaining({ name: 'Girls', slug: 'girls' })],
      stats: expect.objectContaining({ views: expect.any(Number) }),
    });
    expect(anna).not.toHaveProperty('email');
    expect(anna).not.toHaveProperty('balance');
  });

  it('pages with limit and offset', async () => {
    const all = await search('?limit=500');
    const first = await search('?limit=5&offset=0');
    const second = await search('?limit=5&offset=5');
    expect(first.data).toHaveLength(5);
    expect(first.total).toBe(all.total);
    expect(second.data.map((p) => p._id)).toEqual(all.data.slice(5, 10).map((p) => p._id));
  });

  it('sorts by username ascending and by price descending', async () => {
    const byName = (await search('?sortBy=username&sort=asc')).data.map((p) => p.username);
    expect(byName).toEqual([...byName].sort());
    const prices = (await search('?sortBy=privateCallPrice&sort=desc')).data.map((p) => p.privateCallPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('filters by q, gender, category (id or slug) and status', async () => {
    expect((await search('?q=ann')).data.map((p) => p.username)).toEqual(['anna']);
    const trans = await search('?gender=transgender');
    expect(trans.data.map((p) => p.username).sort()).toEqual(['kira', 'sasha']);
    const latina = await search('?category=latina');
    expect(latina.data.map((p) => p.username).sort()).toEqual(['carmen', 'gina', 'lola']);
    const latinaId = latina.data[0].categories.find((c: any) => c.slug === 'latina')._id;
    expect((await search(`?category=${latinaId}`)).total).toBe(3);
    // Nobody is seeded live (a live badge needs a real show); put three on air for the filter.
    await app.ctx.db.query(
      `UPDATE performers SET streaming_status = CASE username WHEN 'bella' THEN 'public' WHEN 'carmen' THEN 'private' ELSE 'group' END
        WHERE username IN ('bella', 'carmen', 'diana')`,
    );
    const live = await search('?status=live');
    expect(live.data.map((p) => p.username).sort()).toEqual(['bella', 'carmen', 'diana']);
    expect(live.data.every((p) => p.isStreaming)).toBe(true);
    expect((await search('?status=private')).data.map((p) => p.username)).toEqual(['carmen']);
  });

  it('does not exclude the calling performer (that is a client rule)', async () => {
    const token = await login(app, 'performer', 'anna');
    const res = await app.inject({ method: 'GET', url: '/performers/search?q=anna', headers: bearer(token) });
    expect(json(res).data.total).toBe(1);
  });

  it('answers bad query values with 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/performers/search?limit=abc&gender=x' });
    expect(res.statusCode).toBe(400);
    const properties = json(res)
      .message.map((m: any) => m.property)
      .sort();
    expect(properties).toEqual(['gender', 'limit']);
  });
});

describe('GET /performers/search: pictures and live previews of the cards', () => {
  const idOf = async (table: 'performers' | 'users', username: string) =>
    (await app.ctx.db.query<{ id: string }>(`SELECT id FROM ${table} WHERE username = $1`, [username])).rows[0].id;

  it('gives each performer her cover photo URL', async () => {
    const elena = (await search('?q=elena')).data[0];
    expect(elena.coverPhoto).toBe('/uploads/seed/covers/elena.svg');
  });

  it('tells the stream id of a running public show (its preview frame), null otherwise and for a member she blocked', async () => {
    const fiona = await idOf('performers', 'fiona');
    const gina = await idOf('performers', 'gina');
    await app.ctx.db.query(`UPDATE performers SET streaming_status = CASE username WHEN 'fiona' THEN 'public' ELSE 'private' END
      WHERE username IN ('fiona', 'gina')`);
    await app.ctx.db.query(
      `INSERT INTO streams (id, performer_id, type, session_id, status, is_streaming) VALUES
         ('5f0000000000000000000001', $1, 'public', 'fionapublickey', 'active', true),
         ('5f0000000000000000000002', $1, 'public', 'fionaoldkey', 'ended', false),
         ('5f0000000000000000000003', $2, 'public', 'ginapublickey', 'active', true)`,
      [fiona, gina],
    );
    // written straight to the database, past the routes that drop the cached searches
    await app.ctx.readCache.invalidate('performers');
    const byName = (page: { data: any[] }) => Object.fromEntries(page.data.map((p) => [p.username, p.sessionId]));
    const visitor = byName(await search('?status=live'));
    expect(visitor.fiona).toBe('fionapublickey');
    // in a private show now: her public preview is not shown
    expect(visitor.gina).toBeNull();
    expect(byName(await search('?q=hana')).hana).toBeNull();

    const token = await login(app, 'user', 'member');
    await app.ctx.db.query('INSERT INTO performer_blocks (performer_id, user_id) VALUES ($1, $2)', [fiona, await idOf('users', 'member')]);
    const res = await app.inject({ method: 'GET', url: '/performers/search?status=live', headers: bearer(token) });
    // a member she blocked does not find her at all (so never learns her stream id); others still do
    expect(byName(json(res).data)).not.toHaveProperty('fiona');
    expect(byName(json(res).data).gina).toBeNull();
    expect(byName(await search('?status=live')).fiona).toBe('fionapublickey');
  });
});

describe('performer profile', () => {
  it('GET /performers/{username}/view returns the details shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/performers/anna/view' });
    expect(res.statusCode).toBe(200);
    const anna = json(res).data;
    expect(anna).toMatchObject({
      username: 'anna',
      verified: true,
      country: 'US',
      city: 'Miami',
      bio: expect.any(String),
      maxParticipantsAllowed: 10,
    });
    expect(anna.schedule.mon).toEqual(expect.objectContaining({ start: expect.any(String), closed: expect.any(Boolean) }));
    expect(anna).not.toHaveProperty('email');
    const byId = await app.inject({ method: 'GET', url: `/performers/${anna._id}/view` });
    expect(json(byId).data.username).toBe('anna');
    const nina = json(await app.inject({ method: 'GET', url: '/performers/nina/view' })).data;
    expect(nina.verified).toBe(false);
  });

  it('unknown performer is a 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/performers/nobody/view' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ statusCode: 404, message: 'Performer not found', error: 'Not Found' });
  });

  it('GET /performers/me returns the own shape; PUT /performers updates it', async () => {
    const token = await login(app, 'performer', 'fiona');
    const me = json(await app.inject({ method: 'GET', url: '/performers/me', headers: bearer(token) })).data;
    expect(me).toMatchObject({ username: 'fiona', email: 'fiona@demo.local', balance: 0, studioId: null });
    const categories = json(await app.inject({ method: 'GET', url: '/performer-categories' })).data.data;
    const res = await app.inject({
      method: 'PUT',
      url: '/performers',
      headers: bearer(token),
      payload: {
        aboutMe: 'Updated about',
        tags: ['fiddle'],
        categoryIds: [categories[1]._id],
        schedule: { mon: { start: '10:00', end: '12:00', closed: false } },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ aboutMe: 'Updated about', tags: ['fiddle'], categoryIds: [categories[1]._id] });
  });

  it('PUT /performers answers bad input with 400 items', async () => {
    const token = await login(app, 'performer', 'fiona');
    const res = await app.inject({
      method: 'PUT',
      url: '/performers',
      headers: bearer(token),
      payload: { gender: 'robot', categoryIds: ['nope'], schedule: { mon: { start: '25:00', closed: 'maybe' } } },
    });
    expect(res.statusCode).toBe(400);
    const props = json(res).message.map((m: any) => m.property);
    expect(props).toEqual(expect.arrayContaining(['gender', 'categoryIds.0', 'schedule.mon.closed']));
    const unknown = await app.inject({
      method: 'PUT',
      url: '/performers',
      headers: bearer(token),
      payload: { categoryIds: ['000000000000000000000001'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message[0].constraints.exists).toBe('Unknown category id: 000000000000000000000001');
  });
});

describe('studio profile', () => {
  it('GET /studio/me and PUT /studio/update', async () => {
    const token = await login(app, 'studio', 'studio');
    const me = json(await app.inject({ method: 'GET', url: '/studio/me', headers: bearer(token) })).data;
    expect(me).toMatchObject({ username: 'studio', name: 'Velvet Studio', email: 'studio@demo.local', stats: { totalPerformer: 3 } });
    const res = await app.inject({
      method: 'PUT',
      url: '/studio/update',
      headers: bearer(token),
      payload: { name: 'Velvet Studios', languages: ['English'] },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ name: 'Velvet Studios', languages: ['English'] });
    const bad = await app.inject({ method: 'PUT', url: '/studio/update', headers: bearer(token), payload: { name: '', email: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(
      json(bad)
        .message.map((m: any) => m.property)
        .sort(),
    ).toEqual(['email', 'name']);
    const asMember = await app.inject({ method: 'GET', url: '/studio/me', headers: bearer(await login(app, 'user', 'member')) });
    expect(asMember.statusCode).toBe(403);
  });
});

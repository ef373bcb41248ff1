import type { FastifyInstance } from 'fastify';
import { createTestApp, until } from '../../../test/helpers';
import { asset, call, data, idOf, newMember, tokenFor } from '../money/money.test-helpers';
import { setStreamingStatus } from '../streaming/streaming.runtime';

// Public reads come from the read cache: a cached answer never shows one account's or one country's view to
// another, and each write through the API is visible on the next read. The country comes from the proxy header.

jest.setTimeout(60_000);

let app: FastifyInstance;
let close: () => Promise<void>;
let annaToken: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ trustedCountryHeader: 'cf-ipcountry' }));
  annaToken = await tokenFor(app, 'performer', 'anna');
});
afterAll(() => close());

const anna = async (token?: string, country?: string) =>
  data<{ data: any[] }>(await call(app, 'GET', '/performers/search?q=anna', token, undefined, country ? { 'cf-ipcountry': country } : {})).data[0];

describe('what a cached answer shows', () => {
  afterEach(() => call(app, 'POST', '/performers/blocking/update', annaToken, { countries: [] }));

  it("never shows a member's favourites or blocks to visitors, nor a visitor's answer to a member", async () => {
    const fan = await newMember(app, 0);
    const blocked = await newMember(app, 0);
    const annaId = await idOf(app, 'performer', 'anna');
    expect((await call(app, 'POST', '/favourite/performers/like', fan.token, { performerId: annaId })).statusCode).toBe(200);
    await call(app, 'POST', '/performers/blocking/update', annaToken, { userIds: [blocked.id] });

    expect((await anna()).isFavorite).toBe(false);
    const mine = await call(app, 'GET', '/performers/search?q=anna', fan.token);
    expect(data(mine).data[0].isFavorite).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.etag).toBeUndefined();
    expect(await anna(blocked.token)).toBeUndefined();
    expect((await call(app, 'GET', '/performers/anna/view', blocked.token)).statusCode).toBe(403);
    // the visitor's cached answers are unchanged by the members' reads
    expect((await anna()).isFavorite).toBe(false);
    expect(data(await call(app, 'GET', '/performers/anna/view')).isFavorite).toBe(false);
  });

  it("never shows one country's view to another", async () => {
    await call(app, 'POST', '/performers/blocking/update', annaToken, { countries: ['DE'] });
    expect(await anna(undefined, 'FR')).toBeDefined();
    expect(await anna(undefined, 'DE')).toBeUndefined();
    expect(await anna(undefined, 'FR')).toBeDefined();
    expect((await call(app, 'GET', '/performers/anna/view', undefined, undefined, { 'cf-ipcountry': 'DE' })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/performers/anna/view', undefined, undefined, { 'cf-ipcountry': 'FR' })).statusCode).toBe(200);
    // shared caches may keep it only keyed by the country header
    const res = await call(app, 'GET', '/performers/search?q=anna', undefined, undefined, { 'cf-ipcountry': 'FR' });
    expect(res.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=25');
    expect(res.headers.vary).toBe('Authorization, Cookie, cf-ipcountry');
  });

  it('answers 304 to a visitor who has the current answer', async () => {
    const first = await call(app, 'GET', '/settings/public');
    // what the back office edits is checked again on every page load: the next one shows a change
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await call(app, 'GET', '/settings/public', undefined, undefined, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('a write is seen by the next read', () => {
  it('performer profile, prices, status text, live status, blocked countries and suspension', async () => {
    expect((await anna()).aboutMe).not.toBe('Cached? No.');
    await call(app, 'PUT', '/performers', annaToken, { aboutMe: 'Cached? No.' });
    expect((await anna()).aboutMe).toBe('Cached? No.');
    expect(data(await call(app, 'GET', '/performers/anna/view')).aboutMe).toBe('Cached? No.');

    await call(app, 'POST', '/performers/default-price/update', annaToken, { privateCallPrice: 45 });
    expect((await anna()).privateCallPrice).toBe(45);
    await call(app, 'POST', '/performers/streaming-status/update', annaToken, { status: 'back at 9' });
    expect((await anna()).statusMessage).toBe('back at 9');

    const annaId = await idOf(app, 'performer', 'anna');
    expect((await anna()).streamingStatus).toBe('offline');
    await setStreamingStatus(app.ctx, annaId, 'public');
    expect((await anna()).streamingStatus).toBe('public');
    await setStreamingStatus(app.ctx, annaId, 'offline');
    expect((await anna()).streamingStatus).toBe('offline');

    expect(await anna(undefined, 'IT')).toBeDefined();
    await call(app, 'POST', '/performers/blocking/update', annaToken, { countries: ['IT'] });
    expect(await anna(undefined, 'IT')).toBeUndefined();
    await call(app, 'POST', '/performers/blocking/update', annaToken, { countries: [] });
    expect(await anna(undefined, 'IT')).toBeDefined();

    const kira = await tokenFor(app, 'performer', 'kira');
    const kiraSearch = async () => data<{ total: number }>(await call(app, 'GET', '/performers/search?q=kira')).total;
    expect(await kiraSearch()).toBe(1);
    expect((await call(app, 'POST', '/performers/suspend-account', kira, { password: 'demo1234' })).statusCode).toBe(200);
    expect(await kiraSearch()).toBe(0);
  });

  it('media lists: content created, updated and deleted by its performer', async () => {
    const annaId = await idOf(app, 'performer', 'anna');
    const videoId = await asset(app, annaId, 'video', 10);
    const titles = async () =>
      data<{ data: { _id: string; title: string }[] }>(await call(app, 'GET', `/media?performerId=${annaId}`)).data.map((item) => item.title);
    const before = await titles();
    await call(app, 'POST', `/media/${videoId}/update`, annaToken, { title: 'Renamed through the API' });
    expect(await titles()).toContain('Renamed through the API');
    expect(before).not.toContain('Renamed through the API');
    expect((await app.inject({ method: 'DELETE', url: `/media/${videoId}`, headers: { authorization: annaToken } })).statusCode).toBe(200);
    expect(await titles()).not.toContain('Renamed through the API');
  });

  it('settings, categories, menus and banners are cached until their tag is dropped', async () => {
    const siteName = async () => data<Record<string, unknown>>(await call(app, 'GET', '/settings/public')).siteName;
    const categoryNames = async () => data<{ data: { name: string }[] }>(await call(app, 'GET', '/performer-categories')).data.map((c) => c.name);
    const menuTitles = async () => data<{ data: { title: string }[] }>(await call(app, 'GET', '/menus')).data.map((m) => m.title);
    const original = await siteName();
    await categoryNames();
    await menuTitles();
    // no API route edits these yet (seeded data): written directly, then dropped the way such a route would
    await app.ctx.db.query(`UPDATE settings SET value = '"Renamed site"'::jsonb WHERE key = 'siteName'`);
    await app.ctx.db.query(`UPDATE performer_categories SET name = 'Renamed category' WHERE slug = 'girls'`);
    await app.ctx.db.query(`UPDATE menus SET title = 'Renamed menu' WHERE id = (SELECT id FROM menus ORDER BY id LIMIT 1)`);
    expect(await siteName()).toBe(original);
    await app.ctx.readCache.invalidate('settings', 'categories', 'menus');
    expect(await siteName()).toBe('Renamed site');
    expect(await categoryNames()).toContain('Renamed category');
    expect(await menuTitles()).toContain('Renamed menu');
  });
});

// Two API processes on one database and one Redis: a write on one is seen on the other's next reads.
const describeCluster = process.env.REDIS_URL && process.env.DATABASE_URL ? describe : describe.skip;

describeCluster('across API processes (Redis)', () => {
  let second: Awaited<ReturnType<typeof createTestApp>>;
  let first: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    first = await createTestApp({ redisUrl: process.env.REDIS_URL });
    second = await createTestApp({ redisUrl: process.env.REDIS_URL, databaseSchema: first.app.ctx.config.databaseSchema });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a profile edit and a media edit through one process are read through the other', async () => {
    const bellaToken = await tokenFor(first.app, 'performer', 'bella');
    const bellaId = await idOf(first.app, 'performer', 'bella');
    const aboutOnSecond = async () => data<{ data: any[] }>(await call(second.app, 'GET', '/performers/search?q=bella')).data[0].aboutMe;
    const mediaOnSecond = async () =>
      data<{ data: { title: string }[] }>(await call(second.app, 'GET', `/media?performerId=${bellaId}`)).data.map((item) => item.title);
    const videoId = await asset(first.app, bellaId, 'video', 10);
    await aboutOnSecond();
    await mediaOnSecond();

    await call(first.app, 'PUT', '/performers', bellaToken, { aboutMe: 'Edited on the first process' });
    await call(first.app, 'POST', `/media/${videoId}/update`, bellaToken, { title: 'Edited on the first process' });
    // well within the search's 5 s and the media list's 60 s expiry: the invalidation crossed over Redis
    await until(async () => (await aboutOnSecond()) === 'Edited on the first process', 1500);
    await until(async () => (await mediaOnSecond()).includes('Edited on the first process'), 1500);
  });
});

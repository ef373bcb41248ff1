import { mockApi, reply, type MockApi } from '../mock';
import { queryClient } from '../query';
import { getBanners, getCurrentAccount, getMenus, getPerformerCategories, getPublicSettings, getSettingKeys, searchPerformers } from '.';

let mock: MockApi;
beforeEach(() => {
  mock = mockApi();
  queryClient.clear();
});
afterEach(() => {
  mock.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('5-minute caches', () => {
  it('GET /settings/public is fetched once per 5 minutes', async () => {
    jest.useFakeTimers({ now: new Date('2024-01-01T00:00:00Z') });
    mock.get('/settings/public', { siteName: 'Cams' });
    await expect(getPublicSettings()).resolves.toEqual({ siteName: 'Cams' });
    await getPublicSettings();
    expect(mock.callsTo('GET', '/settings/public')).toHaveLength(1);
    jest.setSystemTime(new Date('2024-01-01T00:04:59Z'));
    await getPublicSettings();
    expect(mock.callsTo('GET', '/settings/public')).toHaveLength(1);
    jest.setSystemTime(new Date('2024-01-01T00:05:01Z'));
    await getPublicSettings();
    expect(mock.callsTo('GET', '/settings/public')).toHaveLength(2);
  });

  it('POST /settings/keys is cached per key set', async () => {
    mock.post('/settings/keys', (req) => Object.fromEntries((req.body as { keys: string[] }).keys.map((k) => [k, `v-${k}`])));
    await expect(getSettingKeys(['b', 'a'])).resolves.toEqual({ a: 'v-a', b: 'v-b' });
    await getSettingKeys(['a', 'b']);
    await getSettingKeys(['c']);
    expect(mock.callsTo('POST', '/settings/keys').map((c) => c.body)).toEqual([{ keys: ['a', 'b'] }, { keys: ['c'] }]);
  });

  it('GET /menus is cached, and a failure is not', async () => {
    mock.on('GET', '/menus', reply(500, { statusCode: 500, message: 'down' }), { times: 1 });
    await expect(getMenus()).rejects.toMatchObject({ statusCode: 500 });
    mock.get('/menus', { data: [{ _id: 'm1', title: 'Home' }], total: 1 });
    await expect(getMenus()).resolves.toEqual([{ _id: 'm1', title: 'Home' }]);
    await getMenus();
    expect(mock.callsTo('GET', '/menus')).toHaveLength(2);
  });
});

describe('getPerformerCategories', () => {
  it('reads /performer-categories', async () => {
    mock.get('/performer-categories', { data: [{ _id: 'c1', name: 'Blonde' }], total: 1 });
    await expect(getPerformerCategories()).resolves.toEqual([{ _id: 'c1', name: 'Blonde' }]);
    expect(mock.calls[0].params).toMatchObject({ limit: 50, offset: 0 });
  });

  it('falls back to /settings/performer-categories on 404', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mock.get('/performer-categories', reply(404, { statusCode: 404, message: 'Not Found' }));
    mock.get('/settings/performer-categories', [{ _id: 'c2', name: 'Latin' }]);
    await expect(getPerformerCategories()).resolves.toEqual([{ _id: 'c2', name: 'Latin' }]);
    expect(mock.calls.map((c) => c.path)).toEqual(['/performer-categories', '/settings/performer-categories']);
  });

  it('does not fall back on other errors', async () => {
    mock.get('/performer-categories', reply(500, { statusCode: 500, message: 'x' }));
    await expect(getPerformerCategories()).rejects.toMatchObject({ statusCode: 500 });
    expect(mock.calls).toHaveLength(1);
  });
});

describe('resource helpers', () => {
  it('searchPerformers passes the query and returns the page', async () => {
    mock.get('/performers/search', { data: [{ _id: 'p1', username: 'anna' }], total: 1 });
    await expect(searchPerformers({ q: 'an', limit: 12, offset: 0, status: 'live' })).resolves.toEqual({
      data: [{ _id: 'p1', username: 'anna' }],
      total: 1,
    });
    expect(mock.calls[0].params).toEqual({ q: 'an', limit: 12, offset: 0, status: 'live' });
  });

  it('getBanners reads /banners/search', async () => {
    mock.get('/banners/search', { data: [], total: 0 });
    await expect(getBanners({ position: 'top' })).resolves.toEqual({ data: [], total: 0 });
    expect(mock.calls[0].params).toEqual({ position: 'top' });
  });

  it('getCurrentAccount picks the /me path by role', async () => {
    mock.get('/users/me', { _id: 'u' }).get('/performers/me', { _id: 'p' }).get('/studio/me', { _id: 's' });
    expect((await getCurrentAccount('user'))._id).toBe('u');
    expect((await getCurrentAccount('performer'))._id).toBe('p');
    expect((await getCurrentAccount('studio'))._id).toBe('s');
  });

  it('getCurrentAccount rejects when there is no account', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mock.get('/users/me', reply(404, { statusCode: 404, message: 'Not Found' }));
    await expect(getCurrentAccount('user')).rejects.toMatchObject({ statusCode: 404 });
  });
});

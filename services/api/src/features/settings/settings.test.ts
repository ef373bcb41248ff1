import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, bearer, createTestApp, json, login } from '../../../test/helpers';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(json(res).status).toBe(0);
  return json(res).data;
};

const SITE_KEYS = `siteName logoUrl placeholderLoginUrl placeholderAvatarUrl favicon metaKeywords metaDescription headerScript afterBodyScript
currency gaCode maintenanceMode tipSound defaultOfflineModelImage defaultPrivateCallImage defaultGroupChatImage viewerURL publisherURL
subscriberUrl optionForBroadcast optionForPrivate optionForGroup secureOption AntMediaAppname`.split(/\s+/);

describe('settings', () => {
  it('GET /settings/public has every site key of SPEC §3 and the UI keys, and no private key', async () => {
    const settings = await get('/settings/public');
    for (const key of SITE_KEYS) expect(settings).toHaveProperty(key);
    expect(settings).toMatchObject({
      siteName: 'Velvet Live',
      maintenanceMode: false,
      optionForBroadcast: 'hls',
      secureOption: false,
      AntMediaAppname: 'WebRTCAppEE',
      viewerURL: '/WebRTCAppEE',
      publisherURL: '/WebRTCAppEE',
      defaultOfflineModelImage: '/offline.png',
      enablePopup18Plus: true,
      popupContent18Plus: expect.stringContaining('18'),
      footerContent: expect.any(String),
    });
    expect(settings).not.toHaveProperty('jwtSecret');
    expect(settings).not.toHaveProperty('performerCommission');
  });

  it('the seeded logo and tip sound are served', async () => {
    const settings = await get('/settings/public');
    const logo = await app.inject({ method: 'GET', url: settings.logoUrl });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    const sound = await app.inject({ method: 'GET', url: settings.tipSound });
    expect(sound.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });

  it('POST /settings/keys returns the asked keys; private keys only for an admin', async () => {
    const res = await app.inject({ method: 'POST', url: '/settings/keys', payload: { keys: ['siteName', 'performerCommission', 'unknownKey'] } });
    expect(json(res).data).toEqual({ siteName: 'Velvet Live', performerCommission: null, unknownKey: null });
    const admin = await login(app, 'user', 'admin', ADMIN_PASSWORD);
    const asAdmin = await app.inject({ method: 'POST', url: '/settings/keys', headers: bearer(admin), payload: { keys: ['performerCommission'] } });
    expect(json(asAdmin).data).toEqual({ performerCommission: 20 });
    const bad = await app.inject({ method: 'POST', url: '/settings/keys', payload: { keys: 'siteName' } });
    expect(bad.statusCode).toBe(200); // a single key is coerced to a one-item list
    const missing = await app.inject({ method: 'POST', url: '/settings/keys', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message[0]).toEqual({ property: 'keys', constraints: { isNotEmpty: 'keys should not be empty' } });
  });

  it('the seeded admin does not sign in with the published demo1234; the demo accounts still do', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/code/login', payload: { username: 'admin', password: 'demo1234' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('token');
    await login(app, 'user', 'member');
    await login(app, 'performer', 'anna');
    await login(app, 'studio', 'studio');
  });

  it('reference lists', async () => {
    const countries = await get('/settings/countries');
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ code: 'US', name: 'United States' });
    const languages = await get('/languages/list');
    expect(languages).toContainEqual({ code: 'en', name: 'English' });
    const phones = await get('/phone-codes/list');
    expect(phones).toContainEqual({ code: 'GB', name: 'United Kingdom', dialCode: '+44' });
    const zones = await get('/settings/timezones');
    expect(zones).toContain('Europe/Paris');
  });

  it('/statistics/admin is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/statistics/admin' })).statusCode).toBe(403);
    const member = await login(app, 'user', 'member');
    expect((await app.inject({ method: 'GET', url: '/statistics/admin', headers: bearer(member) })).statusCode).toBe(403);
    const stats = await get('/statistics/admin', bearer(await login(app, 'user', 'admin', ADMIN_PASSWORD)));
    expect(stats).toMatchObject({ totalUsers: 2, totalStudios: 1, totalVerifiedPerformers: 15, totalPendingPerformers: 1 });
    expect(stats.totalPerformers).toBeGreaterThanOrEqual(12);
  });
});

describe('menus, banners, categories', () => {
  it('GET /menus lists header then footer items', async () => {
    const menus = await get('/menus');
    expect(menus.total).toBe(menus.data.length);
    expect(menus.data[0]).toMatchObject({ section: 'header', title: 'Home', path: '/' });
    expect(menus.data.map((m: any) => `${m.section} ${m.title} ${m.path}`)).toEqual([
      'header Home /',
      'header Performers /performers',
      'header Videos /videos',
      'header Galleries /galleries',
      'header Products /products',
      'footer Posts /posts',
      'footer Contact /contact',
      'footer Become a model /auth/register/performer',
      'footer Studio sign up /auth/register/studio',
      'footer Member sign up /auth/register/user',
    ]);
    // the footer's Posts link has something to show: the content seed always writes published posts
    expect((await get('/posts/search?type=post')).total).toBeGreaterThan(0);
    const footer = await get('/menus?section=footer');
    expect(footer.data.every((m: any) => m.section === 'footer')).toBe(true);
  });

  it('GET /banners/search pages active banners with images that load', async () => {
    const banners = await get('/banners/search');
    expect(banners.total).toBeGreaterThanOrEqual(3);
    const image = await app.inject({ method: 'GET', url: banners.data[0].photo.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    const page = await get('/banners/search?limit=1&offset=1');
    expect(page.data).toHaveLength(1);
    expect(page.data[0]._id).toBe(banners.data[1]._id);
    expect((await get('/banners/search?position=bottom')).data.every((b: any) => b.position === 'bottom')).toBe(true);
  });

  it('categories, one category, and the older fallback endpoint', async () => {
    const categories = await get('/performer-categories');
    expect(categories.total).toBeGreaterThanOrEqual(6);
    expect(categories.data.map((c: any) => c.ordering)).toEqual([...categories.data.map((c: any) => c.ordering)].sort((a, b) => a - b));
    expect(await get('/settings/performer-categories')).toEqual(categories);
    const one = await get(`/performer-categories/${categories.data[0]._id}/view`);
    expect(one).toEqual(categories.data[0]);
    expect((await get('/performer-categories/girls/view')).name).toBe('Girls');
    const missing = await app.inject({ method: 'GET', url: '/performer-categories/000000000000000000000000/view' });
    expect(missing.statusCode).toBe(404);
    expect((await get('/performer-categories?limit=2&offset=2')).data).toEqual(categories.data.slice(2, 4));
  });

  it("the first screen's texts come in Russian beside the English fields: popup, footer, banners, categories", async () => {
    const settings = await get('/settings/public');
    expect(settings.popupContent18PlusRu).toContain('Этот сайт содержит материалы для взрослых');
    expect(settings.footerContentRu).toContain('Всем исполнителям на момент съёмки было 18 лет или больше');
    const banners = await get('/banners/search');
    const welcome = banners.data.find((b: any) => b.title === 'Welcome to Velvet Live');
    expect(welcome.translations.ru).toEqual({ title: 'Добро пожаловать в Velvet Live', description: expect.stringContaining('живых шоу') });
    expect(banners.data.every((b: any) => b.translations.ru.title && b.translations.ru.description)).toBe(true);
    const girls = await get('/performer-categories/girls/view');
    expect(girls).toMatchObject({ name: 'Girls', translations: { ru: { name: 'Девушки' } } });
  });

  it('unknown routes answer the 404 shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/nope?x=1' });
    expect(json(res)).toEqual({ statusCode: 404, message: 'Cannot GET /nope', error: 'Not Found' });
  });

  it('serves the OpenAPI document at /docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(json(res).paths)).toEqual(expect.arrayContaining(['/auth/code/login', '/performers/search', '/settings/public']));
  });
});

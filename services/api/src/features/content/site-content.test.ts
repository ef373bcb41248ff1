import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, createTestApp, json, login, multipart } from '../../../test/helpers';
import { call, data } from '../money/money.test-helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;
let member: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  admin = await login(app, 'user', 'admin');
  member = await login(app, 'user', 'member');
});
afterAll(() => close());

const publicGet = async (url: string) => json<{ data: any }>(await app.inject({ method: 'GET', url })).data;
const audit = async (prefix: string) =>
  (
    data(await call(app, 'GET', '/admin/audit-log?action=content&limit=100', admin)).data as Array<{ action: string; before: any; after: any }>
  ).filter((e) => e.action.startsWith(prefix));

it('saves the site settings: the public settings answer them at once, the audit log keeps before and after', async () => {
  expect((await call(app, 'GET', '/admin/content/settings', member)).statusCode).toBe(403);
  const before = data(await call(app, 'GET', '/admin/content/settings', admin));
  expect(before).toMatchObject({ maintenanceMode: false, enablePopup18Plus: true, maintenanceMessage: '' });
  expect(before.popupContent18PlusRu).toContain('18');
  // The public answer is cached: read it once so the save must drop it.
  expect((await publicGet('/settings/public')).popupContent18Plus).toBe(before.popupContent18Plus);

  const next = {
    ...before,
    popupContent18Plus: '<p>Adults only, new text</p>',
    popupContent18PlusRu: '<p>Только для взрослых</p>',
    maintenanceMessage: 'Back at 6',
  };
  expect((await call(app, 'PUT', '/admin/content/settings', member, next)).statusCode).toBe(403);
  expect((await call(app, 'PUT', '/admin/content/settings', admin, { ...next, maintenanceMode: 'yes' })).statusCode).toBe(400);
  expect(data(await call(app, 'PUT', '/admin/content/settings', admin, next))).toEqual(next);

  const visible = await publicGet('/settings/public');
  expect(visible).toMatchObject({
    popupContent18Plus: '<p>Adults only, new text</p>',
    popupContent18PlusRu: '<p>Только для взрослых</p>',
    maintenanceMessage: 'Back at 6',
  });
  const [entry] = await audit('content.settings');
  expect(entry).toMatchObject({
    before: { popupContent18Plus: before.popupContent18Plus, maintenanceMessage: '' },
    after: { popupContent18Plus: '<p>Adults only, new text</p>', maintenanceMessage: 'Back at 6' },
  });
  expect(Object.keys(entry.after).sort()).toEqual(['maintenanceMessage', 'popupContent18Plus', 'popupContent18PlusRu']);

  // Saving the same values again changes nothing and writes nothing.
  await call(app, 'PUT', '/admin/content/settings', admin, next);
  expect(await audit('content.settings')).toHaveLength(1);
});

it('adds, uploads a picture for, changes, turns off and deletes a banner; the public list follows each change', async () => {
  const input = {
    title: 'Winter show',
    titleRu: 'Зимнее шоу',
    description: 'Tonight',
    descriptionRu: '',
    href: '/performers',
    position: 'top',
    status: 'active',
    ordering: -5,
  };
  expect((await call(app, 'POST', '/admin/content/banners', member, input)).statusCode).toBe(403);
  expect((await call(app, 'POST', '/admin/content/banners', admin, { ...input, href: 'javascript:alert(1)' })).statusCode).toBe(400);
  const publicTop = async () =>
    (await publicGet('/banners/search?position=top')).data as Array<{ _id: string; title: string; translations: object; photo: { url: string } }>;
  const seeded = await publicTop();

  const created = data(await call(app, 'POST', '/admin/content/banners', admin, input));
  expect(created).toMatchObject({ title: 'Winter show', titleRu: 'Зимнее шоу', descriptionRu: '', ordering: -5, photo: { url: '' } });
  let top = await publicTop();
  expect(top).toHaveLength(seeded.length + 1);
  expect(top[0]).toMatchObject({ _id: created._id, translations: { ru: { title: 'Зимнее шоу' } } });

  const png = await sharp({ create: { width: 1200, height: 300, channels: 3, background: { r: 20, g: 40, b: 200 } } })
    .png()
    .toBuffer();
  const send = (content: Buffer) => {
    const form = multipart([{ name: 'image', file: { filename: 'banner.png', contentType: 'image/png', content } }]);
    return app.inject({
      method: 'POST',
      url: `/admin/content/banners/${created._id}/image`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(admin) },
    });
  };
  expect((await send(Buffer.from('not an image at all'))).statusCode).toBe(400);
  const withPicture = json<{ data: { photo: { url: string } } }>(await send(png)).data;
  expect(withPicture.photo.url).toMatch(/^\/uploads\/banners\/[0-9a-f]{24}\.webp$/);
  expect((await publicTop())[0].photo.url).toBe(withPicture.photo.url);

  const off = data(
    await call(app, 'PUT', `/admin/content/banners/${created._id}`, admin, { ...input, title: 'Spring show', titleRu: '', status: 'inactive' }),
  );
  expect(off).toMatchObject({ title: 'Spring show', titleRu: '', status: 'inactive', photo: { url: withPicture.photo.url } });
  top = await publicTop();
  expect(top.map((b) => b._id)).not.toContain(created._id);
  expect(data(await call(app, 'GET', '/admin/content/banners', admin)).map((b: { _id: string }) => b._id)).toContain(created._id);

  const deleted = await app.inject({ method: 'DELETE', url: `/admin/content/banners/${created._id}`, headers: bearer(admin) });
  expect(json(deleted)).toMatchObject({ data: { deleted: true } });
  expect((await call(app, 'PUT', `/admin/content/banners/${created._id}`, admin, input)).statusCode).toBe(404);
  expect((await audit('content.banner')).map((e: { action: string }) => e.action)).toEqual([
    'content.banner.delete',
    'content.banner.update',
    'content.banner.image',
    'content.banner.create',
  ]);
});

const remove = (url: string, token: string) => app.inject({ method: 'DELETE', url, headers: bearer(token) });

it('adds, changes (with a Russian title), orders and deletes a menu item; the public menus follow at once', async () => {
  const input = { title: 'Live now', path: '/performers?live=1', section: 'header', isNewTab: false, ordering: -1 };
  expect((await call(app, 'POST', '/admin/content/menus', member, input)).statusCode).toBe(403);
  expect((await call(app, 'POST', '/admin/content/menus', admin, { ...input, path: 'javascript:alert(1)' })).statusCode).toBe(400);
  const header = async () => ((await publicGet('/menus?section=header')).data as Array<{ _id: string; title: string }>).map((m) => m.title);
  expect(await header()).not.toContain('Live now');

  const created = data(await call(app, 'POST', '/admin/content/menus', admin, input));
  expect(created).toMatchObject({ title: 'Live now', internal: true, section: 'header' });
  expect((await header())[0]).toBe('Live now');

  expect(created).toMatchObject({ titleRu: '' });

  const moved = data(
    await call(app, 'PUT', `/admin/content/menus/${created._id}`, admin, {
      ...input,
      title: 'Blog',
      titleRu: ' Блог ',
      path: 'https://blog.example.com',
      section: 'footer',
      isNewTab: true,
    }),
  );
  expect(moved).toMatchObject({ title: 'Blog', titleRu: 'Блог', internal: false, isNewTab: true, section: 'footer' });
  expect(await header()).not.toContain('Blog');
  expect((await publicGet('/menus?section=footer')).data[0]).toMatchObject({ title: 'Blog', translations: { ru: { title: 'Блог' } } });
  expect(data(await call(app, 'GET', '/admin/content/menus', admin)).map((m: { _id: string }) => m._id)).toContain(created._id);

  expect(json(await remove(`/admin/content/menus/${created._id}`, admin))).toMatchObject({ data: { deleted: true } });
  expect((await remove(`/admin/content/menus/${created._id}`, admin)).statusCode).toBe(404);
  expect((await audit('content.menu')).map((e) => e.action)).toEqual(['content.menu.delete', 'content.menu.update', 'content.menu.create']);
});

it('adds, renames in Russian, turns off and deletes a category (taken off every performer), refusing a taken slug', async () => {
  const input = { name: 'Cosplay', nameRu: 'Косплей', slug: 'cosplay-test', description: '', descriptionRu: '', status: 'active', ordering: 99 };
  expect((await call(app, 'POST', '/admin/content/categories', member, input)).statusCode).toBe(403);
  const seededSlug = (await publicGet('/performer-categories')).data[0].slug;
  const taken = await call(app, 'POST', '/admin/content/categories', admin, { ...input, slug: seededSlug });
  expect(taken.statusCode).toBe(400);
  expect(JSON.stringify(json(taken))).toContain('Another category has this slug');

  const created = data(await call(app, 'POST', '/admin/content/categories', admin, input));
  expect(created).toMatchObject({ name: 'Cosplay', nameRu: 'Косплей', status: 'active' });
  const publicOne = async () =>
    ((await publicGet('/performer-categories?limit=100')).data as Array<{ _id: string; translations: object }>).find((c) => c._id === created._id);
  expect(await publicOne()).toMatchObject({ translations: { ru: { name: 'Косплей' } } });

  // A performer with the category shows it; deleting the category takes it off her.
  await app.ctx.db.query(`UPDATE performers SET category_ids = array_append(category_ids, $1) WHERE username = 'anna'`, [created._id]);
  expect(
    (await call(app, 'PUT', `/admin/content/categories/${created._id}`, admin, { ...input, nameRu: 'Косплей!', status: 'inactive' })).statusCode,
  ).toBe(200);
  expect(await publicOne()).toBeUndefined();
  expect(data(await call(app, 'GET', '/admin/content/categories', admin)).find((c: { _id: string }) => c._id === created._id)).toMatchObject({
    nameRu: 'Косплей!',
    status: 'inactive',
  });

  expect(json(await remove(`/admin/content/categories/${created._id}`, admin))).toMatchObject({ data: { deleted: true } });
  const { rows } = await app.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM performers WHERE $1 = ANY(category_ids)`, [created._id]);
  expect(rows[0].n).toBe(0);
  expect((await audit('content.category')).map((e) => e.action)).toEqual([
    'content.category.delete',
    'content.category.update',
    'content.category.create',
  ]);
});

it('writes a draft post, publishes it with its Russian texts (the public posts show it at once) and deletes it', async () => {
  const input = {
    title: 'Our new studio',
    slug: 'our-new-studio',
    type: 'post',
    shortDescription: 'Bigger rooms',
    content: '<p>Hello</p>',
    status: 'draft',
  };
  expect((await call(app, 'POST', '/admin/content/posts', member, input)).statusCode).toBe(403);
  const created = data(await call(app, 'POST', '/admin/content/posts', admin, input));
  expect(created).toMatchObject({ title: 'Our new studio', status: 'draft' });
  const publicSlugs = async () => ((await publicGet('/posts/search?limit=100')).data as Array<{ slug: string }>).map((p) => p.slug);
  expect(await publicSlugs()).not.toContain('our-new-studio');
  expect((await app.inject({ method: 'GET', url: '/posts/our-new-studio' })).statusCode).toBe(404);

  const russian = { titleRu: 'Наша новая студия', shortDescriptionRu: 'Залы больше', contentRu: '<p>Привет</p>' };
  const published = data(await call(app, 'PUT', `/admin/content/posts/${created._id}`, admin, { ...input, ...russian, status: 'published' }));
  expect(published).toMatchObject({ ...russian, status: 'published' });
  expect(await publicSlugs()).toContain('our-new-studio');
  expect(data(await app.inject({ method: 'GET', url: '/posts/our-new-studio' }))).toMatchObject({
    title: 'Our new studio',
    translations: { ru: { title: 'Наша новая студия', shortDescription: 'Залы больше', content: '<p>Привет</p>' } },
  });
  const taken = await call(app, 'POST', '/admin/content/posts', admin, { ...input, title: 'Again' });
  expect(JSON.stringify(json(taken))).toContain('Another post has this slug');

  expect(json(await remove(`/admin/content/posts/${created._id}`, admin))).toMatchObject({ data: { deleted: true } });
  expect(await publicSlugs()).not.toContain('our-new-studio');
  expect((await audit('content.post')).map((e) => e.action)).toEqual(['content.post.delete', 'content.post.update', 'content.post.create']);
});

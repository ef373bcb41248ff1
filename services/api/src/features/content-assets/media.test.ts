import type { FastifyInstance } from 'fastify';
import { createTestApp, fields, multipart, type Part } from '../../../test/helpers';
import { call, data, idOf, newMember, tokenFor } from '../money/money.test-helpers';
import { makeTestJpeg, makeTestVideo } from './content.test-helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let anna: string;
let annaToken: string;
let bellaToken: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  anna = await idOf(app, 'performer', 'anna');
  annaToken = await tokenFor(app, 'performer', 'anna');
  bellaToken = await tokenFor(app, 'performer', 'bella');
}, 60_000);
afterAll(() => close());

const uploadMedia = async (token: string, values: Record<string, string>, file: Part['file']) => {
  const form = multipart([...fields(values), { name: 'file', file }]);
  return app.inject({ method: 'POST', url: '/media/upload', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${token}` } });
};

describe('legacy media service', () => {
  it('uploads a video and a photo, searches them by every field, and narrows the answer with fields', async () => {
    const video = await uploadMedia(
      annaToken,
      { title: 'Salsa night', theme: 'parties', tags: 'salsa,dance', actresses: 'Anna Rivers', token: '15' },
      {
        filename: 'salsa.mp4',
        contentType: 'video/mp4',
        content: await makeTestVideo(),
      },
    );
    expect(video.statusCode).toBe(200);
    expect(data(video)).toMatchObject({ kind: 'video', type: 'VIDEO', theme: 'parties', tags: ['salsa', 'dance'], token: 15, isSale: true });
    expect(data(video).thumbnail).toMatch(/^\/uploads\/previews\/.*\.jpg$/);
    const photo = await uploadMedia(
      annaToken,
      { title: 'Red dress', type: 'PHOTO', tags: 'dress' },
      { filename: 'dress.jpg', contentType: 'image/jpeg', content: await makeTestJpeg() },
    );
    expect(data(photo)).toMatchObject({ kind: 'photo', type: 'PHOTO', isSale: false });
    expect(data(photo).url).toContain(`viewer=performer%3A${anna}`);
    expect(data(await call(app, 'GET', `/media/${data(photo)._id}`)).url).toContain('viewer=public');

    const search = async (query: string) => data(await call(app, 'GET', `/media?${query}`)).data.map((item: { title: string }) => item.title);
    expect(await search('category=VIDEO&limit=500')).toContain('Salsa night');
    expect(await search('category=PHOTO&limit=500')).not.toContain('Salsa night');
    expect(await search('category=all&theme=parties')).toEqual(['Salsa night']);
    expect(await search('tags=dress')).toEqual(['Red dress']);
    expect(await search(`performerId=${anna}&search=night`)).toEqual(['Salsa night']);
    expect(await search('actress=Anna%20Rivers&category=VIDEO')).toContain('Salsa night');
    const byTitle: string[] = await search('sortBy=title&sort=asc&limit=500');
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await call(app, 'GET', '/media?sortBy=nope')).statusCode).toBe(400);
    expect((await call(app, 'GET', '/media?fields=nope')).statusCode).toBe(400);
    const narrow = await call(app, 'GET', '/media?fields=title,kind&limit=1');
    expect(Object.keys(data(narrow).data[0]).sort()).toEqual(['_id', 'kind', 'title']);
    expect(narrow.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');

    const tags = data(await call(app, 'GET', '/tags'));
    expect(tags.data).toEqual(expect.arrayContaining([{ name: 'salsa', total: 1 }]));
    const actresses = data(await call(app, 'GET', '/actresses?search=rivers'));
    expect(actresses.data[0]).toEqual({ name: 'Anna Rivers', total: expect.any(Number) });
  });

  it('author lists, view counts, owner-only update and delete, purchased media with isBought', async () => {
    const created = data(
      await uploadMedia(
        annaToken,
        { title: 'To sell', token: '5' },
        { filename: 'a.mp4', contentType: 'video/mp4', content: await makeTestVideo(1) },
      ),
    );
    expect(data(await call(app, 'GET', '/media/author/me', annaToken)).data.map((m: { _id: string }) => m._id)).toContain(created._id);
    expect(data(await call(app, 'GET', `/media/author/${anna}`)).total).toBeGreaterThan(0);
    expect(data(await call(app, 'POST', `/media/${created._id}/view`)).views).toBe(1);

    expect((await call(app, 'POST', `/media/${created._id}/update`, bellaToken, { title: 'Mine' })).statusCode).toBe(403);
    expect((await call(app, 'POST', `/media/${'0'.repeat(24)}/update`, annaToken, { title: 'x' })).statusCode).toBe(404);
    expect((await call(app, 'POST', `/media/${created._id}/update`, annaToken, { type: 'PHOTO' })).statusCode).toBe(400);
    expect(data(await call(app, 'POST', `/media/${created._id}/update`, annaToken, { title: 'Renamed', type: 'SHORT' }))).toMatchObject({
      title: 'Renamed',
      type: 'SHORT',
    });

    const member = await newMember(app, 50);
    expect(data(await call(app, 'GET', `/media/${created._id}`, member.token))).toMatchObject({ isBought: false });
    expect((await call(app, 'POST', `/purchase-items/video/${created._id}`, member.token)).statusCode).toBe(200);
    expect(data(await call(app, 'GET', `/media/${created._id}`, member.token)).isBought).toBe(true);
    expect(data(await call(app, 'GET', '/media/purchased', member.token)).data.map((m: { _id: string }) => m._id)).toEqual([created._id]);

    expect(
      (await app.inject({ method: 'DELETE', url: `/media/${created._id}`, headers: { authorization: `Bearer ${bellaToken}` } })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/media/${created._id}`, headers: { authorization: `Bearer ${annaToken}` } })).statusCode).toBe(
      200,
    );
    expect((await call(app, 'GET', `/media/${created._id}`)).statusCode).toBe(404);
    // the buyer keeps what he bought
    expect(data(await call(app, 'GET', `/media/${created._id}`, member.token)).url).toBeDefined();
  });
});

describe('posts, contact, performer views and blocking', () => {
  it('lists posts and reads one by id or slug', async () => {
    const list = data(await call(app, 'GET', '/posts/search?type=post'));
    expect(list.total).toBeGreaterThanOrEqual(3);
    const first = list.data[0];
    expect(data(await call(app, 'GET', `/posts/${first._id}`)).title).toBe(first.title);
    expect(data(await call(app, 'GET', `/posts/${first.slug}`))._id).toBe(first._id);
    expect((await call(app, 'GET', '/posts/no-such-post')).statusCode).toBe(404);
  });

  it('stores a contact message and mails it through the outbox', async () => {
    const res = await call(app, 'POST', '/contact', undefined, {
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Hello',
      message: 'A question',
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await app.ctx.db.query<{ message: string }>('SELECT message FROM contact_messages WHERE id = $1', [data(res)._id]);
    expect(rows[0].message).toBe('A question');
    const mails = await app.ctx.mailer.list({ limit: 5 });
    expect(mails[0]).toMatchObject({ template: 'contact', subject: expect.stringContaining('Hello') });
    expect(mails[0].text).toContain('visitor@example.com');
    expect((await call(app, 'POST', '/contact', undefined, { name: 'x', email: 'not-an-email', message: 'm' })).statusCode).toBe(400);
  });

  it('counts profile views and tells a member whether the performer blocks him', async () => {
    const before = data(await call(app, 'GET', `/performers/${anna}/view`)).stats.views;
    expect(data(await call(app, 'POST', `/performers/${anna}/inc-view`)).views).toBe(before + 1);
    const member = await newMember(app, 0);
    expect(data(await call(app, 'GET', `/performers/${anna}/check-blocking`, member.token))).toEqual({ isBlocked: false });
    await app.ctx.db.query('INSERT INTO performer_blocks (performer_id, user_id) VALUES ($1, $2)', [anna, member.id]);
    expect(data(await call(app, 'GET', `/performers/${anna}/check-blocking`, member.token))).toEqual({
      isBlocked: true,
      reason: 'member',
      message: 'This performer has blocked you',
    });
    expect(data(await call(app, 'GET', `/performers/${anna}/check-blocking`))).toEqual({ isBlocked: false });
    expect((await call(app, 'GET', `/performers/${'0'.repeat(24)}/check-blocking`)).statusCode).toBe(404);
  });

  it('the favourites list answers the member’s favourites', async () => {
    const member = await newMember(app, 0);
    expect((await call(app, 'POST', '/favourite/performers/like', member.token, { performerId: anna })).statusCode).toBe(200);
    const list = data(await call(app, 'GET', '/favourite/performers', member.token));
    expect(JSON.stringify(list)).toContain(anna);
  });
});

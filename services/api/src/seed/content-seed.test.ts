import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createTestApp, json } from '../../test/helpers';
import { seedContent } from './content-seed';
import { PERFORMERS } from './demo-data';

let app: FastifyInstance;
let close: () => Promise<void>;

// The first run on a machine renders the demo clips (minutes); later runs copy them from the clip cache.
beforeAll(async () => {
  ({ app, close } = await createTestApp({ seedMedia: true }));
}, 900_000);
afterAll(() => close());

describe('content seed', () => {
  it('gives every performer 720p videos of 20 s or more with a poster and a shorter trailer, some free and some paid', async () => {
    const { rows } = await app.ctx.db.query<{ username: string; videos: number; paid: number; free: number }>(
      `SELECT o.username, count(v.id)::int AS videos, count(v.id) FILTER (WHERE v.is_sale AND v.token > 0)::int AS paid,
              count(v.id) FILTER (WHERE NOT v.is_sale OR v.token = 0)::int AS free
         FROM performers o LEFT JOIN videos v ON v.performer_id = o.id GROUP BY o.username`,
    );
    expect(rows).toHaveLength(PERFORMERS.length);
    for (const row of rows) expect(row.videos).toBeGreaterThanOrEqual(2);
    expect(rows.reduce((n, r) => n + r.paid, 0)).toBeGreaterThan(0);
    expect(rows.reduce((n, r) => n + r.free, 0)).toBeGreaterThan(0);

    const { rows: videos } = await app.ctx.db.query<{
      id: string;
      poster_path: string;
      trailer_path: string;
      duration: string;
      trailer_duration: string;
      width: number;
      height: number;
      file_id: string | null;
    }>('SELECT id, poster_path, trailer_path, duration, trailer_duration, width, height, file_id FROM videos');
    for (const video of videos) {
      expect(video.file_id).toBeTruthy();
      expect(video.poster_path).toBe(`previews/${video.id}.jpg`);
      expect(fs.statSync(app.ctx.storage.absolutePath(video.poster_path)).size).toBeGreaterThan(500);
      expect(fs.existsSync(app.ctx.storage.absolutePath(video.trailer_path))).toBe(true);
      expect(Number(video.duration)).toBeGreaterThanOrEqual(20);
      expect(Number(video.duration)).toBeLessThanOrEqual(29);
      expect([video.width, video.height]).toEqual([1280, 720]);
      // the trailer is the clip's opening, cut from it
      expect(Number(video.trailer_duration)).toBeGreaterThanOrEqual(7);
      expect(Number(video.trailer_duration)).toBeLessThan(Number(video.duration) / 2);
    }
  });

  it('fills galleries with photos and their thumbnails, and writes posts', async () => {
    const galleries = json(await app.inject({ method: 'GET', url: '/user/performer-assets/galleries/search?limit=200' })).data;
    expect(galleries.total).toBeGreaterThanOrEqual(PERFORMERS.length);
    for (const gallery of galleries.data) {
      expect(gallery.numOfItems).toBeGreaterThan(0);
      expect((await app.inject({ method: 'GET', url: gallery.coverPhoto.thumbnails[0] })).statusCode).toBe(200);
    }
    const posts = json(await app.inject({ method: 'GET', url: '/posts/search' })).data;
    expect(posts.total).toBeGreaterThanOrEqual(3);
    // a Russian visitor reads every seeded post in Russian
    for (const post of posts.data)
      expect(post.translations.ru).toEqual({ title: expect.any(String), shortDescription: expect.any(String), content: expect.any(String) });
    // each clip names its performer, so the media search's actress filter has names to offer
    expect(json(await app.inject({ method: 'GET', url: '/actresses?limit=200' })).data.data.length).toBe(PERFORMERS.length);
  });

  it('gives products a picture and digital products a file to download', async () => {
    const { rows } = await app.ctx.db.query<{ type: string; image_path: string | null; path: string | null }>(
      'SELECT p.type, p.image_path, f.path FROM products p LEFT JOIN files f ON f.id = p.digital_file_id',
    );
    expect(rows.some((r) => r.type === 'digital')).toBe(true);
    for (const product of rows) {
      expect((await app.inject({ method: 'GET', url: `/uploads/${product.image_path}` })).statusCode).toBe(200);
      if (product.type === 'digital') expect(fs.statSync(app.ctx.storage.absolutePath(product.path!, 'private')).size).toBeGreaterThan(1000);
    }
  });

  it('runs once per data folder', async () => {
    const count = async () => (await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM videos')).rows[0].n;
    const before = await count();
    expect(await seedContent(app.ctx.db, app.ctx.storage, { media: true })).toBeNull();
    expect(await count()).toBe(before);
  });
});

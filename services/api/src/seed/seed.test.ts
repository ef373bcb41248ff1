import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { json, useTestApp } from '../../test/helpers';
import sharp from 'sharp';
import { PERFORMERS } from './demo-data';

let app: FastifyInstance;

useTestApp((started) => ({ app } = started));

interface Card {
  username: string;
  name: string;
  avatar: string;
  coverPhoto?: string;
  coverThumbnail?: string;
}

const searchAll = async () => {
  const res = await app.inject({ method: 'GET', url: '/performers/search?limit=500' });
  expect(res.statusCode).toBe(200);
  return json<{ data: { data: Card[] } }>(res).data.data;
};

/** What a browser gets for a picture URL of the catalogue. */
const fetchImage = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body };
};

describe('seeded performer pictures', () => {
  it('gives every seeded performer an avatar and a cover photo, stored as image files on disk', async () => {
    const { rows } = await app.ctx.db.query<{ username: string; avatar_path: string | null; cover_path: string | null }>(
      'SELECT username, avatar_path, cover_path FROM performers',
    );
    expect(rows.map((row) => row.username).sort()).toEqual(PERFORMERS.map((p) => p.username).sort());
    for (const row of rows) {
      for (const relativePath of [row.avatar_path, row.cover_path]) {
        expect(relativePath).toBeTruthy();
        const full = app.ctx.storage.absolutePath(relativePath!);
        expect(fs.existsSync(full)).toBe(true);
        const content = fs.readFileSync(full, 'utf8');
        expect(content).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 \d+ \d+"/);
        expect(content.trimEnd()).toMatch(/<\/svg>$/);
        const { rows: files } = await app.ctx.db.query<{ mime_type: string; size: number }>('SELECT mime_type, size FROM files WHERE path = $1', [
          relativePath,
        ]);
        expect(files).toEqual([{ mime_type: 'image/svg+xml', size: Buffer.byteLength(content) }]);
      }
    }
  });

  it('serves each card picture as an image that is hers: her name, her own colours', async () => {
    const cards = await searchAll();
    expect(cards).toHaveLength(PERFORMERS.length);
    const backgrounds = new Set<string>();
    for (const card of cards) {
      expect(card.coverPhoto).toBe(`/uploads/seed/covers/${card.username}.svg`);
      const firstName = PERFORMERS.find((p) => p.username === card.username)!.firstName;
      for (const url of [card.avatar, card.coverPhoto!]) {
        const image = await fetchImage(url);
        expect(image.status).toBe(200);
        expect(image.type).toMatch(/^image\/svg\+xml/);
        expect(image.body).toContain(`<title>${card.name}</title>`);
        expect(image.body.toUpperCase()).toContain(firstName.toUpperCase());
      }
      const cover = (await fetchImage(card.coverPhoto!)).body;
      // a drawing, not a flat placeholder: gradient, light and shapes
      expect(cover).toContain('<linearGradient id="bg"');
      expect((cover.match(/<circle /g) ?? []).length).toBeGreaterThan(10);
      backgrounds.add(/<linearGradient id="bg"[^>]*>(.*?)<\/linearGradient>/.exec(cover)![1]);
    }
    expect(backgrounds.size).toBe(cards.length);
  });

  it('draws a missing picture again on the next start', async () => {
    const { renderSeedFile } = await import('./seed');
    const { ensureSeedFiles } = await import('./assets');
    const full = app.ctx.storage.absolutePath('seed/covers/anna.svg');
    const before = fs.readFileSync(full, 'utf8');
    fs.rmSync(full);
    await ensureSeedFiles(app.ctx.db, app.ctx.storage, renderSeedFile);
    expect(fs.readFileSync(full, 'utf8')).toBe(before);
  });
});

describe('performer pictures of a start that generates media', () => {
  it('turns every drawing into a WebP avatar, cover and card-sized cover thumbnail, once', async () => {
    const { seedPerformerPictures } = await import('./performer-pictures');
    const done = await seedPerformerPictures(app.ctx.db, app.ctx.storage);
    expect(done?.performers).toBe(PERFORMERS.length);
    expect(await seedPerformerPictures(app.ctx.db, app.ctx.storage)).toBeNull();
    // the seed runs before the API answers anything; here the test app has served (and cached) search already
    await app.ctx.readCache.invalidate('performers');
    for (const card of await searchAll()) {
      expect(card).toMatchObject({
        avatar: `/uploads/seed/avatars/${card.username}.webp`,
        coverPhoto: `/uploads/seed/covers/${card.username}.webp`,
        coverThumbnail: `/uploads/seed/covers/${card.username}-card.webp`,
      });
      const widths: number[] = [];
      for (const url of [card.avatar, card.coverPhoto!, card.coverThumbnail!]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        widths.push((await sharp(res.rawPayload).metadata()).width!);
      }
      expect(widths).toEqual([400, 800, 480]);
    }
  });
});

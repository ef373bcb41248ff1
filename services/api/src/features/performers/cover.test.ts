import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, createTestApp, json, login, multipart } from '../../../test/helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let performer: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  performer = await login(app, 'performer', 'bella');
});
afterAll(() => close());

const upload = (token: string, content: Buffer, contentType = 'image/png') =>
  app.inject({
    method: 'POST',
    url: '/performers/cover/upload',
    ...(() => {
      const form = multipart([{ name: 'cover', file: { filename: 'cover.png', contentType, content } }]);
      return { payload: form.payload, headers: { ...form.headers, ...bearer(token) } };
    })(),
  });

describe('cover photo upload', () => {
  it('keeps her cover as a wide WebP picture and a card-sized WebP thumbnail, shown on her card', async () => {
    const png = await sharp({ create: { width: 2000, height: 700, channels: 3, background: { r: 200, g: 40, b: 120 } } })
      .png()
      .toBuffer();
    const res = await upload(performer, png);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ url: expect.stringMatching(/^\/uploads\/covers\/[0-9a-f]{24}\.webp$/), mimeType: 'image/webp' });

    const card = json(await app.inject({ method: 'GET', url: '/performers/search?q=bella' })).data.data.find(
      (p: { username: string }) => p.username === 'bella',
    );
    expect(card.coverPhoto).toBe(json(res).data.url);
    expect(card.coverThumbnail).toMatch(/^\/uploads\/covers\/[0-9a-f]{24}\.webp$/);
    const widths: number[] = [];
    for (const url of [card.coverPhoto, card.coverThumbnail]) {
      const file = await app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      widths.push((await sharp(file.rawPayload).metadata()).width!);
    }
    expect(widths).toEqual([1600, 480]);
  });

  it('is hers only: a member may not set one, and a file that is not an image is refused', async () => {
    const member = await login(app, 'user', 'member');
    expect((await upload(member, Buffer.from('x'))).statusCode).toBe(403);
    const bad = await upload(performer, Buffer.from('<svg onload="alert(1)"/>'));
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toEqual([{ property: 'cover', constraints: { isFileType: 'cover must be an image (PNG, JPEG, GIF or WebP)' } }]);
  });
});

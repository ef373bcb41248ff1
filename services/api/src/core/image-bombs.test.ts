import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, createTestApp, fields, json, login, multipart, type Part } from '../../test/helpers';
import { hugeGifHeader, zeroPngBomb } from './image-bombs.test-helpers';
import { MAX_IMAGE_MEGAPIXELS } from './images';

// A decompression bomb (a small file of a huge picture) sent to every route that takes a picture is refused from
// its header, with a 400 that says why: never decoded, never a 500.

let app: FastifyInstance;
let close: () => Promise<void>;
let performer: string;
let member: string;
let studio: string;
const bomb = zeroPngBomb();

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  [performer, member, studio] = await Promise.all([login(app, 'performer', 'anna'), login(app, 'user', 'member'), login(app, 'studio', 'studio')]);
});
afterAll(() => close());

const TOO_LARGE = `The image is too large: at most ${MAX_IMAGE_MEGAPIXELS} megapixels`;
const picture = (name: string, content = bomb): Part => ({ name, file: { filename: `${name}.png`, contentType: 'image/png', content } });

const send = (method: 'POST' | 'PUT', url: string, token: string | null, parts: Part[]) => {
  const form = multipart(parts);
  return app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...(token ? bearer(token) : {}) } });
};

/** The first text of a 400's validation items (or its message). */
const firstText = (body: { message: unknown }) =>
  Array.isArray(body.message) ? Object.values((body.message[0] as { constraints: Record<string, string> }).constraints)[0] : body.message;

type Who = 'performer' | 'member' | 'studio' | 'nobody';
const tokenOf = (who: Who) => ({ performer, member, studio, nobody: null })[who];

describe('a decompression bomb is refused by every picture route', () => {
  it.each<[string, 'POST' | 'PUT', string, Who, string, Part[]]>([
    ['member avatar', 'POST', '/users/avatar/upload', 'member', 'avatar', []],
    ['performer avatar', 'POST', '/performers/avatar/upload', 'performer', 'avatar', []],
    ['performer cover', 'POST', '/performers/cover/upload', 'performer', 'cover', []],
    ['performer document', 'POST', '/performers/documents/upload', 'performer', 'file', []],
    ['release form', 'POST', '/performers/release-form/upload', 'performer', 'file', []],
    ['studio document', 'POST', '/studio/documents/upload', 'studio', 'file', []],
    ['photo', 'POST', '/performer/performer-assets/photos/upload', 'performer', 'photo', fields({ title: 'Bomb' })],
    ['product picture', 'POST', '/performer/performer-assets/products', 'performer', 'image', fields({ name: 'Bomb', type: 'physical' })],
    ['media picture', 'POST', '/media/upload', 'performer', 'file', fields({ title: 'Bomb' })],
    ['message picture', 'POST', '/messages/private/file', 'member', 'file', fields({ conversationId: '0'.repeat(24) })],
    [
      'registration document',
      'POST',
      '/auth/performers/register',
      'nobody',
      'documentVerification',
      fields({ username: 'bombgirl', email: 'bomb@example.com', password: 'demo12345' }),
    ],
  ])('%s: 400 "too large", answered from the header', async (_name, method, url, who, field, extra) => {
    const started = Date.now();
    const res = await send(method, url, tokenOf(who), [...extra, picture(field)]);
    expect(res.statusCode).toBe(400);
    expect(firstText(json(res))).toBe(TOO_LARGE);
    expect(Date.now() - started).toBeLessThan(5_000); // a decoded bomb takes many seconds; the header alone, milliseconds
  });

  it('a GIF whose header claims 60000×60000 is refused the same way', async () => {
    const res = await send('POST', '/performers/cover/upload', performer, [picture('cover', hugeGifHeader())]);
    expect(res.statusCode).toBe(400);
    expect(firstText(json(res))).toBe(TOO_LARGE);
  });

  it('a 36-megapixel picture, under the limit, still becomes her cover', async () => {
    const big = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#806040' } })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
    const res = await send('POST', '/performers/cover/upload', performer, [picture('cover', big)]);
    expect(res.statusCode).toBe(200);
  });
});

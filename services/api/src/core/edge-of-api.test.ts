import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, fields, json, login, multipart, pngPart, type Part } from '../../test/helpers';
import { findBadText } from './input-guard';

// The attacks a held-out review made at the edge of the API: text the database cannot hold, unbounded list
// queries, floods of sign-ins and chat, and credentials from any origin.

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ rateLimits: true }));
});
afterAll(() => close());

describe('text the database cannot hold is a 400, never a 500', () => {
  it('a NUL in a path id', async () => {
    const res = await app.inject({ method: 'GET', url: '/performers/anna%00x/view' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('path.username contains a NUL character or an unpaired surrogate, which text cannot hold.');
  });

  it('a NUL in a query string', async () => {
    const res = await app.inject({ method: 'GET', url: '/performers/search?q=an%00na' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/^query\.q contains a NUL character/);
  });

  it('a NUL or a lone surrogate in a JSON body, also deep inside or in a field name', async () => {
    const token = await login(app, 'user', 'member');
    for (const payload of ['{"keys":["a\\u0000b"]}', '{"keys":["\\ud800"]}', '{"keys":["ok"],"x\\u0000":1}']) {
      const res = await app.inject({
        method: 'POST',
        url: '/settings/keys',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).error).toBe('Bad Request');
    }
  });

  it('paired surrogates (emoji) and ordinary text pass', () => {
    expect(findBadText({ text: 'hi 😀 ü', list: ['a', { b: 'c' }] }, 'body')).toBeNull();
    expect(findBadText({ list: ['a', { b: 'c\uDC00' }] }, 'body')).toBe('body.list[1].b');
  });
});

describe('list queries stay inside their whitelists', () => {
  it.each([['sortBy=constructor'], ['sortBy=__proto__'], ['sortBy=toString'], ['limit=1e309'], ['offset=1e20'], ['limit=-1'], ['sort=sideways']])(
    '%s → 400',
    async (query) => {
      const res = await app.inject({ method: 'GET', url: `/performers/search?${query}` });
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('rate limits', () => {
  it('sign-in: the 31st attempt within a minute from one address is a 429 with Retry-After', async () => {
    // A new name each time: the per-account lockout is another test's business.
    const attempt = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/auth/studio/login',
        remoteAddress: '203.0.113.7',
        payload: { username: `nobody-${i}`, password: 'wrong' },
      });
    for (let i = 0; i < 30; i++) expect((await attempt(i)).statusCode).not.toBe(429);
    const refused = await attempt(30);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused)).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^Too many requests\. Try again in /),
      error: 'Too Many Requests',
    });
    // another address is not affected
    const other = await app.inject({
      method: 'POST',
      url: '/auth/studio/login',
      remoteAddress: '203.0.113.8',
      payload: { username: 'studio', password: 'demo1234' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('login codes: the 6th code request within a minute is a 429', async () => {
    const send = () => app.inject({ method: 'POST', url: '/auth/code/send', remoteAddress: '203.0.113.9', payload: { email: 'member@demo.local' } });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).not.toBe(429);
    expect((await send()).statusCode).toBe(429);
  });

  it('behind the edge, the client address is the one the edge forwards', async () => {
    const viaEdge = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/users/forgot',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { email: 'nobody@example.com' },
      });
    for (let i = 0; i < 5; i++) expect((await viaEdge('198.51.100.1')).statusCode).not.toBe(429);
    expect((await viaEdge('198.51.100.1')).statusCode).toBe(429);
    expect((await viaEdge('198.51.100.2')).statusCode).not.toBe(429);
  });
});

describe('CORS', () => {
  it('credentials are allowed only for the site’s own origin', async () => {
    const evil = await app.inject({
      method: 'OPTIONS',
      url: '/users/me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const own = await app.inject({
      method: 'OPTIONS',
      url: '/users/me',
      headers: { origin: 'http://127.0.0.1:8080', 'access-control-request-method': 'GET' },
    });
    expect(own.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    expect(own.headers['access-control-allow-credentials']).toBe('true');
  });
});

// With REDIS_URL (the test command's pass on real servers) two API processes share one budget.
const describeRedis = process.env.REDIS_URL ? describe : describe.skip;
describeRedis('rate limits in Redis', () => {
  it('a client cannot multiply its budget by talking to two API processes', async () => {
    const second = await createTestApp({ rateLimits: true });
    try {
      const sendTo = (target: FastifyInstance) =>
        target.inject({ method: 'POST', url: '/auth/code/send', remoteAddress: '203.0.113.77', payload: { email: 'member@demo.local' } });
      for (let i = 0; i < 5; i++) expect((await sendTo(i % 2 ? app : second.app)).statusCode).not.toBe(429);
      expect((await sendTo(app)).statusCode).toBe(429);
      expect((await sendTo(second.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('numbers too large to be numbers are a 400, never a 500', () => {
  let performer: string;
  let ids: { video: string; photo: string; product: string };
  const send = (method: 'POST' | 'PUT', url: string, parts: Part[]) => {
    const form = multipart(parts);
    return app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...bearer(performer) } });
  };
  const idOf = (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode).toBe(200);
    return json(res).data._id as string;
  };

  beforeAll(async () => {
    performer = await login(app, 'performer', 'bella');
    const ownVideos = json(await app.inject({ method: 'GET', url: '/performer/performer-assets/videos/search', headers: bearer(performer) }));
    ids = {
      video: ownVideos.data.data[0]._id as string,
      photo: idOf(await send('POST', '/performer/performer-assets/photos/upload', [...fields({ title: 'Fine' }), pngPart('photo')])),
      product: idOf(await send('POST', '/performer/performer-assets/products', fields({ name: 'Fine', type: 'physical' }))),
    };
  });

  // a video's form is read before its file is: a stand-in of a few bytes reaches the field check
  const video: Part = { name: 'video', file: { filename: 'clip.mp4', contentType: 'video/mp4', content: Buffer.from('\0\0\0\x18ftypmp42') } };
  const cases: Array<[string, 'POST' | 'PUT', () => string, Part[], string]> = [
    ['video create', 'POST', () => '/performer/performer-assets/videos/upload', [...fields({ title: 'V' }), video], 'token'],
    ['video update', 'PUT', () => `/performer/performer-assets/videos/${ids.video}`, [], 'token'],
    ['photo create', 'POST', () => '/performer/performer-assets/photos/upload', [...fields({ title: 'P' }), pngPart('photo')], 'token'],
    ['photo update', 'PUT', () => `/performer/performer-assets/photos/${ids.photo}`, [], 'token'],
    ['product create', 'POST', () => '/performer/performer-assets/products', fields({ name: 'P', type: 'physical' }), 'token'],
    ['product update', 'PUT', () => `/performer/performer-assets/products/${ids.product}`, [], 'token'],
    ['product create', 'POST', () => '/performer/performer-assets/products', fields({ name: 'P', type: 'physical' }), 'stock'],
    ['product update', 'PUT', () => `/performer/performer-assets/products/${ids.product}`, [], 'stock'],
  ];
  it.each(
    cases.flatMap(([name, method, url, parts, field]) =>
      ['1e309', '-1e309', 'NaN'].map((value) => [`${name}: ${field}=${value}`, method, url, parts, field, value] as const),
    ),
  )('%s → 400 naming the field', async (_name, method, url, parts, field, value) => {
    const res = await send(method, url(), [...parts, ...fields({ [field]: value })]);
    expect(res.statusCode).toBe(400);
    const body = json(res);
    const text = Array.isArray(body.message) ? `${body.message[0].property}: ${Object.values(body.message[0].constraints)[0]}` : body.message;
    expect(text).toMatch(new RegExp(`\\b${field}\\b`));
  });

  it("in JSON too (a gallery's price)", async () => {
    for (const payload of ['{"name":"G","token":1e309}', '{"name":"G","token":-1e309}']) {
      const res = await app.inject({
        method: 'POST',
        url: '/performer/performer-assets/galleries',
        headers: { ...bearer(performer), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('a NUL in a form field is refused like in JSON', async () => {
    const res = await send('PUT', `/performer/performer-assets/products/${ids.product}`, fields({ name: 'a\u0000b' }));
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('body.name contains a NUL character or an unpaired surrogate, which text cannot hold.');
  });
});

describe("control characters in an uploaded file's name never reach the database", () => {
  const named = (field: string, filename: string, content = pngPart(field).file!.content): Part => ({
    name: field,
    file: { filename, contentType: 'image/png', content },
  });
  const upload = (url: string, token: string, parts: Part[]) => {
    const form = multipart(parts);
    return app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
  };
  const HOSTILE = 'pass\u0000port\u0007\u001b[31m.png';

  it('avatar, photo and documents are stored under a clean name', async () => {
    const [member, performer, studio] = [
      await login(app, 'user', 'member'),
      await login(app, 'performer', 'anna'),
      await login(app, 'studio', 'studio'),
    ];
    expect((await upload('/users/avatar/upload', member, [named('avatar', HOSTILE)])).statusCode).toBe(200);
    expect((await upload('/performers/avatar/upload', performer, [named('avatar', HOSTILE)])).statusCode).toBe(200);
    expect(
      (await upload('/performer/performer-assets/photos/upload', performer, [...fields({ title: 'N' }), named('photo', HOSTILE)])).statusCode,
    ).toBe(200);
    for (const [url, token] of [
      ['/studio/documents/upload', studio],
      ['/performers/documents/upload', performer],
    ]) {
      const res = await upload(url, token, [named('file', `../../${HOSTILE}`)]);
      expect(res.statusCode).toBe(200);
      expect(json(res).data.originalName).toBe('passport[31m.png');
    }
  });

  it('a name of nothing but control characters becomes "file"', async () => {
    const res = await upload('/studio/documents/upload', await login(app, 'studio', 'studio'), [named('file', '\u0000\u0001')]);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.originalName).toBe('file');
  });
});

describe('uploads are rate-limited per account', () => {
  it('the 21st upload within a minute is a 429 for that account only, whatever its address', async () => {
    const [bella, anna] = [await login(app, 'performer', 'bella'), await login(app, 'performer', 'anna')];
    const avatar = (token: string, address: string) => {
      const form = multipart([pngPart('avatar')]);
      return app.inject({
        method: 'POST',
        url: '/performers/avatar/upload',
        remoteAddress: address,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token) },
      });
    };
    for (let i = 0; i < 20; i++) expect((await avatar(bella, `198.51.100.${i + 10}`)).statusCode).toBe(200);
    const refused = await avatar(bella, '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(/^You are uploading files too fast\. Try again in /);
    expect((await avatar(anna, '198.51.100.99')).statusCode).toBe(200);
  });
});

describe('a too long address is a clear 414, not a reset connection', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });

  it('a 100 KB query string, five times in a row', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await get(`/performers/search?q=${'x'.repeat(100 * 1024)}`);
      expect(res.status).toBe(414);
      expect(JSON.parse(res.body)).toEqual({ statusCode: 414, message: 'The address is too long: at most 16 KB', error: 'URI Too Long' });
    }
  });

  it('20 KB of headers is a 431; the server still answers afterwards', async () => {
    const res = await get('/performers/search', { 'x-padding': 'y'.repeat(20 * 1024) });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body).message).toBe('The request headers are too large: at most 16 KB');
    expect((await get('/performers/search?q=anna')).status).toBe(200);
  });
});

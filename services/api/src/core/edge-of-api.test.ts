import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, json, login } from '../../test/helpers';
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

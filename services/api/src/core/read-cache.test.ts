import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createReadCache, type CachePolicy, type ReadCache } from './read-cache';

// One route behind the cache, on a bare Fastify: what a caller sees of hits, 304s, single-flight and invalidation.

const POLICY: CachePolicy = { tag: 'settings', maxAge: 60, staleWhileRevalidate: 300 };
const config = { trustedCountryHeader: undefined, geoipLookup: false, trustProxy: false } as const;

/** How many requests reached the route's handler (the rest were answered by the cache's onRequest hook). */
let handled = 0;

async function appWith(cache: ReadCache, load: () => Promise<unknown>) {
  const app = Fastify();
  app.decorateRequest('auth', null);
  app.addHook('onRequest', cache.onRequest);
  app.get('/thing', { schema: { response: { 200: { type: 'object', properties: { value: { type: 'number' } } } } } }, (req, reply) => {
    handled++;
    return cache.reply(req, reply, POLICY, load);
  });
  await app.ready();
  return app;
}

describe('read cache', () => {
  let app: FastifyInstance;
  let cache: ReadCache;
  let value: number;
  let loads: number;
  let release: (() => void) | null;

  beforeEach(async () => {
    cache = createReadCache({ config });
    value = 1;
    loads = 0;
    release = null;
    app = await appWith(cache, async () => {
      const read = value;
      loads++;
      if (release === null) await new Promise<void>((resolve) => (release = resolve));
      // fields the schema does not declare are never sent, cached or not
      return { value: read, secret: 'x' };
    });
  });
  afterEach(async () => {
    await app.close();
    await cache.close();
  });

  const loadStarted = async () => {
    while (!release) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/thing', headers });

  it('answers a repeated URL without credentials before routing; one with any credential takes the full path', async () => {
    release = () => undefined;
    expect((await get()).json()).toEqual({ value: 1 });
    handled = 0;
    expect((await get()).json()).toEqual({ value: 1 });
    expect(handled).toBe(0);
    const credentials: Record<string, string>[] = [{ authorization: 'Bearer t' }, { cookie: 'lang=en; token=t' }];
    for (const headers of credentials) await get(headers);
    await app.inject({ method: 'GET', url: '/thing?token=t' });
    expect(handled).toBe(3);
    // an invalidated entry is not answered early: the route loads the new value
    value = 2;
    await cache.invalidate('settings');
    expect((await get()).json()).toEqual({ value: 2 });
    expect(handled).toBe(4);
  });

  it('runs one load for concurrent misses and answers the kept JSON with caching headers and an ETag', async () => {
    const answers = Promise.all(Array.from({ length: 10 }, () => get()));
    await loadStarted();
    release!();
    const results = await answers;
    expect(loads).toBe(1);
    for (const res of results) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ value: 1 });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    }
    const etag = results[0].headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get()).headers.etag).toBe(etag);
    expect(loads).toBe(1);

    const notModified = await get({ 'if-none-match': `W/${etag}, "other"` });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('reads again after an invalidation, and never keeps what a load read before it', async () => {
    release = () => undefined;
    expect((await get()).json()).toEqual({ value: 1 });
    value = 2;
    expect((await get()).json()).toEqual({ value: 1 });
    await cache.invalidate('settings');
    expect((await get()).json()).toEqual({ value: 2 });

    // a load that read before a write must not be kept after the write's invalidation
    value = 3;
    await cache.invalidate('settings');
    release = null;
    const stale = get();
    await loadStarted();
    value = 4;
    await cache.invalidate('settings');
    release!();
    expect((await stale).json()).toEqual({ value: 3 });
    expect((await get()).json()).toEqual({ value: 4 });
  });

  it('leaves other tags alone', async () => {
    release = () => undefined;
    await get();
    await cache.invalidate('performers', 'media');
    await get();
    expect(loads).toBe(1);
  });
});

describe('read cache with Redis unreachable', () => {
  it('keeps answering, writes do not fail, and answers are kept only briefly', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const cache = createReadCache({ config: { ...config, redisUrl: `redis://127.0.0.1:${port}` }, outageTtlMs: 200 });
    let loads = 0;
    const app = await appWith(cache, async () => ({ value: ++loads }));
    try {
      expect((await app.inject('/thing')).json()).toEqual({ value: 1 });
      expect((await app.inject('/thing')).json()).toEqual({ value: 1 });
      await expect(cache.invalidate('settings')).resolves.toBeUndefined();
      expect((await app.inject('/thing')).json()).toEqual({ value: 2 });
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await app.inject('/thing')).json()).toEqual({ value: 3 });
    } finally {
      await app.close();
      await cache.close();
    }
  });
});

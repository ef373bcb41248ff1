import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { countryOf, requestCountry, type CountryConfig } from './geo';

/**
 * Public GET answers kept as serialized JSON, in this process, grouped by tag. A write calls `invalidate(tag)`,
 * which drops the tag here and, with REDIS_URL, in every other API process (pub/sub). Entries also expire after
 * their policy's `maxAge` (a safety net for writes nobody invalidates, e.g. view counters), and after one second
 * while the Redis subscriber is down, since other processes' invalidations may be missed then.
 */
export const CACHE_TAGS = ['performers', 'settings', 'categories', 'menus', 'banners', 'media', 'posts'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export interface CachePolicy {
  tag: CacheTag;
  /** Seconds an answer is kept here, and `max-age` for browsers and the edge. */
  maxAge: number;
  /** Seconds a browser or the edge may show a stale answer while it fetches a fresh one. */
  staleWhileRevalidate: number;
  /**
   * `true`: browsers and the edge ask again on every use (`no-cache`: a 304 while it is unchanged), for what the
   * back office edits and visitors must see on their next page load (site settings, menus, banners, categories, posts).
   */
  revalidate?: boolean;
  /** The answer leaves out performers who blocked the visitor's country: the country is part of the key. */
  byCountry?: boolean;
  /** A signed-in caller gets his own answer (isFavorite, isBought, links): never cached, `private, no-store`. */
  perAccount?: boolean;
}

/**
 * A signed-in member's answer as the shared (visitor's) answer with his own flags laid over it: `flagged(req)` reads,
 * in one query, the ids whose `field` is true for him (his favourites) and the ids he may not see (performers who
 * blocked him: a shared answer with one of them in it is not used, he gets his own). The shared bytes are copied and `"field":false` turned
 * into `"field":true ` for those ids (same length), so nothing is parsed or serialized per request, and nothing but
 * his own flags is added to what any visitor from his country gets.
 */
export interface AccountOverlay {
  field: 'isFavorite';
  /** `flagged`: ids whose field is true for him; `hidden`: ids he may not see (an answer with one of them is his own). */
  flagged(req: FastifyRequest): Promise<{ flagged: ReadonlySet<string>; hidden: ReadonlySet<string> } | null>;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  loads: number;
  notModified: number;
  entries: number;
}

export interface ReadCache {
  /**
   * Answers a public read: 304 when `If-None-Match` matches, else the kept JSON, else `load()` once for all
   * concurrent misses of the same key. A caller with an account (`req.auth`) gets `load()`'s own answer.
   */
  reply(req: FastifyRequest, reply: FastifyReply, policy: CachePolicy, load: () => Promise<unknown>, overlay?: AccountOverlay): Promise<FastifyReply>;
  /** An `onRequest` hook: a repeated public URL is answered from its entry at once (see `reply` for the rest). */
  onRequest(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Drops every answer of these tags here and (with Redis) in every other process. Never throws. */
  invalidate(...tags: CacheTag[]): Promise<void>;
  stats(): ReadCacheStats;
  close(): Promise<void>;
}

export interface ReadCacheOptions {
  /** With `databaseSchema`, processes on another schema of the same database (tests) have their own channel. */
  config: CountryConfig & { redisUrl?: string; databaseSchema?: string };
  maxEntries?: number;
  maxBytes?: number;
  /** How long answers live while the Redis subscriber is down (ms). */
  outageTtlMs?: number;
  log?: (message: string) => void;
}

interface Entry {
  tag: CacheTag;
  /** The answer's bytes, encoded once: sending a kept string would encode it again on every request. */
  body: Buffer;
  etag: string;
  /** Per overlaid field: the byte offset of each item's `"field":false` (by item id); null when the layout is not as expected. */
  marks?: Map<string, Map<string, number[]> | null>;
}

/** Where each item's `"field":false` is in the serialized answer (`{data: item}` or `{data: {data: items}}`), by item id. */
function markOffsets(entry: Entry, field: string): Map<string, number[]> | null {
  // every item id is a key (an empty list when the item has no such flag): `hidden` is checked against them
  let items: Array<{ _id?: unknown }>;
  try {
    const parsed = JSON.parse(entry.body.toString('utf8')) as { data?: { data?: unknown } & { _id?: unknown } };
    const data = parsed.data;
    items = Array.isArray(data?.data) ? (data.data as Array<{ _id?: unknown }>) : data && typeof data._id === 'string' ? [data] : [];
  } catch {
    return null;
  }
  const body = entry.body;
  const marker = Buffer.from(`"${field}":false`);
  const starts: number[] = [];
  let cursor = 0;
  for (const item of items) {
    if (typeof item._id !== 'string') return null;
    const at = body.indexOf(`"_id":"${item._id}"`, cursor);
    if (at < 0) return null;
    starts.push(at);
    cursor = at + 1;
  }
  const marks = new Map<string, number[]>();
  items.forEach((item, i) => {
    const at = body.indexOf(marker, starts[i]);
    const end = i + 1 < starts.length ? starts[i + 1] : body.length;
    const id = item._id as string;
    const offsets = marks.get(id) ?? [];
    marks.set(id, offsets);
    if (at >= 0 && at < end) offsets.push(at + marker.length - 'false'.length); // else no such flag here: nothing to lay over
  });
  return marks;
}

export const INVALIDATION_CHANNEL = 'platform-read-cache:invalidate';
const JSON_TYPE = 'application/json; charset=utf-8';
// What a shared cache must key by besides the URL: the account (a signed-in caller gets another answer).
const ACCOUNT_VARY = 'Authorization, Cookie';

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const { config } = options;
  const outageTtlMs = options.outageTtlMs ?? 1000;
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 2000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.length + 100,
    ttlAutopurge: false,
  });
  const inFlight = new Map<string, { tag: CacheTag; promise: Promise<Entry> }>();
  // bumped by every invalidation: a load that started before it must not store what it read
  const generations = new Map<CacheTag, number>();
  const counters = { hits: 0, misses: 0, loads: 0, notModified: 0 };
  const channel = config.databaseSchema ? `${INVALIDATION_CHANNEL}:${config.databaseSchema}` : INVALIDATION_CHANNEL;
  const bus = config.redisUrl ? connectBus(config.redisUrl, channel, dropLocally, () => entries.clear(), options.log) : null;

  function dropLocally(tags: readonly CacheTag[]) {
    for (const tag of tags) {
      generations.set(tag, (generations.get(tag) ?? 0) + 1);
      for (const [key, flight] of inFlight) if (flight.tag === tag) inFlight.delete(key);
    }
    for (const [key, entry] of entries.entries()) if (tags.includes(entry.tag)) entries.delete(key);
  }

  function keyOf(req: FastifyRequest, policy: CachePolicy): string {
    // only the declared parameters, in a fixed order: `?a=1&b=2` and `?b=2&a=1` (or an unknown `x=`) share an entry
    const declared = (req.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties;
    const query = req.query as Record<string, unknown> | undefined;
    const parts = [req.routeOptions.url ?? req.url.split('?')[0], JSON.stringify(req.params ?? {})];
    if (declared && query)
      for (const name of Object.keys(declared).sort()) if (query[name] !== undefined) parts.push(`${name}=${JSON.stringify(query[name])}`);
    if (policy.byCountry) parts.push(`country=${requestCountry(req) ?? '-'}`);
    return parts.join('|');
  }

  function load(key: string, req: FastifyRequest, reply: FastifyReply, policy: CachePolicy, run: () => Promise<unknown>): Promise<Entry> {
    const shared = inFlight.get(key);
    if (shared) return shared.promise;
    const generation = generations.get(policy.tag) ?? 0;
    counters.loads++;
    const promise = run()
      .then((payload) => {
        // the route's response schema decides what is sent, exactly as for an uncached answer
        const serialized = reply.serialize(payload);
        const body = typeof serialized === 'string' ? Buffer.from(serialized, 'utf8') : Buffer.from(serialized as ArrayBuffer);
        const entry: Entry = { tag: policy.tag, body, etag: etagOf(body) };
        if ((generations.get(policy.tag) ?? 0) === generation) {
          const ttl = bus && !bus.healthy() ? Math.min(outageTtlMs, policy.maxAge * 1000) : policy.maxAge * 1000;
          entries.set(key, entry, { ttl });
        }
        return entry;
      })
      .finally(() => {
        if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
      });
    inFlight.set(key, { tag: policy.tag, promise });
    return promise;
  }

  /**
   * The exact URL a visitor without credentials asked, remembered with the entry it led to: the same URL again is
   * answered in `onRequest`, before routing's validation, the input guards and auth run for nothing (the URL passed
   * them the first time). Only the country, when the route depends on it, is looked up again.
   */
  const byUrl = new LRUCache<string, { policy: CachePolicy; keys: Map<string, string> }>({ max: 5000 });
  const countryPart = (req: FastifyRequest, policy: CachePolicy) => (policy.byCountry ? (requestCountry(req) ?? '-') : '');

  function send(req: FastifyRequest, reply: FastifyReply, policy: CachePolicy, entry: Entry) {
    if (policy.perAccount) reply.header('Vary', ACCOUNT_VARY);
    reply.header('Cache-Control', cacheControl(req, policy, config)).header('ETag', entry.etag);
    if (policy.byCountry && config.trustedCountryHeader) reply.header('Vary', `${ACCOUNT_VARY}, ${config.trustedCountryHeader}`);
    if (matches(req.headers['if-none-match'], entry.etag)) {
      counters.notModified++;
      return reply.code(304).send();
    }
    return reply.header('Content-Type', JSON_TYPE).send(entry.body);
  }

  /**
   * Sends the member's answer made from the shared one: true, or false when it cannot be made so (then he gets his
   * own, uncached). A boolean, not the reply: a reply is a thenable, and awaiting it would wait for the response.
   */
  async function overlaid(req: FastifyRequest, reply: FastifyReply, policy: CachePolicy, run: () => Promise<unknown>, overlay: AccountOverlay) {
    const own = await overlay.flagged(req);
    if (!own) return false;
    const key = keyOf(req, policy);
    let entry = entries.get(key);
    if (entry) counters.hits++;
    else {
      counters.misses++;
      // the shared answer is the visitor's: loaded as if nobody were signed in
      const auth = req.auth;
      req.auth = null;
      try {
        entry = await load(key, req, reply, policy, run);
      } finally {
        req.auth = auth;
      }
    }
    entry.marks ??= new Map();
    if (!entry.marks.has(overlay.field)) entry.marks.set(overlay.field, markOffsets(entry, overlay.field));
    const marks = entry.marks.get(overlay.field);
    if (!marks) return false;
    for (const id of own.hidden) if (marks.has(id)) return false;
    let body = entry.body;
    for (const id of own.flagged) {
      const offsets = marks.get(id);
      if (!offsets) continue;
      if (body === entry.body) body = Buffer.from(entry.body);
      for (const offset of offsets) body.write('true ', offset, 'latin1');
    }
    reply.header('Vary', ACCOUNT_VARY).header('Cache-Control', 'private, no-store').header('Content-Type', JSON_TYPE).send(body);
    return true;
  }

  return {
    async reply(req, reply, policy, run, overlay) {
      if (req.auth && overlay && policy.perAccount && req.method === 'GET') {
        if (await overlaid(req, reply, policy, run, overlay)) return reply;
      }
      if (req.auth) {
        if (policy.perAccount) reply.header('Vary', ACCOUNT_VARY).header('Cache-Control', 'private, no-store');
        return reply.send(await run());
      }
      const key = keyOf(req, policy);
      let entry = entries.get(key);
      if (entry) counters.hits++;
      else {
        counters.misses++;
        entry = await load(key, req, reply, policy, run);
      }
      if (req.method === 'GET' && !hasCredentials(req)) {
        const known = byUrl.get(req.url) ?? { policy, keys: new Map<string, string>() };
        known.keys.set(countryPart(req, policy), key);
        byUrl.set(req.url, known);
      }
      return send(req, reply, policy, entry);
    },
    async onRequest(req, reply) {
      if (req.method !== 'GET' || hasCredentials(req)) return;
      const known = byUrl.get(req.url);
      const key = known?.keys.get(countryPart(req, known.policy));
      const entry = key ? entries.get(key) : undefined;
      if (!known || !entry) return;
      counters.hits++;
      return send(req, reply, known.policy, entry);
    },
    async invalidate(...tags) {
      dropLocally(tags);
      await bus?.publish(tags);
    },
    stats: () => ({ ...counters, entries: entries.size }),
    async close() {
      bus?.close();
      entries.clear();
      byUrl.clear();
      inFlight.clear();
    },
  };
}

/**
 * `public` lets the edge and shared caches keep the answer. A country-dependent answer may only be shared when the
 * country came from the trusted proxy header (shared caches then vary by it); a country found from the client
 * address cannot be varied on, so that answer is for the browser only.
 */
function cacheControl(req: FastifyRequest, policy: CachePolicy, config: CountryConfig): string {
  const shared = !policy.byCountry || countryOf({ ...config, geoipLookup: false }, req.headers, null) === requestCountry(req);
  const scope = shared ? 'public' : 'private';
  if (policy.revalidate) return `${scope}, no-cache`;
  return `${scope}, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/** Any credential the API would read (core/auth.ts `tokenFromRequest`): such a request takes the full path. */
const hasCredentials = (req: FastifyRequest) =>
  !!req.headers.authorization || /(?:^|;)\s*token=/.test(req.headers.cookie ?? '') || /[?&]token=/.test(req.url);

// A strong validator computed once per entry, not per request.
const etagOf = (body: Buffer) => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

interface InvalidationBus {
  healthy(): boolean;
  publish(tags: readonly CacheTag[]): Promise<void>;
  close(): void;
}

/**
 * Two connections: a subscriber (a subscribed ioredis connection can do nothing else) and a publisher. While the
 * subscriber is down the cache keeps answers one second only; when it comes back everything is dropped, because
 * invalidations sent meanwhile were lost.
 */
function connectBus(
  url: string,
  channel: string,
  onRemote: (tags: CacheTag[]) => void,
  onResubscribed: () => void,
  log?: (message: string) => void,
): InvalidationBus {
  const origin = crypto.randomUUID();
  const settings = { connectTimeout: 2000, maxRetriesPerRequest: 1, retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000) };
  const publisher = new Redis(url, { ...settings, enableOfflineQueue: false });
  const subscriber = new Redis(url, settings);
  let subscribed = false;
  let wasDown = false;
  const quiet = () => undefined;
  publisher.on('error', quiet);
  subscriber.on('error', quiet);
  subscriber.on('close', () => {
    if (subscribed) log?.('read cache: Redis subscriber disconnected, keeping answers 1 s until it is back');
    subscribed = false;
    wasDown = true;
  });
  subscriber.on('ready', () => {
    subscriber
      .subscribe(channel)
      .then(() => {
        subscribed = true;
        if (wasDown) onResubscribed();
      })
      .catch(quiet);
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(text) as { origin?: string; tags?: unknown };
      if (message.origin === origin || !Array.isArray(message.tags)) return;
      onRemote(message.tags.filter((tag): tag is CacheTag => (CACHE_TAGS as readonly string[]).includes(tag)));
    } catch {
      // not one of ours
    }
  });
  return {
    healthy: () => subscribed && subscriber.status === 'ready',
    async publish(tags) {
      // a Redis outage must not fail the write: the other processes' short TTL covers it
      await publisher.publish(channel, JSON.stringify({ origin, tags })).catch(quiet);
    },
    close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { Value } from '@sinclair/typebox/value';
import { HealthBeacon, type RegistryDocument, type RegistryPreview, type RegistryRelease } from '@platform/shared/contract';
import { resolveContext, type DeployContext } from '../src/context';
import { BUCKET_COOKIE, newBucketId, validBucketId } from '../src/bucket';
import { PREVIEW_COOKIE, PREVIEW_PATH, previewSecret, verifyPreview, type PreviewClaim } from '../src/preview';
import { browserRegistry } from '../src/resolve';
import { HealthStore, healthDir, judgeCanary } from '../src/health';
import { abortCanary, promoteCanary } from '../src/canary';
import { releaseBoard } from '../src/board';
import { manifestUrl } from '../src/registry';
import { readReleaseMeta } from '../src/releases';

/**
 * The edge's part of a release's life: the registry document each browser gets (its canary bucket, its preview), the
 * health beacons of the shells with the automatic abort rule, preview links, and the release board an admin reads and
 * acts on. Everything reads and writes the same files the deploy command does, under the same lock.
 */
export interface ReleaseEdgeOptions {
  dataDir: string;
  production: boolean;
  /** True when the request's credentials are an admin's (the API decides). */
  isAdmin: (req: http.IncomingMessage) => Promise<boolean>;
  /** Beacons one address may send per minute (HEALTH_RATE_PER_MINUTE). */
  healthRatePerMinute?: number;
  /** The visitor's address (behind a trusted proxy, the one it forwards): what the beacons' rate limit counts. */
  clientAddress?: (req: http.IncomingMessage) => string;
}

export const HEALTH_PATH = '/_deploy/health';
export const BOARD_PATH = '/_deploy/board';
const MAX_BEACON_BYTES = 1024;
const ENV = /^[A-Za-z0-9_-]{1,40}$/;

function send(res: http.ServerResponse, status: number, body: unknown, extra: Record<string, string | string[]> = {}): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

function cookieOf(req: http.IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** A fixed window per address, its table bounded (cleared whole when it would hold more than 10 000 addresses). */
export function createRateLimiter(perMinute: number, now: () => number = Date.now) {
  let windowStart = now();
  const seen = new Map<string, number>();
  return (key: string): boolean => {
    const t = now();
    if (t - windowStart >= 60_000 || seen.size >= 10_000) {
      windowStart = t;
      seen.clear();
    }
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n <= perMinute;
  };
}

/** The body, if it is at most `limit` bytes; null when it is larger (the rest is drained). */
function readBody(req: http.IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function createReleaseEdge(opts: ReleaseEdgeOptions) {
  const registryRoot = path.resolve(opts.dataDir, 'registry');
  const releasesRoot = path.resolve(opts.dataDir, 'releases');
  const contexts = new Map<string, DeployContext>();
  const stores = new Map<string, HealthStore>();
  const allow = createRateLimiter(opts.healthRatePerMinute ?? 120);
  let secret: Buffer | null = null;
  const key = () => (secret ??= previewSecret(opts.dataDir));

  const ctxOf = (env: string, who = 'edge') => {
    const id = `${env}\n${who}`;
    let ctx = contexts.get(id);
    if (!ctx) contexts.set(id, (ctx = resolveContext({ dataDir: opts.dataDir, env, who, repoRoot: path.resolve(opts.dataDir) })));
    return ctx;
  };
  const storeOf = (env: string) => {
    let store = stores.get(env);
    if (!store) stores.set(env, (store = new HealthStore(healthDir(ctxOf(env)))));
    return store;
  };
  const readDoc = (env: string): RegistryDocument | null => {
    try {
      return JSON.parse(fs.readFileSync(path.join(registryRoot, env, 'current.json'), 'utf8')) as RegistryDocument;
    } catch {
      return null;
    }
  };
  const cookieFlags = `Path=/; SameSite=Lax; HttpOnly${opts.production ? '; Secure' : ''}`;

  /** The release a good preview link names, if it is published. */
  const previewRelease = (claim: PreviewClaim): { preview: RegistryPreview; release: RegistryRelease } | null => {
    const meta = readReleaseMeta(path.join(releasesRoot, claim.remote, claim.version));
    if (!meta || meta.name !== claim.name || meta.version !== claim.version) return null;
    return {
      preview: { remote: claim.remote, name: claim.name, version: claim.version, expiresAt: new Date(claim.exp * 1000).toISOString() },
      release: {
        version: meta.version,
        manifestUrl: manifestUrl(claim.remote, meta.version),
        routes: meta.routes,
        ...(meta.access ? { access: meta.access } : {}),
        ...(meta.menu?.length ? { menu: meta.menu } : {}),
      },
    };
  };

  /**
   * A browser without a (well-formed) bucket gets one with the page itself, so the page's requests of the registry (the
   * preload and the shell's own) carry the same id and a first visit and its reload agree. Returns the id.
   */
  const ensureBucket = (req: http.IncomingMessage, res: http.ServerResponse, cookies: string[] = []): string => {
    const known = validBucketId(cookieOf(req, BUCKET_COOKIE));
    if (known) return known;
    const id = newBucketId();
    cookies.push(`${BUCKET_COOKIE}=${id}; Max-Age=31536000; ${cookieFlags}`);
    res.setHeader('Set-Cookie', cookies);
    return id;
  };

  /** GET /registry/<env>/current.json: the one release of each remote this browser runs. */
  const registry = (req: http.IncomingMessage, res: http.ServerResponse, env: string): void => {
    const doc = readDoc(env);
    if (!doc) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end('No registry published for this environment');
      return;
    }
    const cookies: string[] = [];
    const bucketId = ensureBucket(req, res, cookies);
    let preview: ReturnType<typeof previewRelease> = null;
    const token = cookieOf(req, PREVIEW_COOKIE);
    if (token) {
      const check = verifyPreview(key(), token, env);
      preview = check.ok ? previewRelease(check.claim) : null;
      // an expired or unknown preview ends here; one of another environment stays for that one
      if (!preview && !(check.ok === false && check.why === 'environment')) cookies.push(`${PREVIEW_COOKIE}=; Max-Age=0; ${cookieFlags}`);
    }
    const body = JSON.stringify(browserRegistry(doc, { bucketId, preview }));
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Cookie');
    res.setHeader('ETag', etag);
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** POST /_deploy/health: one beacon; anything but a well-formed report of a live release is a 4xx. */
  const health = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return send(res, 405, { message: 'POST a beacon' }, { Allow: 'POST' });
    if (!allow(opts.clientAddress?.(req) ?? req.socket.remoteAddress ?? 'unknown')) {
      req.resume();
      return send(res, 429, { message: 'Too many reports' }, { 'Retry-After': '60' });
    }
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (type !== 'application/json' && type !== 'text/plain') {
      req.resume();
      return send(res, 415, { message: 'A beacon is JSON' });
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_BEACON_BYTES) {
      req.resume();
      return send(res, 413, { message: 'A beacon is at most 1 KB' }, { Connection: 'close' });
    }
    const raw = await readBody(req, MAX_BEACON_BYTES);
    if (raw === null) return send(res, 413, { message: 'A beacon is at most 1 KB' }, { Connection: 'close' });
    let beacon: unknown;
    try {
      beacon = JSON.parse(raw);
    } catch {
      return send(res, 400, { message: 'Not JSON' });
    }
    if (!Value.Check(HealthBeacon, beacon)) return send(res, 400, { message: 'Not a health beacon' });
    const doc = readDoc(beacon.env);
    const entry = Object.values(doc?.remotes ?? {}).find((e) => e.name === beacon.remote);
    const isCanary = entry?.canary?.version === beacon.version;
    // only a release some browser is sent counts: the store holds live releases, not whatever a client names
    if (!entry || (entry.version !== beacon.version && !isCanary)) return send(res, 422, { message: 'Not a live release' });
    const store = storeOf(beacon.env);
    const counted = store.record(beacon.remote, beacon.version, beacon.kind, 1 / beacon.sample);
    if (isCanary && entry.canary) {
      const verdict = judgeCanary(counted, store.get(entry.name, entry.version), entry.canary.rule);
      if (verdict.abort) {
        const out = await abortCanary(ctxOf(beacon.env, 'edge (automatic rule)'), entry.name, verdict.reason, beacon.version);
        if (out.switched) console.log(`edge: aborted the canary ${entry.name}@${beacon.version}: ${verdict.reason}`);
      }
    }
    send(res, 204, undefined);
  };

  /** GET /_deploy/preview?token=…: a good link previews its release in this browser; anything else changes nothing. */
  const preview = (req: http.IncomingMessage, res: http.ServerResponse, url: URL): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { message: 'GET' }, { Allow: 'GET, HEAD' });
    if (url.pathname === `${PREVIEW_PATH}/leave`) {
      res.statusCode = 303;
      res.setHeader('Set-Cookie', `${PREVIEW_COOKIE}=; Max-Age=0; ${cookieFlags}`);
      res.setHeader('Location', '/');
      res.setHeader('Cache-Control', 'no-store');
      res.end();
      return;
    }
    const token = url.searchParams.get('token') ?? '';
    const env = url.searchParams.get('env') ?? 'local';
    const check = ENV.test(env) ? verifyPreview(key(), token, env) : ({ ok: false, why: 'environment' } as const);
    const found = check.ok ? previewRelease(check.claim) : null;
    if (!check.ok || !found) {
      res.statusCode = check.ok ? 404 : check.why === 'expired' ? 410 : 400;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      const why = check.ok
        ? 'the release it names is not published'
        : check.why === 'expired'
          ? 'it has expired'
          : 'it is not a link the deploy command signed';
      res.end(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Preview link refused</title><h1>This preview link cannot be opened</h1><p>${why}. Nothing was changed for this browser.</p><p><a href="/">Go to the site</a></p></html>`,
      );
      return;
    }
    const claim = (check as { claim: PreviewClaim }).claim;
    const maxAge = Math.max(1, Math.floor(claim.exp - Date.now() / 1000));
    res.statusCode = 303;
    res.setHeader('Set-Cookie', `${PREVIEW_COOKIE}=${token}; Max-Age=${maxAge}; ${cookieFlags}`);
    res.setHeader('Location', found.release.routes[0] ?? '/');
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  };

  /** GET /_deploy/board?env=…, POST /_deploy/board/<env>/<container>/(promote|abort): an admin's release board. */
  const board = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> => {
    if (!(await opts.isAdmin(req))) {
      req.resume();
      return send(res, 403, { message: 'The release board is for admins' });
    }
    if (url.pathname === BOARD_PATH) {
      if (req.method !== 'GET') return send(res, 405, { message: 'GET' }, { Allow: 'GET' });
      const env = url.searchParams.get('env') ?? 'local';
      if (!ENV.test(env)) return send(res, 400, { message: 'Unknown environment' });
      const doc = readDoc(env);
      if (!doc) return send(res, 404, { message: 'No registry published for this environment' });
      stores.get(env)?.flush();
      return send(res, 200, { env, rows: releaseBoard(ctxOf(env), doc) });
    }
    const m = /^\/_deploy\/board\/([A-Za-z0-9_-]{1,40})\/([A-Za-z_$][\w$]{0,60})\/(promote|abort)$/.exec(url.pathname);
    if (!m) return send(res, 404, { message: 'Not found' });
    if (req.method !== 'POST') return send(res, 405, { message: 'POST' }, { Allow: 'POST' });
    req.resume();
    const [, env, container, action] = m;
    if (!readDoc(env)) return send(res, 404, { message: 'No registry published for this environment' });
    const ctx = ctxOf(env, 'admin (back office)');
    try {
      const out = action === 'promote' ? await promoteCanary(ctx, container) : await abortCanary(ctx, container, 'aborted in the back office');
      return send(res, 200, { action, from: out.from, to: out.to });
    } catch (err) {
      return send(res, 409, { message: (err as Error).message });
    }
  };

  /** Handles the request if it is one of these paths; false otherwise. */
  const handle = (req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean => {
    const { pathname } = url;
    const fail = (err: unknown) => {
      console.error(`edge: ${pathname}`, err);
      if (!res.headersSent) send(res, 500, { message: 'Edge error' });
      else res.end();
    };
    const reg = /^\/registry\/([A-Za-z0-9_-]+)\/current\.json$/.exec(pathname);
    if (reg && (req.method === 'GET' || req.method === 'HEAD')) {
      registry(req, res, reg[1]);
      return true;
    }
    if (pathname === HEALTH_PATH) {
      health(req, res).catch(fail);
      return true;
    }
    if (pathname === PREVIEW_PATH || pathname === `${PREVIEW_PATH}/leave`) {
      preview(req, res, url);
      return true;
    }
    if (pathname === BOARD_PATH || pathname.startsWith(`${BOARD_PATH}/`)) {
      board(req, res, url).catch(fail);
      return true;
    }
    return false;
  };

  return {
    handle,
    ensureBucket: (req: http.IncomingMessage, res: http.ServerResponse) => void ensureBucket(req, res),
    flush: () => stores.forEach((s) => s.flush()),
  };
}

import http from 'node:http';
import path from 'node:path';
import type net from 'node:net';
import { PassThrough } from 'node:stream';
import httpProxy from 'http-proxy';
import proxyAddr from 'proxy-addr';
import { answerClientError } from '@platform/shared/node';
import { applyHeaders, bodyLimitFor, securityHeaders, sendTooLarge } from './security';
import { safeJoin, sendFile, statFile } from './static';
import { createUpstreamPool, isUnreachable, type UpstreamPool } from './upstreams';
import { createReleaseEdge } from './releases';

export interface EdgeOptions {
  /** The shell's build output (index.html + assets). */
  shellDir: string;
  /** Deploy data root: releases/<remote>/<version>/ and registry/<env>/current.json. */
  dataDir: string;
  /** Platform API origin, e.g. http://127.0.0.1:4000, or several API processes taken in turn (cluster mode). */
  apiTarget: string | readonly string[];
  /** Media server origin, e.g. http://127.0.0.1:5080. */
  mediaTarget: string;
  /** Media application names proxied to the media server (`/WebRTCAppEE/...`). */
  mediaApps?: string[];
  /** NODE_ENV=production: HSTS and a policy without development servers. */
  production?: boolean;
  /** More origins the pages may connect to (an external media server), added to the CSP's connect-src. */
  extraConnectSources?: string[];
  /** Development only: remote dev servers named for the localStorage override (script-src and connect-src). */
  devRemoteOrigins?: string[];
  /** Health beacons one address may send per minute (default 120). */
  healthRatePerMinute?: number;
  /**
   * Proxies in front of the edge whose X-Forwarded-For is believed (TRUST_PROXY, proxy-addr's syntax: `loopback`,
   * addresses, CIDR ranges), e.g. nginx.conf's; without it the connection's own address counts.
   */
  trustProxy?: string;
}

/** The visitor's address: the socket's, or (behind proxies TRUST_PROXY names) the one they forward. */
export function clientAddressOf(trustProxy: string | undefined): (req: http.IncomingMessage) => string {
  if (!trustProxy) return (req) => req.socket.remoteAddress ?? 'unknown';
  const trusted = proxyAddr.compile(trustProxy.split(/[\s,]+/).filter(Boolean));
  return (req) => proxyAddr(req, trusted);
}

/** An admin-only API route the edge asks, with the caller's own credentials, whether they are an admin's. */
export const ADMIN_PROBE_PATH = '/admin/audit-log/actions';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_NO_CACHE = 'no-cache';
const CACHE_STATIC = 'public, max-age=3600';

/** webpack's content-hashed names (`main.3f2a9c1d.js`, `412.a1b2c3d4e5.chunk.js`) never change content. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const STATIC_MEDIA = /\.(png|jpe?g|gif|webp|svg|ico|woff2?|ttf|mp3|wav)$/i;

/**
 * A release folder is never overwritten, but only its content-hashed files are cached for good: the entry
 * files a loader asks for by a fixed name (remoteEntry.js, mf-manifest.json, release.json, ...) are revalidated
 * (ETag, a 304 costs a few hundred bytes), so a release repaired in place or a proxy that rewrote a folder can
 * never leave a page on a stale entry that names chunks which are gone.
 */
export function releaseCacheControl(file: string): string {
  return HASHED.test(path.basename(file)) ? CACHE_IMMUTABLE : CACHE_NO_CACHE;
}

function shellCacheControl(file: string): string {
  if (file.endsWith('.html')) return CACHE_NO_CACHE;
  if (HASHED.test(path.basename(file))) return CACHE_IMMUTABLE;
  if (STATIC_MEDIA.test(file)) return CACHE_STATIC;
  return CACHE_NO_CACHE;
}

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function notFound(res: http.ServerResponse, text = 'Not found'): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

function wantsHtml(req: http.IncomingMessage, pathname: string): boolean {
  const accept = String(req.headers.accept ?? '');
  return accept.includes('text/html') || path.extname(pathname) === '';
}

/** The one public origin: shell + release files + registry, and the API/media behind it. */
export function createEdgeServer(opts: EdgeOptions): http.Server {
  const shellDir = path.resolve(opts.shellDir);
  const releasesDir = path.resolve(opts.dataDir, 'releases');
  const registryDir = path.resolve(opts.dataDir, 'registry');
  const mediaApps = opts.mediaApps?.length ? opts.mediaApps : ['WebRTCAppEE'];
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const proxy = httpProxy.createProxyServer({ xfwd: true, agent: keepAlive, proxyTimeout: 120_000 });
  const wsProxy = httpProxy.createProxyServer({ xfwd: true, ws: true });
  const api = createUpstreamPool([opts.apiTarget].flat());
  const media = createUpstreamPool([opts.mediaTarget]);

  /** The API decides who is an admin: the caller's Authorization header on an admin-only route answers 200 for one. */
  const isAdmin = (req: http.IncomingMessage): Promise<boolean> => {
    const authorization = req.headers.authorization;
    const target = api.pick();
    if (!authorization || !target) return Promise.resolve(false);
    return new Promise((resolve) => {
      const probe = http.get(`${target}${ADMIN_PROBE_PATH}`, { headers: { authorization, accept: 'application/json' }, timeout: 5000 }, (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      });
      probe.on('timeout', () => probe.destroy(new Error('timeout')));
      probe.on('error', () => resolve(false));
    });
  };
  const releases = createReleaseEdge({
    dataDir: opts.dataDir,
    production: opts.production ?? false,
    isAdmin,
    healthRatePerMinute: opts.healthRatePerMinute,
    clientAddress: clientAddressOf(opts.trustProxy),
  });

  const headers = securityHeaders({
    production: opts.production ?? false,
    extraConnectSources: opts.extraConnectSources,
    devRemoteOrigins: opts.devRemoteOrigins,
  });

  const onProxyError = (err: Error, _req: http.IncomingMessage, res: http.ServerResponse | net.Socket) => {
    if ('setHeader' in res) {
      if (res.writableEnded) return; // already answered (a body over the limit)
      if (!res.headersSent) {
        res.statusCode = 502;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
      }
      res.end(JSON.stringify({ status: 1, message: `Bad gateway: ${err.message}` }));
    } else {
      res.destroy();
    }
  };
  proxy.on('error', onProxyError);
  wsProxy.on('error', onProxyError);

  /** Which upstreams serve this path (null = static), with the path it sees there. */
  const route = (url: string): { pool: UpstreamPool; url: string } | null => {
    const pathname = url.split('?')[0];
    if (underPrefix(pathname, '/api')) {
      const stripped = url.slice('/api'.length);
      return { pool: api, url: stripped.startsWith('/') ? stripped : `/${stripped}` };
    }
    if (underPrefix(pathname, '/socket.io') || underPrefix(pathname, '/uploads')) return { pool: api, url };
    if (mediaApps.some((app) => underPrefix(pathname, `/${app}`))) return { pool: media, url };
    return null;
  };

  const serveStatic = async (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    if (underPrefix(pathname, '/remotes')) {
      // Release files are public to other origins too (a remote's standalone dev server may load them).
      res.setHeader('Access-Control-Allow-Origin', '*');
      const file = safeJoin(releasesDir, pathname.slice('/remotes'.length));
      const st = statFile(file);
      return st && file ? sendFile(req, res, file, st, releaseCacheControl(file)) : notFound(res);
    }
    if (underPrefix(pathname, '/registry')) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (!/^\/registry\/[A-Za-z0-9_-]+\/current\.json$/.test(pathname)) return notFound(res);
      const file = safeJoin(registryDir, pathname.slice('/registry'.length));
      const st = statFile(file);
      return st && file ? sendFile(req, res, file, st, CACHE_NO_CACHE) : notFound(res, 'No registry published for this environment');
    }
    const file = safeJoin(shellDir, pathname);
    const st = statFile(file);
    if (st && file) {
      if (file.endsWith('.html')) releases.ensureBucket(req, res);
      return sendFile(req, res, file, st, shellCacheControl(file));
    }
    const index = path.join(shellDir, 'index.html');
    const ist = statFile(index);
    // SPA fallback: any page path gets the shell; a missing asset stays a 404.
    if (ist && wantsHtml(req, pathname)) {
      releases.ensureBucket(req, res);
      return sendFile(req, res, index, ist, CACHE_NO_CACHE);
    }
    return notFound(res, ist ? 'Not found' : `Shell not built: ${index} is missing (pnpm --filter @platform/shell build)`);
  };

  /**
   * A request without a body (GET, HEAD) that could not reach its process is sent to the next one: a process that
   * died a moment ago costs the client nothing. Bodies are not replayed (they were consumed on the way).
   */
  const forwardBodiless = (req: http.IncomingMessage, res: http.ServerResponse, pool: UpstreamPool, tried = new Set<string>()) => {
    const target = pool.pick(tried);
    if (!target) return onProxyError(new Error('no upstream answers'), req, res);
    tried.add(target);
    proxy.web(req, res, { target }, (err: NodeJS.ErrnoException) => {
      if (!isUnreachable(err) || res.headersSent) return onProxyError(err, req, res);
      pool.failed(target);
      forwardBodiless(req, res, pool, tried);
    });
  };

  /** Proxies a request whose body stays under its limit; a larger one gets the API's 413, not a broken connection. */
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, pool: UpstreamPool) => {
    if (req.method === 'GET' || req.method === 'HEAD') return forwardBodiless(req, res, pool);
    const target = pool.pick() as string;
    const failed = (err: NodeJS.ErrnoException) => {
      if (isUnreachable(err)) pool.failed(target);
      onProxyError(err, req, res);
    };
    const limit = bodyLimitFor(req);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return sendTooLarge(res);
    if (!req.headers['transfer-encoding']) return proxy.web(req, res, { target }, failed);
    // A chunked body declares no length: count it on its way through.
    let seen = 0;
    const counted = new PassThrough();
    req.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= limit) return void counted.write(chunk);
      req.unpipe(counted);
      req.removeAllListeners('data');
      if (!res.headersSent) sendTooLarge(res);
      counted.destroy();
      req.resume();
    });
    req.on('end', () => counted.end());
    proxy.web(req, res, { target, buffer: counted }, failed);
  };

  /**
   * A WebSocket upgrade goes to the next process up. One that cannot be reached is not retried here (the proxy has
   * already closed the client's socket); it is marked down, and the client's own reconnect lands elsewhere.
   */
  const forwardUpgrade = (req: http.IncomingMessage, socket: net.Socket, head: Buffer, pool: UpstreamPool) => {
    // a browser that goes away mid-upgrade resets its socket: that must not be an unhandled error of the edge
    socket.on('error', () => socket.destroy());
    const target = pool.pick();
    if (!target) return socket.destroy();
    wsProxy.ws(req, socket, head, { target }, (err: NodeJS.ErrnoException) => {
      if (isUnreachable(err)) pool.failed(target);
      onProxyError(err, req, socket);
    });
  };

  const server = http.createServer((req, res) => {
    applyHeaders(res, headers);
    const url = req.url ?? '/';
    const upstream = route(url);
    if (upstream) {
      req.url = upstream.url;
      forward(req, res, upstream.pool);
      return;
    }
    let parsed: URL;
    try {
      parsed = new URL(url, 'http://edge');
    } catch {
      return notFound(res);
    }
    const pathname = parsed.pathname;
    if (releases.handle(req, res, parsed)) return;
    serveStatic(req, res, pathname).catch((err: Error) => {
      if (!res.headersSent) res.statusCode = 500;
      res.end(`Edge error: ${err.message}`);
    });
  });

  // a too long URL or header block: a clear 414/431, not a reset connection
  server.on('clientError', answerClientError);

  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const upstream = route(req.url ?? '/');
    if (!upstream) {
      socket.destroy();
      return;
    }
    req.url = upstream.url;
    forwardUpgrade(req, socket, head, upstream.pool);
  });

  server.on('close', () => {
    releases.flush();
    api.close();
    media.close();
    keepAlive.destroy();
    proxy.close();
    wsProxy.close();
  });
  return server;
}

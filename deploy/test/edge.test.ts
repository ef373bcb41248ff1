import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createEdgeServer } from '../edge/server';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers, timeout: 5000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/** A POST with the given headers; `body` null sends none (a lying Content-Length: the edge must answer first). */
function send(port: number, options: { path: string; headers: Record<string, string> }, body: Buffer | null): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', timeout: 10_000, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.flushHeaders();
    if (body) req.write(body);
    if (body || !options.headers['Content-Length']) req.end();
  });
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

describe('edge server', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-test-'));
  const bigJs = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;
  let port = 0;
  let apiPort = 0;
  const apiSeen: string[] = [];
  // Reads the whole body before answering, as the API does.
  const api = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      apiSeen.push(req.url ?? '');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ status: 0, data: { url: req.url } }));
    });
  });
  let edge: http.Server;

  beforeAll(async () => {
    const write = (rel: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), content);
    };
    write('shell/index.html', '<!doctype html><div id="root"></div>');
    write('shell/main.1a2b3c4d.js', bigJs);
    write('shell/offline.png', 'PNG');
    write('data/releases/mfe-demo/0.1.0+abc1234/remoteEntry.js', bigJs);
    write('data/releases/mfe-demo/0.1.0+abc1234/703.7ad0097c.js', bigJs);
    write('data/releases/mfe-demo/0.1.0+abc1234/mf-manifest.json', '{"name":"mfe_demo"}');
    write('data/registry/local/current.json', '{"env":"local","remotes":{}}');
    write('data/registry/local/history.jsonl', '{}');
    apiPort = await listen(api);
    edge = createEdgeServer({
      shellDir: path.join(root, 'shell'),
      dataDir: path.join(root, 'data'),
      apiTarget: `http://127.0.0.1:${apiPort}`,
      mediaTarget: `http://127.0.0.1:${apiPort}`,
    });
    port = await listen(edge);
  });

  afterAll(async () => {
    edge.closeAllConnections();
    await new Promise((r) => edge.close(r));
    await new Promise((r) => api.close(r));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves content-hashed release files as immutable, cached for a year', async () => {
    const res = await get(port, '/remotes/mfe-demo/0.1.0+abc1234/703.7ad0097c.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body.toString()).toBe(bigJs);
  });

  it("revalidates a release's fixed-name entry files (remoteEntry.js, mf-manifest.json): no-cache with an ETag", async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const res = await get(port, `/remotes/mfe-demo/0.1.0+abc1234/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeTruthy();
    }
    const entry = await get(port, '/remotes/mfe-demo/0.1.0+abc1234/remoteEntry.js');
    expect(entry.body.toString()).toBe(bigJs);
  });

  it('does not cache a missing release file', async () => {
    const res = await get(port, '/remotes/mfe-demo/0.1.0+abc1234/missing.js');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the registry pointer with no-cache (private: it names the canary releases of this browser) and nothing else from the registry folder', async () => {
    const res = await get(port, '/registry/local/current.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(JSON.parse(res.body.toString())).toEqual({ env: 'local', remotes: {} });
    expect((await get(port, '/registry/local/history.jsonl')).status).toBe(404);
    expect((await get(port, '/registry/../registry/local/current.json')).status).not.toBe(500);
  });

  it('falls back to the shell index.html (no-cache) for client-side routes, but 404s a missing asset', async () => {
    const page = await get(port, '/profile/anna', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('id="root"');
    expect((await get(port, '/missing.3f2a9c1d.js', { Accept: '*/*' })).status).toBe(404);
  });

  it('caches hashed shell assets forever and revalidates the rest', async () => {
    expect((await get(port, '/main.1a2b3c4d.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(port, '/')).headers['cache-control']).toBe('no-cache');
    expect((await get(port, '/offline.png')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await get(port, '/remotes/mfe-demo/0.1.0+abc1234/remoteEntry.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(bigJs);

    const gz = await get(port, '/main.1a2b3c4d.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(bigJs);
    expect(gz.body.length).toBeLessThan(bigJs.length / 10);

    const none = await get(port, '/main.1a2b3c4d.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(port, '/remotes/mfe-demo/0.1.0+abc1234/mf-manifest.json');
    const again = await get(port, '/remotes/mfe-demo/0.1.0+abc1234/mf-manifest.json', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('proxies /api with the prefix stripped, and /uploads and /socket.io as they are', async () => {
    const res = await get(port, '/api/settings/public?x=1');
    expect(JSON.parse(res.body.toString())).toEqual({ status: 0, data: { url: '/settings/public?x=1' } });
    await get(port, '/uploads/avatars/a.png');
    await get(port, '/socket.io/?EIO=4&transport=polling');
    await get(port, '/WebRTCAppEE/streams/s.m3u8');
    expect(apiSeen).toEqual(expect.arrayContaining(['/uploads/avatars/a.png', '/socket.io/?EIO=4&transport=polling', '/WebRTCAppEE/streams/s.m3u8']));
  });

  it('refuses paths escaping the served folders', async () => {
    const res = await get(port, '/remotes/..%2f..%2fshell/index.html');
    expect(res.status).toBe(404);
  });

  it('every answer carries the security headers: a CSP without inline script, never framed, no sniffing', async () => {
    for (const url of ['/', '/remotes/mfe-demo/0.1.0+abc1234/remoteEntry.js', '/api/settings/public']) {
      const res = await get(port, url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/connect-src 'self'/);
      // only the origins it serves: no loopback port range, nothing but 'self' where scripts and calls may go
      expect(csp).not.toContain(':*');
      expect(csp).toMatch(/script-src 'self';/);
      expect(csp).toMatch(/connect-src 'self';/);
      expect(res.headers['permissions-policy']).toMatch(/^camera=\(self\), microphone=\(self\), /);
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
      expect(res.headers['permissions-policy']).toContain('payment=()');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // HSTS only in production (this edge is a development one)
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('a body over the API limit gets 413 from the edge, declared or chunked, and never reaches the API', async () => {
    const before = apiSeen.length;
    const declared = await send(
      port,
      { path: '/api/auth/code/login', headers: { 'Content-Type': 'application/json', 'Content-Length': String(200 * 1024 * 1024) } },
      null,
    );
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body.toString())).toEqual({ statusCode: 413, message: 'The request body is too large', error: 'Payload Too Large' });
    const chunked = await send(
      port,
      { path: '/api/auth/code/login', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
      Buffer.alloc(3 * 1024 * 1024, 'a'),
    );
    expect(chunked.status).toBe(413);
    const small = await send(port, { path: '/api/auth/code/login', headers: { 'Content-Type': 'application/json' } }, Buffer.from('{"a":1}'));
    expect(small.status).toBe(200);
    expect(apiSeen.length).toBe(before + 1);
  });

  it('a 100 KB query string gets a clear 414 from the edge (not a reset connection), a 10 KB one reaches the API', async () => {
    const before = apiSeen.length;
    for (let i = 0; i < 5; i++) {
      const res = await get(port, `/api/performers/search?q=${'x'.repeat(100 * 1024)}`);
      expect(res.status).toBe(414);
      expect(JSON.parse(res.body.toString())).toEqual({ statusCode: 414, message: 'The address is too long: at most 16 KB', error: 'URI Too Long' });
    }
    const headers = await get(port, '/api/performers/search', { 'X-Padding': 'y'.repeat(20 * 1024) });
    expect(headers.status).toBe(431);
    expect(apiSeen.length).toBe(before);
    const fine = await get(port, `/api/performers/search?q=${'x'.repeat(10 * 1024)}`);
    expect(fine.status).toBe(200);
    expect(apiSeen.length).toBe(before + 1);
  });
});

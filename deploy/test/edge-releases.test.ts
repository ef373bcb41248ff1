import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeRepo } from './fixtures';
import { createEdgeServer } from '../edge/server';
import { publish } from '../src/publish';
import { readRegistry } from '../src/registry';
import { readHistory } from '../src/history';
import { inCanary, newBucketId } from '../src/bucket';
import { previewSecret, signPreview } from '../src/preview';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(port: number, method: string, urlPath: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, timeout: 5000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const idWhere = (wanted: boolean, share: number) => {
  for (;;) {
    const id = newBucketId();
    if (inCanary(id, 'mfe_demo', share) === wanted) return id;
  }
};

describe('edge: canaries, health, previews, the release board', () => {
  const { ctx, root, writeDist } = makeRepo();
  let port = 0;
  let edge: http.Server;
  // the API's admin-only route answers 200 to the admin's token only
  const api = http.createServer((req, res) => {
    res.statusCode = req.url === '/admin/audit-log/actions' && req.headers.authorization === 'Bearer admin-token' ? 200 : 403;
    res.end('{}');
  });
  let a = '';
  let b = '';

  beforeAll(async () => {
    const apiPort = await listen(api);
    a = (await publish(ctx, { remote: 'mfe-demo' })).version;
    writeDist('mfe-demo', 'B');
    b = (await publish(ctx, { remote: 'mfe-demo', version: '0.2.0', canary: { share: 50, rule: { minLoads: 3, maxRatio: 2, floor: 0.05 } } }))
      .version;
    edge = createEdgeServer({
      shellDir: root,
      dataDir: ctx.dataDir,
      apiTarget: `http://127.0.0.1:${apiPort}`,
      mediaTarget: 'http://127.0.0.1:1',
      healthRatePerMinute: 40,
    });
    port = await listen(edge);
  });
  afterAll(async () => {
    await close(edge);
    await close(api);
  });

  const registryFor = async (cookie?: string) => {
    const res = await request(port, 'GET', '/registry/local/current.json', cookie ? { cookie } : {});
    return { res, doc: JSON.parse(res.body) as { remotes: Record<string, { version: string; canary?: unknown }>; preview?: { version: string } } };
  };

  it('gives a new browser a random bucket cookie and one release per remote; a known browser keeps its release', async () => {
    const { res, doc } = await registryFor();
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^vl_bucket=[0-9a-f]{32}; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Cookie');
    expect(doc.remotes.mfe_demo).not.toHaveProperty('canary');
    const onCanary = `vl_bucket=${idWhere(true, 50)}`;
    const offCanary = `vl_bucket=${idWhere(false, 50)}`;
    for (let i = 0; i < 3; i++) {
      const on = await registryFor(onCanary);
      expect(on.doc.remotes.mfe_demo.version).toBe(b);
      expect(on.res.headers['set-cookie']).toBeUndefined();
      expect((await registryFor(offCanary)).doc.remotes.mfe_demo.version).toBe(a);
    }
    // a tampered cookie is replaced, not trusted
    expect((await registryFor('vl_bucket=../../etc')).res.headers['set-cookie']?.[0]).toMatch(/^vl_bucket=[0-9a-f]{32};/);
  });

  it('gives a new browser its bucket with the page, so the registry requests of the page agree', async () => {
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    const page = await request(port, 'GET', '/performers', { accept: 'text/html' });
    const cookie = String(page.headers['set-cookie']?.[0]).split(';')[0];
    expect(cookie).toMatch(/^vl_bucket=[0-9a-f]{32}$/);
    expect((await registryFor(cookie)).res.headers['set-cookie']).toBeUndefined();
    expect((await request(port, 'GET', '/performers', { accept: 'text/html', cookie })).headers['set-cookie']).toBeUndefined();
  });

  it('answers hostile beacons with a 4xx, never a 5xx', async () => {
    const json = { 'content-type': 'application/json' };
    const good = { env: 'local', remote: 'mfe_demo', version: a, kind: 'load', sample: 1 };
    const cases: Array<[string, Record<string, string>, string | undefined, number]> = [
      ['GET', {}, undefined, 405],
      ['POST', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 415],
      ['POST', json, 'x'.repeat(5000), 413],
      ['POST', json, '{"env":', 400],
      ['POST', json, 'null', 400],
      ['POST', json, JSON.stringify([good]), 400],
      ['POST', json, JSON.stringify({ ...good, kind: 'drop table' }), 400],
      ['POST', json, JSON.stringify({ ...good, sample: 0 }), 400],
      ['POST', json, JSON.stringify({ ...good, sample: 'NaN' }), 400],
      ['POST', json, JSON.stringify({ ...good, user: 'anna@example.test' }), 400],
      ['POST', json, JSON.stringify({ ...good, env: '../../x' }), 400],
      ['POST', json, JSON.stringify({ ...good, version: '9.9.9+never' }), 422],
      ['POST', json, JSON.stringify({ ...good, remote: 'mfe_nobody' }), 422],
      ['POST', json, JSON.stringify({ ...good, env: 'staging' }), 422],
      ['POST', json, JSON.stringify({ ...good, constructor: { prototype: 1 } }), 400],
    ];
    for (const [method, headers, body, status] of cases) {
      const res = await request(port, method, '/_deploy/health', headers, body);
      expect([method, body?.slice(0, 40), res.status]).toEqual([method, body?.slice(0, 40), status]);
    }
    expect((await request(port, 'POST', '/_deploy/health', { 'content-type': 'text/plain;charset=UTF-8' }, JSON.stringify(good))).status).toBe(204);
  });

  it('aborts the canary by itself once it fails more than the rule allows, and records why', async () => {
    const beacon = (version: string, kind: string) =>
      request(
        port,
        'POST',
        '/_deploy/health',
        { 'content-type': 'application/json' },
        JSON.stringify({ env: 'local', remote: 'mfe_demo', version, kind, sample: 1 }),
      );
    for (let i = 0; i < 5; i++) expect((await beacon(a, 'load')).status).toBe(204);
    expect((await beacon(b, 'load')).status).toBe(204);
    expect((await beacon(b, 'mount-failure')).status).toBe(204);
    expect((await beacon(b, 'load')).status).toBe(204);
    expect(readRegistry(ctx).remotes.mfe_demo.canary?.version).toBe(b); // 2 loads: fewer than minLoads
    expect((await beacon(b, 'load')).status).toBe(204);
    expect(readRegistry(ctx).remotes.mfe_demo).not.toHaveProperty('canary');
    const record = readHistory(ctx).pop();
    expect(record).toEqual(expect.objectContaining({ action: 'abort', from: b, to: a, who: 'edge (automatic rule)' }));
    expect(record?.reason).toMatch(
      /^automatic: 33\.3 % of its 3 page loads failed \(0 load, 1 mount, 0 errors; first at .*\) against 0 % of the current release's 6/,
    );
    // its visitors are back on the current release; a late beacon of the dropped canary is not counted
    expect((await registryFor(`vl_bucket=${idWhere(true, 50)}`)).doc.remotes.mfe_demo.version).toBe(a);
    expect((await beacon(b, 'error')).status).toBe(422);
  });

  it('limits the beacons of one address', async () => {
    let last = 0;
    for (let i = 0; i < 45 && last !== 429; i++)
      last = (await request(port, 'POST', '/_deploy/health', { 'content-type': 'application/json' }, '{}')).status;
    expect(last).toBe(429);
  });

  it('opens a release by a signed link in the browser that follows it only; refuses crafted and expired links', async () => {
    const secret = previewSecret(ctx.dataDir);
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = signPreview(secret, { name: 'mfe_demo', remote: 'mfe-demo', version: b, env: 'local', exp });
    const ok = await request(port, 'GET', `/_deploy/preview?token=${token}`);
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/demo');
    const cookie = ok.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^vl_preview=[^;]+; Max-Age=(599|600); Path=\/; SameSite=Lax; HttpOnly$/);
    const previewing = await registryFor(`vl_bucket=${idWhere(false, 50)}; ${cookie.split(';')[0]}`);
    expect(previewing.doc.remotes.mfe_demo.version).toBe(b);
    expect(previewing.doc.preview).toEqual({ remote: 'mfe-demo', name: 'mfe_demo', version: b, expiresAt: new Date(exp * 1000).toISOString() });
    expect((await registryFor(`vl_bucket=${idWhere(false, 50)}`)).doc).not.toHaveProperty('preview');

    const forged = signPreview(Buffer.from('not-the-key'.repeat(4)), { name: 'mfe_demo', remote: 'mfe-demo', version: b, env: 'local', exp });
    const expired = signPreview(secret, { name: 'mfe_demo', remote: 'mfe-demo', version: b, env: 'local', exp: exp - 3600 });
    const unknown = signPreview(secret, { name: 'mfe_demo', remote: 'mfe-demo', version: '7.7.7+nothing', env: 'local', exp });
    for (const [t, status] of [
      [forged, 400],
      ['', 400],
      ['abc.def', 400],
      [expired, 410],
      [unknown, 404],
    ] as const) {
      const res = await request(port, 'GET', `/_deploy/preview?token=${encodeURIComponent(t)}`);
      expect(res.status).toBe(status);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // a forged cookie set by hand previews nothing (and is cleared)
    const crafted = await registryFor(`vl_bucket=${idWhere(false, 50)}; vl_preview=${forged}`);
    expect(crafted.doc.remotes.mfe_demo.version).toBe(a);
    expect(crafted.res.headers['set-cookie']?.[0]).toMatch(/^vl_preview=; Max-Age=0/);
    const leave = await request(port, 'GET', '/_deploy/preview/leave');
    expect([leave.status, leave.headers.location, leave.headers['set-cookie']?.[0]]).toEqual([
      303,
      '/',
      expect.stringMatching(/^vl_preview=; Max-Age=0/),
    ]);
  });

  it('shows the release board to an admin only, who can promote and abort', async () => {
    expect((await request(port, 'GET', '/_deploy/board')).status).toBe(403);
    expect((await request(port, 'GET', '/_deploy/board', { authorization: 'Bearer someone' })).status).toBe(403);
    expect((await request(port, 'POST', '/_deploy/board/local/mfe_demo/promote', { authorization: 'Bearer someone' })).status).toBe(403);
    const admin = { authorization: 'Bearer admin-token' };
    writeDist('mfe-demo', 'C');
    const c = (await publish(ctx, { remote: 'mfe-demo', version: '0.3.0', canary: { share: 20 } })).version;
    const board = await request(port, 'GET', '/_deploy/board?env=local', admin);
    expect(board.status).toBe(200);
    const row = (
      JSON.parse(board.body) as {
        rows: Array<{ name: string; current: { version: string; health: { loads: number } }; canary: { version: string; share: number } }>;
      }
    ).rows.find((r) => r.name === 'mfe_demo');
    expect(row?.current).toEqual(expect.objectContaining({ version: a, health: expect.objectContaining({ loads: 6 }) }));
    expect(row?.canary).toEqual(expect.objectContaining({ version: c, share: 20 }));
    expect((await request(port, 'GET', '/_deploy/board/local/mfe_demo/promote', admin)).status).toBe(405);
    const promoted = await request(port, 'POST', '/_deploy/board/local/mfe_demo/promote', admin);
    expect([promoted.status, JSON.parse(promoted.body)]).toEqual([200, { action: 'promote', from: a, to: c }]);
    expect(readRegistry(ctx).remotes.mfe_demo.version).toBe(c);
    expect((await request(port, 'POST', '/_deploy/board/local/mfe_demo/abort', admin)).status).toBe(409);
    expect(readHistory(ctx).pop()).toEqual(expect.objectContaining({ action: 'promote', who: 'admin (back office)' }));
  });
});

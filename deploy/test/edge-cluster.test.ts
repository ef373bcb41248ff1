import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEdgeServer } from '../edge/server';

/** A stand-in API process: answers with its name; `/ready` answers 503 once it is draining. */
function fakeApi(name: string) {
  const state = { draining: false };
  const server = http.createServer((req, res) => {
    if (req.url === '/ready') {
      res.statusCode = state.draining ? 503 : 200;
      return res.end();
    }
    res.setHeader('Content-Type', 'text/plain');
    res.end(name);
  });
  return { server, state };
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function get(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false, timeout: 5000 }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

describe('edge in front of several API processes', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-cluster-'));
  const apis = ['api-1', 'api-2', 'api-3'].map(fakeApi);
  let edge: http.Server;
  let port = 0;

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'shell'), { recursive: true });
    const ports = await Promise.all(apis.map((a) => listen(a.server)));
    edge = createEdgeServer({
      shellDir: path.join(root, 'shell'),
      dataDir: path.join(root, 'data'),
      apiTarget: ports.map((p) => `http://127.0.0.1:${p}`),
      mediaTarget: `http://127.0.0.1:${ports[0]}`,
    });
    port = await listen(edge);
  });
  afterAll(async () => {
    await close(edge);
    await Promise.all(apis.map((a) => (a.server.listening ? close(a.server) : undefined)));
    fs.rmSync(root, { recursive: true, force: true });
  });

  const names = async (count: number) => {
    const seen: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await get(port, '/api/anything');
      expect(res.status).toBe(200);
      seen.push(res.body);
    }
    return seen;
  };

  it('takes the processes in turn', async () => {
    expect(new Set(await names(6))).toEqual(new Set(['api-1', 'api-2', 'api-3']));
  });

  it('stops sending requests to a process that is draining', async () => {
    apis[1].state.draining = true;
    await sleep(1500); // one readiness probe
    expect(await names(6)).not.toContain('api-2');
    apis[1].state.draining = false;
    await sleep(1500);
    expect(await names(6)).toContain('api-2');
  });

  it('a request for a process that just died goes to another one: no error reaches the client', async () => {
    await close(apis[2].server);
    // before any probe notices: every GET still succeeds
    expect(await names(6)).not.toContain('api-3');
  });
});

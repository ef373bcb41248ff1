import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

// Shared steps of the streaming tests (not a test file itself).

export interface StubCall {
  method: string;
  url: string;
  secret: string | undefined;
  body: unknown;
}

/** A tiny stand-in for the media server's REST API on an ephemeral port. */
export async function mediaStub() {
  const calls: StubCall[] = [];
  const state = { secureOption: false, refuseTokens: false };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      calls.push({ method: req.method ?? '', url: req.url ?? '', secret: req.headers['x-media-secret'] as string | undefined, body });
      const url = new URL(req.url ?? '/', 'http://stub');
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const token = /^\/WebRTCAppEE\/rest\/v2\/broadcasts\/([^/]+)\/token$/.exec(url.pathname);
      if (token) {
        if (state.refuseTokens) return send(400, { success: false, message: 'type must be publish or play' });
        return send(200, { tokenId: `tok-${calls.length}`, streamId: decodeURIComponent(token[1]), expireDate: Number(url.searchParams.get('expireDate')), type: url.searchParams.get('type') });
      }
      if (url.pathname === '/WebRTCAppEE/rest/v2/broadcasts/create') return send(200, { ...body, status: 'created' });
      if (url.pathname === '/WebRTCAppEE/rest/v2/settings') {
        if (req.method === 'PUT') state.secureOption = Boolean(body?.secureOption);
        return send(200, { secureOption: state.secureOption });
      }
      send(404, { success: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function baseUrl(app: FastifyInstance) {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export function socketOpener(app: FastifyInstance) {
  const sockets: Socket[] = [];
  const open = (token?: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(baseUrl(app), { path: '/socket.io', query: token ? { token } : {}, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });
  const closeAll = () => sockets.splice(0).forEach((s) => s.close());
  return { open, closeAll };
}

/** Events of one name a socket receives from now on. */
export const record = <T = any>(socket: Socket, event: string) => {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
};

export const emitAck = (socket: Socket, event: string, payload: unknown) =>
  new Promise<{ ok: boolean; conversationId?: string; message?: string }>((resolve) => socket.emit(event, payload, resolve));

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(20);
  }
}

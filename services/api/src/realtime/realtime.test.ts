import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { createTokenService } from '../core/tokens';
import { bearer, json, login, record, sleep, until, useTestApp, type SocketOpener } from '../../test/helpers';
import { createRealtime, type Realtime } from './realtime';

let app: FastifyInstance;
let sockets: SocketOpener;

useTestApp((started) => ({ app, sockets } = started), { listen: true });

const open = (token?: string) => sockets.open(token);

it('a signed-in socket receives the events sent to its account; others do not', async () => {
  const login = await app.inject({ method: 'POST', url: '/auth/code/login', payload: { username: 'member', password: 'demo1234' } });
  const token = json(login).data.token as string;
  const me = json(await app.inject({ method: 'GET', url: '/users/me', headers: { authorization: token } })).data;
  const member = await open(token);
  const anonymous = await open();
  const anonymousEvents: unknown[] = [];
  anonymous.on('balance-updated', (payload) => anonymousEvents.push(payload));
  const received = new Promise((resolve) => member.on('balance-updated', resolve));
  // the server joins the account room right after the handshake
  await new Promise((r) => setTimeout(r, 50));
  app.ctx.realtime.emitToAccount('user', me._id, 'balance-updated', { balance: 480 });
  await expect(received).resolves.toEqual({ balance: 480 });
  await new Promise((r) => setTimeout(r, 50));
  expect(anonymousEvents).toEqual([]);
});

it('takes the token from the handshake’s auth payload only, never from the URL', async () => {
  const token = await login(app, 'user', 'member');
  const me = json(await app.inject({ method: 'GET', url: '/users/me', headers: bearer(token) })).data;
  const byUrl = connect(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
    path: '/socket.io',
    query: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve) => byUrl.on('connect', () => resolve()));
  const byAuth = await open(token);
  const urlEvents = record(byUrl, 'balance-updated');
  const authEvents = record(byAuth, 'balance-updated');
  await sleep(50);
  app.ctx.realtime.emitToAccount('user', me._id, 'balance-updated', { balance: 7 });
  await until(() => authEvents.length === 1);
  await sleep(50);
  expect(urlEvents).toEqual([]);
  byUrl.close();
});

describe('ended sessions', () => {
  const connectError = (token: string) =>
    sockets.open(token).then(
      () => null,
      (error: Error & { data?: unknown }) => error,
    );

  it('a socket cannot be opened with a logged-out token; another token of the account still can', async () => {
    const token = await login(app, 'user', 'member');
    const other = await login(app, 'user', 'member');
    expect((await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    const error = await connectError(token);
    expect(error?.message).toBe('Your session has ended. Please sign in again.');
    expect(error?.data).toEqual({ statusCode: 401 });
    await expect(open(other)).resolves.toBeTruthy();
  });

  it('logout closes the sockets opened with that token only', async () => {
    const token = await login(app, 'performer', 'anna');
    const other = await login(app, 'performer', 'anna');
    const mine = await open(token);
    const theirs = await open(other);
    await sleep(50);
    await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    await until(() => !mine.connected);
    await sleep(50);
    expect(theirs.connected).toBe(true);
  });

  it('sign out everywhere closes every open socket of the account and refuses its old tokens', async () => {
    const token = await login(app, 'performer', 'bella');
    const socket = await open(token);
    const bystander = await open(await login(app, 'performer', 'carmen'));
    await sleep(50);
    expect((await app.inject({ method: 'POST', url: '/auth/logout-all', headers: bearer(token) })).statusCode).toBe(200);
    await until(() => !socket.connected);
    expect(bystander.connected).toBe(true);
    expect((await connectError(token))?.message).toBe('Your session has ended. Please sign in again.');
  });

  it('a forged token opens only an anonymous socket (no account room)', async () => {
    const claims = (await login(app, 'user', 'member')).split('.')[1];
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${claims}.`;
    const forged = await open(unsigned);
    const me = json(await app.inject({ method: 'GET', url: '/users/me', headers: bearer(await login(app, 'user', 'member')) })).data;
    const seen = record(forged, 'balance-updated');
    await sleep(50);
    app.ctx.realtime.emitToAccount('user', me._id, 'balance-updated', { balance: 1 });
    await sleep(100);
    expect(seen).toEqual([]);
  });
});

describe('socket.io CORS', () => {
  let server: http.Server;
  let realtime: Realtime;
  let port = 0;
  const opened: ClientSocket[] = [];

  beforeAll(async () => {
    server = http.createServer();
    realtime = createRealtime(server, createTokenService('cors-secret'), { allowedOrigins: ['http://site.test', 'http://admin.site.test/'] });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    opened.forEach((socket) => socket.close());
    await realtime.close();
  });

  /** The first request of a polling handshake, as a browser on `origin` sends it. */
  const pollingHandshake = (origin?: string) =>
    new Promise<{ status: number; allowOrigin: string | undefined }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/socket.io/?EIO=4&transport=polling', headers: origin ? { origin } : {} }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, allowOrigin: res.headers['access-control-allow-origin'] });
      });
      req.on('error', reject);
    });

  const websocket = (origin?: string) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: origin ? { origin } : {},
      });
      opened.push(socket);
      socket.on('connect', () => resolve(true));
      socket.on('connect_error', () => resolve(false));
    });

  it('refuses a foreign browser origin (polling and websocket) instead of reflecting it', async () => {
    const polling = await pollingHandshake('http://evil.test');
    expect(polling.status).toBe(403);
    expect(polling.allowOrigin).toBeUndefined();
    await expect(websocket('http://evil.test')).resolves.toBe(false);
  });

  it('accepts the configured origins and clients without an Origin header', async () => {
    await expect(pollingHandshake('http://site.test')).resolves.toEqual({ status: 200, allowOrigin: 'http://site.test' });
    await expect(pollingHandshake('http://admin.site.test')).resolves.toEqual({ status: 200, allowOrigin: 'http://admin.site.test' });
    expect((await pollingHandshake()).status).toBe(200);
    await expect(websocket('http://site.test')).resolves.toBe(true);
    await expect(websocket()).resolves.toBe(true);
  });
});

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import * as ece from 'http_ece';
import type { FavouriteLiveEvent, PushAlertSettings } from '@platform/shared/contract';
import { record, sleep, until, type SocketOpener } from '../../../test/helpers';
import { call, data, newMember } from '../money/money.test-helpers';
import { keepAccounts, resetPerformers, useStreamingTestApp } from '../streaming/streaming.test-helpers';
import { allowedEndpoint } from './live-alerts.routes';

jest.setTimeout(60_000);

/** A push service of our own on 127.0.0.1: records what the API posts, answers `status`. */
const pushService = {
  url: '',
  status: 201,
  received: [] as Array<{ path: string; headers: http.IncomingHttpHeaders; body: Buffer }>,
  close: () => {},
};
beforeAll(async () => {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      pushService.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(pushService.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  pushService.url = `http://127.0.0.1:${port}`;
  pushService.close = () => server.close();
  process.env.PUSH_ENDPOINT_HOSTS = `127.0.0.1:${port}`;
});
afterAll(() => {
  pushService.close();
  delete process.env.PUSH_ENDPOINT_HOSTS;
});

let app: FastifyInstance;
let sockets: SocketOpener;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};

useStreamingTestApp({}, async (started) => {
  ({ app, sockets } = started);
  await keepAccounts(app, 'performer', ['anna', 'bella'], t, ids);
  await resetPerformers(app, [ids.anna, ids.bella]);
});
afterEach(async () => {
  sockets.closeAll();
  await call(app, 'GET', '/streaming/finish', t.anna);
  await call(app, 'GET', '/streaming/finish', t.bella);
  pushService.received.length = 0;
  pushService.status = 201;
});

async function fan(...performers: string[]) {
  const member = await newMember(app, 0);
  for (const name of performers)
    expect((await call(app, 'POST', '/favourite/performers/like', member.token, { performerId: ids[name] })).statusCode).toBe(200);
  return member;
}

/** A browser's subscription: its ECDH key pair and auth secret, as PushManager makes them. */
function browserSubscription(path: string) {
  const keys = crypto.createECDH('prime256v1');
  keys.generateKeys();
  const auth = crypto.randomBytes(16).toString('base64url');
  return { keys, auth, input: { endpoint: `${pushService.url}${path}`, keys: { p256dh: keys.getPublicKey('base64url'), auth } } };
}

describe('open tabs of her fans', () => {
  it('tells each member who has her among his favourites when she goes live, once an hour at most, and nobody else', async () => {
    const follower = await fan('anna');
    const other = await fan('bella');
    const followerAlerts = record<FavouriteLiveEvent>(await sockets.open(follower.token), 'favourite-live');
    const otherAlerts = record<FavouriteLiveEvent>(await sockets.open(other.token), 'favourite-live');

    expect((await call(app, 'POST', '/streaming/live', t.anna)).statusCode).toBe(200);
    await until(() => followerAlerts.length === 1);
    expect(followerAlerts[0]).toEqual({ performerId: ids.anna, username: 'anna', name: expect.any(String), avatar: expect.any(String) });
    expect(followerAlerts[0].name.length).toBeGreaterThan(0);

    // she stops and starts again within the hour: no second alert
    await call(app, 'GET', '/streaming/finish', t.anna);
    await call(app, 'POST', '/streaming/live', t.anna);
    await sleep(300);
    expect(followerAlerts).toHaveLength(1);
    expect(otherAlerts).toHaveLength(0);

    // an hour later she is news again
    await app.ctx.db.query(`UPDATE live_alerts_sent SET sent_at = now() - interval '61 minutes' WHERE user_id = $1`, [follower.id]);
    await call(app, 'GET', '/streaming/finish', t.anna);
    await call(app, 'POST', '/streaming/live', t.anna);
    await until(() => followerAlerts.length === 2);
  });

  it('a member she has blocked hears nothing', async () => {
    const blocked = await fan('anna');
    await app.ctx.db.query('INSERT INTO performer_blocks (performer_id, user_id) VALUES ($1, $2)', [ids.anna, blocked.id]);
    const alerts = record(await sockets.open(blocked.token), 'favourite-live');
    await call(app, 'POST', '/streaming/live', t.anna);
    await sleep(300);
    expect(alerts).toHaveLength(0);
  });
});

describe('browser notifications (Web Push)', () => {
  it('a member turns them on for her: her going live reaches his browser, signed with the install key and readable only by it', async () => {
    const member = await fan('anna', 'bella');
    const settings = data<PushAlertSettings>(await call(app, 'GET', '/alerts/push', member.token));
    expect(settings).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{80,}$/), allFavourites: false, performerIds: [], subscriptions: 0 });

    const browser = browserSubscription('/send/one');
    expect(data(await call(app, 'POST', '/alerts/push/subscriptions', member.token, browser.input))).toMatchObject({ subscriptions: 1 });
    expect(data(await call(app, 'PUT', `/alerts/push/performers/${ids.anna}`, member.token, { on: true }))).toMatchObject({
      performerIds: [ids.anna],
    });

    await call(app, 'POST', '/streaming/live', t.bella); // not chosen: no push
    await call(app, 'POST', '/streaming/live', t.anna);
    await app.ctx.alerts.idle();
    expect(pushService.received).toHaveLength(1);
    const [push] = pushService.received;
    expect(push.path).toBe('/send/one');
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '600', urgency: 'high' });
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${settings.publicKey}$`));
    const message = JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: browser.keys, authSecret: browser.auth }).toString('utf8'));
    expect(message).toMatchObject({ kind: 'favourite-live', performerId: ids.anna, username: 'anna', url: '/live/anna' });
  });

  it('"all favourites" covers every one; a browser the push service no longer knows is forgotten; turning off stops them', async () => {
    const member = await fan('anna', 'bella');
    const browser = browserSubscription('/send/gone');
    await call(app, 'POST', '/alerts/push/subscriptions', member.token, browser.input);
    expect(data(await call(app, 'PUT', '/alerts/push/all', member.token, { on: true }))).toMatchObject({ allFavourites: true });

    pushService.status = 410;
    await call(app, 'POST', '/streaming/live', t.bella);
    await app.ctx.alerts.idle();
    expect(pushService.received).toHaveLength(1);
    expect(data<PushAlertSettings>(await call(app, 'GET', '/alerts/push', member.token)).subscriptions).toBe(0);

    pushService.status = 201;
    await call(app, 'POST', '/alerts/push/subscriptions', member.token, browserSubscription('/send/back').input);
    await call(app, 'PUT', '/alerts/push/all', member.token, { on: false });
    await call(app, 'POST', '/streaming/live', t.anna);
    await app.ctx.alerts.idle();
    expect(pushService.received).toHaveLength(1);
    expect(data(await call(app, 'POST', '/alerts/push/unsubscribe', member.token, { endpoint: `${pushService.url}/send/back` }))).toMatchObject({
      subscriptions: 0,
    });
  });

  it('refuses endpoints that are no push service, malformed keys, unknown performers and visitors', async () => {
    const member = await fan();
    const { input } = browserSubscription('/x');
    for (const endpoint of [
      'http://169.254.169.254/latest',
      'https://evil.example/fcm.googleapis.com',
      'http://127.0.0.1:1/x',
      'file:///etc/passwd',
    ]) {
      const res = await call(app, 'POST', '/alerts/push/subscriptions', member.token, { ...input, endpoint });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await call(app, 'POST', '/alerts/push/subscriptions', member.token, { ...input, keys: { p256dh: 'x\u0000', auth: 'y' } })).statusCode,
    ).toBe(400);
    expect((await call(app, 'PUT', `/alerts/push/performers/${'0'.repeat(24)}`, member.token, { on: true })).statusCode).toBe(404);
    expect((await call(app, 'GET', '/alerts/push')).statusCode).toBe(403);
    expect((await call(app, 'PUT', '/alerts/push/all', t.anna, { on: true })).statusCode).toBe(403);
  });
});

it('allows the browsers’ push services and their subdomains over https only', () => {
  const hosts = ['fcm.googleapis.com', 'push.services.mozilla.com', '127.0.0.1:9000'];
  expect(allowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
  expect(allowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', hosts)).toBe(true);
  expect(allowedEndpoint('http://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(false);
  expect(allowedEndpoint('https://fcm.googleapis.com.evil.example/x', hosts)).toBe(false);
  expect(allowedEndpoint('https://user:pass@fcm.googleapis.com/x', hosts)).toBe(false);
  expect(allowedEndpoint('http://127.0.0.1:9000/x', hosts)).toBe(true);
  expect(allowedEndpoint('http://127.0.0.1:9001/x', hosts)).toBe(false);
  expect(allowedEndpoint('not a url', hosts)).toBe(false);
});

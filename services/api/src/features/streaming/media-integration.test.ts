import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// the real media server of services/media (REST, tokens, webhooks), started in-process on an ephemeral port
import { createMediaServer, type MediaServer } from '../../../../media/src/server';
import { SignallingClient } from '../../../../media/src/testing/signalling-client';
import { TestPublisher } from '../../../../media/src/testing/werift-peers';
import { createTestApp, record, socketOpener, until } from '../../../test/helpers';
import { call, data, idOf, tokenFor } from '../money/money.test-helpers';
import { emitAck } from './streaming.test-helpers';

jest.setTimeout(60_000);

const SECRET = 'integration-secret';
let media: MediaServer;
let mediaBase: string;
let app: FastifyInstance;
let close: () => Promise<void>;
let sockets: ReturnType<typeof socketOpener>;
const hlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-media-'));
const closers: Array<() => unknown> = [];

beforeAll(async () => {
  media = createMediaServer({ host: '127.0.0.1', port: 0, hlsEnabled: false, hlsDir, iceServers: [], mediaSecret: SECRET }, { log: () => undefined });
  mediaBase = `127.0.0.1:${await media.listen()}`;
  process.env.MEDIA_URL = `http://${mediaBase}`;
  process.env.MEDIA_SECRET = SECRET;
  ({ app, close } = await createTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  sockets = socketOpener(app);
});
afterAll(async () => {
  for (const fn of closers.reverse()) await fn();
  sockets.closeAll();
  await close();
  await media.close();
  fs.rmSync(hlsDir, { recursive: true, force: true });
});

it('creates the broadcast, pushes secureOption, issues tokens the media server accepts and hears its webhooks', async () => {
  const anna = await tokenFor(app, 'performer', 'anna');
  const admin = await tokenFor(app, 'user', 'admin');
  const member = await tokenFor(app, 'user', 'member');
  const annaId = await idOf(app, 'performer', 'anna');
  await app.ctx.db.query(`UPDATE performers SET streaming_status = 'offline' WHERE id = $1`, [annaId]);

  const live = data(await call(app, 'POST', '/streaming/live', anna));
  expect(media.broadcasts.get(live.sessionId)).toMatchObject({
    streamId: live.sessionId,
    listenerHookURL: expect.stringContaining('/streaming/webhook?secret='),
  });

  await call(app, 'PUT', '/streaming/settings', admin, { secureOption: true });
  expect(media.settings.secureOption).toBe(true);
  const publishToken = data(await call(app, 'POST', '/streaming/token', anna, { id: live.sessionId, type: 'publish' }));
  expect(publishToken).toMatchObject({ streamId: live.sessionId, type: 'publish', tokenId: expect.any(String) });

  // a viewer in the room is told when the performer's publish starts (media webhook → API → room)
  const viewer = await sockets.open(member);
  const broadcaster = record(viewer, 'join-broadcaster');
  const left = record(viewer, 'model-left');
  await emitAck(viewer, 'public-stream/join', { conversationId: live.conversation._id });

  const client = await SignallingClient.connect(`ws://${mediaBase}/WebRTCAppEE/websocket`);
  closers.push(() => client.close());
  const forged = await client.request({ command: 'publish', streamId: live.sessionId, token: 'forged' });
  expect(forged).toMatchObject({ definition: 'unauthorized_access' });
  const publisher = new TestPublisher(client, live.sessionId, 'H264');
  closers.push(() => publisher.close());
  await publisher.publish(publishToken.tokenId);
  await until(() => broadcaster.length === 1, 10_000);
  expect(broadcaster[0]).toEqual({ performerId: annaId, conversationId: live.conversation._id });
  expect(data(await call(app, 'GET', `/streaming/active-streams/${annaId}`))[0]).toMatchObject({ isStreaming: true });

  publisher.stop();
  await until(async () => data(await call(app, 'GET', `/streaming/active-streams/${annaId}`))[0]?.isStreaming === false, 10_000);
  // her publish may come back within the grace: the room is not told she left
  expect(left).toHaveLength(0);

  await call(app, 'PUT', '/streaming/settings', admin, { secureOption: false });
  expect(media.settings.secureOption).toBe(false);
  await call(app, 'GET', '/streaming/finish', anna);
});

it('publishes with the token of the go-live answer (secureOption off); a hijacker without one is refused', async () => {
  const bella = await tokenFor(app, 'performer', 'bella');
  const live = data(await call(app, 'POST', '/streaming/live', bella));
  expect(media.settings.secureOption).toBe(false);
  expect(live.publishToken).toEqual(expect.any(String));

  const attacker = await SignallingClient.connect(`ws://${mediaBase}/WebRTCAppEE/websocket`);
  closers.push(() => attacker.close());
  expect(await attacker.request({ command: 'publish', streamId: live.sessionId })).toEqual({
    command: 'error',
    definition: 'unauthorized_access',
    streamId: live.sessionId,
  });
  expect(media.streams.has(live.sessionId)).toBe(false);

  const client = await SignallingClient.connect(`ws://${mediaBase}/WebRTCAppEE/websocket`);
  closers.push(() => client.close());
  const publisher = new TestPublisher(client, live.sessionId, 'H264');
  closers.push(() => publisher.close());
  await publisher.publish(live.publishToken);
  expect(media.streams.isLive(live.sessionId)).toBe(true);
  // her token is spent: it does not open her stream id to anyone else later
  expect(await attacker.request({ command: 'publish', streamId: live.sessionId, token: live.publishToken })).toMatchObject({ command: 'error' });
  publisher.stop();
  await call(app, 'GET', '/streaming/finish', bella);
});

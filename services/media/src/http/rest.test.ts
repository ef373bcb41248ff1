import http from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SignallingClient } from '../testing/signalling-client';
import { TestPlayer, TestPublisher } from '../testing/werift-peers';
import { createMediaServer } from '../server';
import { useTestMediaServer } from '../testing/test-media-server';

jest.setTimeout(20_000);

const SECRET = 'test-secret';
const media = useTestMediaServer('media-rest-', { hlsEnabled: false, mediaSecret: SECRET });
let base: string;
beforeEach(() => {
  base = `127.0.0.1:${media.port}`;
});

const rest = (pathname: string, init: RequestInit = {}, secret: string | null = SECRET) =>
  fetch(`http://${base}/WebRTCAppEE/rest/v2${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(secret ? { 'x-media-secret': secret } : {}), ...(init.headers ?? {}) },
  });

async function connect(): Promise<SignallingClient> {
  const client = await SignallingClient.connect(`ws://${base}/WebRTCAppEE/websocket`);
  media.cleanups.push(() => client.close());
  return client;
}

/** A local receiver for webhooks. */
async function hookReceiver() {
  const received: Record<string, unknown>[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ ...JSON.parse(body), contentType: req.headers['content-type'] });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  media.cleanups.push(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  return { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, received };
}

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('REST subset', () => {
  it('requires the X-Media-Secret header', async () => {
    expect((await rest('/broadcasts/anna', {}, null)).status).toBe(401);
    expect((await rest('/broadcasts/anna', {}, 'wrong')).status).toBe(401);
    expect((await rest('/broadcasts/anna/token?type=play', {}, null)).status).toBe(401);
  });

  it('creates a broadcast and shows it with status and viewer counts', async () => {
    const created = await rest('/broadcasts/create', {
      method: 'POST',
      body: JSON.stringify({ streamId: 'anna', name: 'Anna live', type: 'liveStream', listenerHookURL: '', metaData: '{"performerId":1}' }),
    });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({
      streamId: 'anna',
      name: 'Anna live',
      type: 'liveStream',
      status: 'created',
      metaData: '{"performerId":1}',
    });
    const shown = await rest('/broadcasts/anna');
    expect(await shown.json()).toMatchObject({ streamId: 'anna', status: 'created', webRTCViewerCount: 0, hlsViewerCount: 0 });
    expect((await rest('/broadcasts/nobody')).status).toBe(404);
    expect((await rest('/broadcasts/create', { method: 'POST', body: 'nope' })).status).toBe(400);
  });

  it('issues tokens with the AMS Token shape and validates the type', async () => {
    const res = await rest('/broadcasts/anna/token?type=publish&expireDate=4102444800');
    expect(await res.json()).toMatchObject({ streamId: 'anna', type: 'publish', expireDate: 4102444800, tokenId: expect.any(String) });
    expect((await rest('/broadcasts/anna/token?type=admin')).status).toBe(400);
  });

  it('switches secureOption through the settings call', async () => {
    expect(await (await rest('/settings')).json()).toEqual({ secureOption: false });
    const res = await rest('/settings', { method: 'PUT', body: JSON.stringify({ secureOption: true }) });
    expect(await res.json()).toEqual({ secureOption: true });
    expect(media.server.settings.secureOption).toBe(true);
    expect((await rest('/settings', { method: 'PUT', body: JSON.stringify({ secureOption: 'yes' }) })).status).toBe(400);
  });
});

describe('webhooks and broadcast status', () => {
  it('posts liveStreamStarted and liveStreamEnded to the listenerHookURL and tracks the status', async () => {
    const hook = await hookReceiver();
    await rest('/broadcasts/create', {
      method: 'POST',
      body: JSON.stringify({ streamId: 'anna', name: 'Anna live', type: 'liveStream', listenerHookURL: hook.url, category: 'girls' }),
    });
    const publisher = new TestPublisher(await connect(), 'anna', 'H264');
    media.cleanups.push(() => publisher.close());
    await publisher.publish(media.server.tokens.create('anna', 'publish').tokenId);
    await until(() => hook.received.length === 1);
    expect(hook.received[0]).toEqual({
      id: 'anna',
      action: 'liveStreamStarted',
      streamName: 'Anna live',
      category: 'girls',
      contentType: 'application/json',
    });
    expect(await (await rest('/broadcasts/anna')).json()).toMatchObject({ status: 'broadcasting' });

    publisher.stop();
    await until(() => hook.received.length === 2);
    expect(hook.received[1]).toMatchObject({ id: 'anna', action: 'liveStreamEnded', streamName: 'Anna live' });
    expect(await (await rest('/broadcasts/anna')).json()).toMatchObject({ status: 'finished' });
  });

  it('falls back to MEDIA_WEBHOOK_URL for streams without a record', async () => {
    const hook = await hookReceiver();
    await media.server.close();
    media.server = createMediaServer(
      { host: '127.0.0.1', port: 0, hlsEnabled: false, iceServers: [], webhookUrl: hook.url },
      { log: () => undefined },
    );
    base = `127.0.0.1:${await media.server.listen()}`;
    const publisher = new TestPublisher(await connect(), 'bella', 'VP8');
    media.cleanups.push(() => publisher.close());
    await publisher.publish(media.server.tokens.create('bella', 'publish').tokenId);
    await until(() => hook.received.length === 1);
    expect(hook.received[0]).toMatchObject({ id: 'bella', action: 'liveStreamStarted', streamName: 'bella', category: '' });
  });
});

describe('publish allow-list', () => {
  it("does not let anyone take over a performer's live stream id, with secureOption off", async () => {
    expect(media.server.settings.secureOption).toBe(false);
    const token = String(((await (await rest('/broadcasts/anna/token?type=publish')).json()) as { tokenId: string }).tokenId);
    const performer = new TestPublisher(await connect(), 'anna', 'H264');
    media.cleanups.push(() => performer.close());
    await performer.publish(token);
    expect(media.server.streams.isLive('anna')).toBe(true);

    const attacker = await connect();
    // while she is live the id is hers; her used token and no token are refused either way
    expect(await attacker.request({ command: 'publish', streamId: 'anna', token })).toMatchObject({ command: 'error' });
    expect(await attacker.request({ command: 'publish', streamId: 'anna' })).toMatchObject({ command: 'error' });
    expect(media.server.streams.isLive('anna')).toBe(true);
    expect(performer.client.frames.some((f) => f.definition === 'publish_finished')).toBe(false);

    performer.stop();
    await until(() => !media.server.streams.has('anna'));
    // between her shows nobody publishes under her id without a fresh token from the API
    expect(await attacker.request({ command: 'publish', streamId: 'anna', token })).toEqual({
      command: 'error',
      definition: 'unauthorized_access',
      streamId: 'anna',
    });
    expect(await attacker.request({ command: 'publish', streamId: 'anna', token: '' })).toMatchObject({ definition: 'unauthorized_access' });
    expect(media.server.streams.has('anna')).toBe(false);
  });
});

describe('secureOption', () => {
  beforeEach(() => {
    media.server.settings.secureOption = true;
  });

  const token = async (streamId: string, type: 'publish' | 'play') =>
    String(((await (await rest(`/broadcasts/${streamId}/token?type=${type}`)).json()) as { tokenId: string }).tokenId);

  it('refuses publish without a valid one-time token', async () => {
    const ws = await connect();
    expect(await ws.request({ command: 'publish', streamId: 'anna', token: '' })).toEqual({
      command: 'error',
      definition: 'unauthorized_access',
      streamId: 'anna',
    });
    const playToken = await token('anna', 'play');
    expect(await ws.request({ command: 'publish', streamId: 'anna', token: playToken })).toMatchObject({ definition: 'unauthorized_access' });
    const otherStream = await token('bella', 'publish');
    expect(await ws.request({ command: 'publish', streamId: 'anna', token: otherStream })).toMatchObject({ definition: 'unauthorized_access' });
    const good = await token('anna', 'publish');
    expect(await ws.request({ command: 'publish', streamId: 'anna', token: good })).toEqual({ command: 'start', streamId: 'anna' });
    ws.send({ command: 'stop', streamId: 'anna' });
    await ws.waitCommand('notification', 'publish_finished');
    // One time only.
    expect(await ws.request({ command: 'publish', streamId: 'anna', token: good })).toMatchObject({ definition: 'unauthorized_access' });
  });

  it('checks play tokens only once the stream is live (a retry before that keeps the token)', async () => {
    const viewer = await connect();
    const playToken = await token('anna', 'play');
    expect(await viewer.request({ command: 'play', streamId: 'anna', token: playToken })).toMatchObject({ definition: 'no_stream_exist' });

    const publisher = new TestPublisher(await connect(), 'anna', 'H264');
    media.cleanups.push(() => publisher.close());
    await publisher.publish(await token('anna', 'publish'));

    expect(await viewer.request({ command: 'play', streamId: 'anna', token: 'forged' })).toMatchObject({ definition: 'unauthorized_access' });
    expect(await viewer.request({ command: 'play', streamId: 'anna', token: playToken })).toMatchObject({
      command: 'takeConfiguration',
      type: 'offer',
    });
    const second = await connect();
    expect(await second.request({ command: 'play', streamId: 'anna', token: playToken })).toMatchObject({ definition: 'unauthorized_access' });
  });

  it('serves HLS only with a play token for that stream, carrying it into segment URIs', async () => {
    const dir = path.join(media.hlsDir, 'anna');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'anna.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\nanna/seg_1_00001.ts\n');
    await writeFile(path.join(dir, 'seg_1_00001.ts'), Buffer.from([0x47, 0, 0, 0]));
    const hls = (p: string) => fetch(`http://${base}/WebRTCAppEE/streams/${p}`);

    expect((await hls('anna.m3u8')).status).toBe(403);
    expect((await hls(`anna.m3u8?token=${await token('bella', 'play')}`)).status).toBe(403);
    const playToken = await token('anna', 'play');
    const res = await hls(`anna.m3u8?token=${playToken}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`anna/seg_1_00001.ts?token=${playToken}`);
    // The same player fetches the playlist again and again with it; another browser holding it is refused.
    expect((await hls(`anna.m3u8?token=${playToken}`)).status).toBe(200);
    const stolen = await fetch(`http://${base}/WebRTCAppEE/streams/anna.m3u8?token=${playToken}`, { headers: { 'user-agent': 'thief' } });
    expect(stolen.status).toBe(403);
    expect((await hls('anna/seg_1_00001.ts')).status).toBe(403);
    const segment = await hls(`anna/seg_1_00001.ts?token=${playToken}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(await (await rest('/broadcasts/create', { method: 'POST', body: JSON.stringify({ streamId: 'anna' }) })).json()).toMatchObject({
      hlsViewerCount: 1,
    });

    // the show ended (the API revokes its tokens): the player's own token plays nothing more
    expect(await (await rest('/broadcasts/anna/tokens', { method: 'DELETE' })).json()).toEqual({ success: true, message: '' });
    expect((await hls(`anna.m3u8?token=${playToken}`)).status).toBe(403);
  });
});

describe('paid shows: who plays', () => {
  const paidToken = async (streamId: string, subscriberId?: string) =>
    String(
      (
        (await (
          await rest(`/broadcasts/${streamId}/token?type=play${subscriberId ? `&subscriberId=${encodeURIComponent(subscriberId)}` : ''}`)
        ).json()) as { tokenId: string }
      ).tokenId,
    );
  const players = async (streamId: string, query = '') =>
    (await (await rest(`/broadcasts/${streamId}/players${query}`)).json()) as Record<string, unknown>;

  async function privateShowLive(streamId: string) {
    await rest('/broadcasts/create', { method: 'POST', body: JSON.stringify({ streamId, category: 'private' }) });
    const publisher = new TestPublisher(await connect(), streamId, 'VP8');
    media.cleanups.push(() => publisher.close());
    await publisher.publish(media.server.tokens.create(streamId, 'publish').tokenId);
    await until(() => media.server.streams.isLive(streamId));
  }

  it('a private show is played only with a play token, even with secureOption off', async () => {
    expect(media.server.settings.secureOption).toBe(false);
    await privateShowLive('private-k1-p1');
    const viewer = await connect();
    expect(await viewer.request({ command: 'play', streamId: 'private-k1-p1' })).toMatchObject({ definition: 'unauthorized_access' });
    expect(await viewer.request({ command: 'play', streamId: 'private-k1-p1', token: 'forged' })).toMatchObject({
      definition: 'unauthorized_access',
    });
    expect(await viewer.request({ command: 'play', streamId: 'private-k1-p1', token: await paidToken('private-k1-p1', 'user:u1') })).toMatchObject({
      command: 'takeConfiguration',
      type: 'offer',
    });
  });

  it('lists the subscriber of a connected WebRTC player and forgets him when he stops', async () => {
    await privateShowLive('private-k2-p1');
    expect(await players('private-k2-p1')).toEqual({ streamId: 'private-k2-p1', publishing: true, players: [] });
    const viewer = new TestPlayer(await connect(), 'private-k2-p1');
    media.cleanups.push(() => viewer.close());
    await viewer.play(await paidToken('private-k2-p1', 'user:u1'));
    await until(() => media.server.streams.webRtcSubscribers('private-k2-p1').length === 1);
    expect(await players('private-k2-p1')).toEqual({
      streamId: 'private-k2-p1',
      publishing: true,
      players: [{ subscriberId: 'user:u1', protocol: 'webrtc' }],
    });
    viewer.client.send({ command: 'stop', streamId: 'private-k2-p1' });
    await until(() => media.server.streams.webRtcSubscribers('private-k2-p1').length === 0);
    expect(await players('nobody')).toEqual({ streamId: 'nobody', publishing: false, players: [] });
  });

  it('counts an HLS player of a paid show by the token he fetches with', async () => {
    await rest('/broadcasts/create', { method: 'POST', body: JSON.stringify({ streamId: 'group-k3-p1', category: 'group' }) });
    const dir = path.join(media.hlsDir, 'group-k3-p1');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'group-k3-p1.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:1\n');
    const hls = (query: string) => fetch(`http://${base}/WebRTCAppEE/streams/group-k3-p1.m3u8${query}`);
    expect((await hls('')).status).toBe(403);
    expect((await hls(`?token=${await paidToken('group-k3-p1', 'user:u2')}`)).status).toBe(200);
    expect((await players('group-k3-p1')).players).toEqual([{ subscriberId: 'user:u2', protocol: 'hls' }]);
    expect((await players('group-k3-p1', '?subscriberId=user:u2&subscriberId=user:u9')).players).toHaveLength(1);
    expect((await players('group-k3-p1', '?subscriberId=user:u9')).players).toEqual([]);
    expect((await rest('/broadcasts/group-k3-p1/token?type=play&subscriberId=bad%20id')).status).toBe(400);
  });
});

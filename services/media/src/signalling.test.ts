import { createMediaServer, type MediaServer } from './server';
import type { IceServer } from './config';
import { CHROME_OFFER } from './testing/fixtures/chrome-offer';
import { SignallingClient } from './testing/signalling-client';

let server: MediaServer;
let url: string;
const clients: SignallingClient[] = [];

async function connect(target: 'origin' | 'edge' | '' = ''): Promise<SignallingClient> {
  const client = await SignallingClient.connect(`${url}${target ? `?target=${target}` : ''}`);
  clients.push(client);
  return client;
}

/** Starts the media server (every test has one) with these ICE servers. */
async function startServer(iceServers: IceServer[] = []): Promise<void> {
  server = createMediaServer({ host: '127.0.0.1', port: 0, hlsEnabled: false, iceServers, publishTimeoutMs: 1500 }, { log: () => undefined });
  url = `ws://127.0.0.1:${await server.listen()}/WebRTCAppEE/websocket`;
}

beforeEach(() => startServer());

/** A fresh one-time publish token, as the API would get it over REST. */
const publishToken = (streamId: string) => server.tokens.create(streamId, 'publish').tokenId;

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server.close();
});

describe('signalling basics', () => {
  it('answers ping with pong', async () => {
    const ws = await connect();
    expect(await ws.request({ command: 'ping' })).toEqual({ command: 'pong' });
  });

  it.each<[string, IceServer[], { stunServerUri: string; turnServerUsername: string; turnServerCredential: string }]>([
    ['an empty stunServerUri when no ICE server is configured', [], { stunServerUri: '', turnServerUsername: '', turnServerCredential: '' }],
    [
      'the configured TURN server',
      [{ urls: 'turn:turn.local:3478', username: 'u', credential: 'p' }],
      { stunServerUri: 'turn:turn.local:3478', turnServerUsername: 'u', turnServerCredential: 'p' },
    ],
  ])('answers getIceServerConfig with %s', async (_, iceServers, answer) => {
    await server.close();
    await startServer(iceServers);
    const ws = await connect();
    expect(await ws.request({ command: 'getIceServerConfig' })).toEqual({ command: 'iceServerConfig', ...answer });
  });

  it('rejects frames that are not JSON commands, unknown commands and missing stream ids', async () => {
    const ws = await connect();
    ws.ws.send('not json');
    expect(await ws.waitCommand('error')).toEqual({ command: 'error', definition: 'invalid_message' });
    expect(await ws.request({ command: 'joinRoom', room: 'r' })).toEqual({ command: 'error', definition: 'unsupported_command' });
    expect(await ws.request({ command: 'play' })).toEqual({ command: 'error', definition: 'missing_stream_id' });
  });

  it('keeps serving other sockets when one closes', async () => {
    const a = await connect();
    const b = await connect();
    a.close();
    expect(await b.request({ command: 'ping' })).toEqual({ command: 'pong' });
  });
});

describe('publish flow', () => {
  it('answers publish with start, a pinned answer to the offer, then server candidates', async () => {
    const ws = await connect('origin');
    expect(
      await ws.request({ command: 'publish', streamId: 'anna', token: publishToken('anna'), streamName: 'Anna', video: true, audio: true }),
    ).toEqual({
      command: 'start',
      streamId: 'anna',
    });
    ws.send({ command: 'takeConfiguration', streamId: 'anna', type: 'offer', sdp: CHROME_OFFER });
    const answer = await ws.waitCommand('takeConfiguration', undefined, 8000);
    expect(answer).toMatchObject({ streamId: 'anna', type: 'answer' });
    const sdp = String(answer.sdp);
    expect(sdp).toMatch(/m=video 9 UDP\/TLS\/RTP\/SAVPF 106\r\n/);
    expect(sdp).toContain('profile-level-id=42e01f');
    expect(sdp).toMatch(/m=audio 9 UDP\/TLS\/RTP\/SAVPF 111\r\n/);
    // The adaptor's data channel is accepted.
    expect(sdp).toMatch(/m=application \d+ UDP\/DTLS\/SCTP webrtc-datachannel/);
    const candidate = await ws.waitCommand('takeCandidate', undefined, 8000);
    expect(candidate).toMatchObject({ streamId: 'anna', label: 0, id: '0' });
    expect(String(candidate.candidate)).toMatch(/^candidate:/);
    expect(String(candidate.candidate)).toContain('127.0.0.1');
    // A candidate from the browser is accepted silently.
    ws.send({
      command: 'takeCandidate',
      streamId: 'anna',
      label: 0,
      id: '0',
      candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host generation 0',
    });
    expect(await ws.request({ command: 'ping' })).toEqual({ command: 'pong' });
  });

  it('refuses a second publisher on the same id with streamIdInUse, and her stop does not end the first', async () => {
    const first = await connect('origin');
    const second = await connect('origin');
    expect(await first.request({ command: 'publish', streamId: 'anna', token: publishToken('anna') })).toMatchObject({ command: 'start' });
    expect(await second.request({ command: 'publish', streamId: 'anna', token: publishToken('anna') })).toEqual({
      command: 'error',
      definition: 'streamIdInUse',
      streamId: 'anna',
    });
    second.send({ command: 'stop', streamId: 'anna' });
    // Still taken: the retry gets streamIdInUse again, and the first publisher heard nothing.
    expect(await second.request({ command: 'publish', streamId: 'anna', token: publishToken('anna') })).toMatchObject({
      definition: 'streamIdInUse',
    });
    expect(first.frames.map((f) => f.command)).toEqual(['start']);
    expect(server.streams.has('anna')).toBe(true);
  });

  it('frees the id and sends publish_finished when the publisher stops', async () => {
    const ws = await connect('origin');
    await ws.request({ command: 'publish', streamId: 'anna', token: publishToken('anna') });
    expect(await ws.request({ command: 'stop', streamId: 'anna' })).toEqual({
      command: 'notification',
      definition: 'publish_finished',
      streamId: 'anna',
    });
    const other = await connect('origin');
    expect(await other.request({ command: 'publish', streamId: 'anna', token: publishToken('anna') })).toMatchObject({ command: 'start' });
  });

  it('frees the id when the publisher socket closes or never connects', async () => {
    const gone = await connect('origin');
    await gone.request({ command: 'publish', streamId: 'anna', token: publishToken('anna') });
    gone.close();
    const next = await connect('origin');
    await new Promise((r) => setTimeout(r, 100));
    expect(await next.request({ command: 'publish', streamId: 'anna', token: publishToken('anna') })).toMatchObject({ command: 'start' });
    // next sends no offer: after publishTimeoutMs the id is released with publish_finished.
    await next.waitCommand('notification', 'publish_finished', 4000);
    expect(server.streams.has('anna')).toBe(false);
  });
});

describe('publish allow-list (secureOption off, the default)', () => {
  it('refuses a publish without the one-time token the API got for that stream id, and takes nothing', async () => {
    expect(server.settings.secureOption).toBe(false);
    const attacker = await connect('origin');
    const refused = { command: 'error', definition: 'unauthorized_access', streamId: 'anna' };
    expect(await attacker.request({ command: 'publish', streamId: 'anna' })).toEqual(refused);
    expect(await attacker.request({ command: 'publish', streamId: 'anna', token: '' })).toEqual(refused);
    expect(await attacker.request({ command: 'publish', streamId: 'anna', token: 'forged' })).toEqual(refused);
    expect(await attacker.request({ command: 'publish', streamId: 'anna', token: publishToken('bella') })).toEqual(refused);
    expect(await attacker.request({ command: 'publish', streamId: 'anna', token: server.tokens.create('anna', 'play').tokenId })).toEqual(refused);
    expect(server.streams.has('anna')).toBe(false);
  });

  it('takes each token once: after she stops, her used token does not publish again', async () => {
    const performer = await connect('origin');
    const token = publishToken('anna');
    expect(await performer.request({ command: 'publish', streamId: 'anna', token })).toEqual({ command: 'start', streamId: 'anna' });
    expect(await performer.request({ command: 'stop', streamId: 'anna' })).toMatchObject({ definition: 'publish_finished' });
    const attacker = await connect('origin');
    expect(await attacker.request({ command: 'publish', streamId: 'anna', token })).toEqual({
      command: 'error',
      definition: 'unauthorized_access',
      streamId: 'anna',
    });
    expect(server.streams.has('anna')).toBe(false);
  });

  it('a dropped connection may republish the same stream once with the token it used (the adaptor reconnecting)', async () => {
    const token = publishToken('anna');
    const first = await connect('origin');
    expect(await first.request({ command: 'publish', streamId: 'anna', token })).toEqual({ command: 'start', streamId: 'anna' });
    first.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await connect('origin');
    expect(await again.request({ command: 'publish', streamId: 'bella', token })).toMatchObject({ definition: 'unauthorized_access' });
    expect(await again.request({ command: 'publish', streamId: 'anna', token })).toEqual({ command: 'start', streamId: 'anna' });
    expect(await again.request({ command: 'stop', streamId: 'anna' })).toMatchObject({ definition: 'publish_finished' });
    const attacker = await connect('origin');
    expect(await attacker.request({ command: 'publish', streamId: 'anna', token })).toMatchObject({ definition: 'unauthorized_access' });
  });
});

describe('play flow', () => {
  it('answers play for a stream nobody publishes with no_stream_exist, also while the publisher is still connecting', async () => {
    const viewer = await connect('edge');
    expect(await viewer.request({ command: 'play', streamId: 'anna', token: '', room: '', trackList: [] })).toEqual({
      command: 'error',
      definition: 'no_stream_exist',
      streamId: 'anna',
    });
    const publisher = await connect('origin');
    await publisher.request({ command: 'publish', streamId: 'anna', token: publishToken('anna') });
    expect(await viewer.request({ command: 'play', streamId: 'anna', token: '' })).toMatchObject({ definition: 'no_stream_exist' });
    expect(await viewer.request({ command: 'getStreamInfo', streamId: 'anna' })).toMatchObject({ definition: 'no_stream_exist' });
  });

  it("ignores a stop for a stream the connection does not own (never ends another connection's stream)", async () => {
    const publisher = await connect('origin');
    await publisher.request({ command: 'publish', streamId: 'anna', token: publishToken('anna') });
    const stranger = await connect('edge');
    stranger.send({ command: 'stop', streamId: 'anna' });
    expect(await stranger.request({ command: 'ping' })).toEqual({ command: 'pong' });
    expect(stranger.frames.some((f) => f.command === 'notification')).toBe(false);
    expect(server.streams.has('anna')).toBe(true);
    expect(publisher.frames.map((f) => f.command)).toEqual(['start']);
  });
});

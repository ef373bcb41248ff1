import { resolveFfmpeg } from '../ffmpeg';
import { createMediaServer, type MediaServer } from '../server';
import { FakeApi } from '../testing/fake-api';
import { SignallingClient } from '../testing/signalling-client';
import { TestPlayer } from '../testing/werift-peers';
import { DemoPerformer, EVENTS } from './demo-performer';

jest.setTimeout(60_000);

const FFMPEG = resolveFfmpeg()?.path ?? '';
if (!FFMPEG) console.warn('demo performer tests skipped: no ffmpeg for this platform');
const describeDemo = FFMPEG ? describe : describe.skip;

let media: MediaServer;
let mediaPort = 0;
let api: FakeApi;
let performer: DemoPerformer | undefined;
const logs: string[] = [];
const cleanups: (() => Promise<unknown> | void)[] = [];

async function startMedia() {
  media = createMediaServer({ host: '127.0.0.1', port: mediaPort, hlsEnabled: false, iceServers: [] }, { log: () => undefined });
  mediaPort = await media.listen();
}

beforeEach(async () => {
  mediaPort = 0;
  await startMedia();
  api = new FakeApi(500);
  // like the real API: a one-time publish token from the media server running now
  api.issuePublishToken = (streamId) => media.tokens.create(streamId, 'publish').tokenId;
  await api.listen();
  logs.length = 0;
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await performer?.stop();
  performer = undefined;
  await api.close();
  await media.close();
});

function startPerformer() {
  performer = new DemoPerformer({
    username: 'fiona',
    password: 'demo1234',
    apiUrl: api.url,
    mediaWebsocketUrl: `ws://127.0.0.1:${mediaPort}/WebRTCAppEE/websocket`,
    ffmpegPath: FFMPEG,
    log: (message) => logs.push(message),
    timing: { checkMs: 300, acceptAfterMs: [100, 200], chatEveryMs: [300, 500], privateMaxMs: 60_000 },
  });
  performer.start();
  return performer;
}

async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; log: ${logs.join(' | ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const liveIn = (streamId: string | undefined) => (streamId ? media.streams.isLive(streamId) : false);
const emitted = (event: string, conversationId: string) =>
  api.events.filter((e) => e.event === event && (e.payload as { conversationId?: string }).conversationId === conversationId).length;

async function firstPacket(streamId: string) {
  const client = await SignallingClient.connect(`ws://127.0.0.1:${mediaPort}/WebRTCAppEE/websocket`);
  const player = new TestPlayer(client, streamId);
  cleanups.push(
    () => client.close(),
    () => player.close(),
  );
  await player.play();
  return player.waitFirstPacket(10_000);
}

describeDemo('demo performer', () => {
  it('signs in, goes live like the broadcast page, plays for a newcomer and talks in her public chat', async () => {
    startPerformer();
    const show = await until('the public show', () => api.shows.get('fiona'));
    await until('a live stream', () => liveIn(show.sessionId));
    expect(api.logins).toEqual(['fiona']);
    await until(
      'public-stream/join and /live',
      () => emitted(EVENTS.publicJoin, show.conversationId) && emitted(EVENTS.publicLive, show.conversationId),
    );
    await expect(firstPacket(show.sessionId)).resolves.toEqual(expect.any(Number));
    const said = await until('a chat line', () => api.messages[0]);
    expect(said).toMatchObject({ username: 'fiona', conversationId: show.conversationId, text: expect.stringMatching(/\w/) });
  });

  it('accepts a private request after a moment, publishes the private show, and goes back to public when it ends', async () => {
    startPerformer();
    const show = await until('a live public stream', () => liveIn(api.shows.get('fiona')?.sessionId) && api.shows.get('fiona'));
    await until('the socket', () => api.connected('fiona'));
    api.emitTo('fiona', EVENTS.privateChatRequest, { conversationId: 'c0ffee', streamId: 's1', user: { username: 'member', displayName: 'Max' } });

    await until('the private stream live', () => liveIn('private-c0ffee-fiona'));
    expect(api.accepted).toEqual(['c0ffee']);
    expect(liveIn(show.sessionId)).toBe(false);
    expect(emitted(EVENTS.joinRoom, 'c0ffee')).toBe(1);
    await expect(firstPacket('private-c0ffee-fiona')).resolves.toEqual(expect.any(Number));

    api.emitTo('fiona', EVENTS.showEnded, { conversationId: 'c0ffee', reason: 'member-left', message: 'The member has left the show.' });
    await until('the public stream again', () => liveIn(show.sessionId));
    expect(liveIn('private-c0ffee-fiona')).toBe(false);
    expect(emitted(EVENTS.leaveRoom, 'c0ffee')).toBe(1);
  });

  it('publishes again after the media server restarts and announces again after the API restarts', async () => {
    startPerformer();
    const show = await until('a live public stream', () => liveIn(api.shows.get('fiona')?.sessionId) && api.shows.get('fiona'));
    await until('announced', () => emitted(EVENTS.publicLive, show.conversationId));

    await media.close();
    await startMedia();
    await until('the stream on the new media server', () => liveIn(show.sessionId), 30_000);
    await expect(firstPacket(show.sessionId)).resolves.toEqual(expect.any(Number));

    const announced = emitted(EVENTS.publicLive, show.conversationId);
    await api.close();
    await new Promise((r) => setTimeout(r, 500));
    await api.listen();
    await until('announced again', () => emitted(EVENTS.publicLive, show.conversationId) > announced, 30_000);
    expect(liveIn(show.sessionId)).toBe(true);
    // each outage is logged once, not on every retry
    expect(logs.filter((line) => /publish failed/.test(line)).length).toBeLessThanOrEqual(1);
  });
});

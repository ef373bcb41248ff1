import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpeg } from '../ffmpeg';
import { createMediaServer, type MediaServer } from '../server';
import { SignallingClient } from '../testing/signalling-client';
import { TestPlayer } from '../testing/werift-peers';
import { ShowPublisher } from './show-publisher';
import { findFont } from './synthetic-show';

jest.setTimeout(40_000);

const FFMPEG = resolveFfmpeg()?.path ?? '';
if (!FFMPEG) console.warn('demo publisher tests skipped: no ffmpeg for this platform');
const describeDemo = FFMPEG ? describe : describe.skip;

let server: MediaServer;
let websocketUrl: string;
let hlsDir: string;
const cleanups: (() => Promise<unknown> | void)[] = [];

beforeEach(async () => {
  hlsDir = await mkdtemp(path.join(os.tmpdir(), 'media-demo-'));
  server = createMediaServer(
    { host: '127.0.0.1', port: 0, hlsEnabled: true, ffmpegPath: FFMPEG, hlsDir, snapshotsEnabled: false, iceServers: [] },
    { log: () => undefined },
  );
  websocketUrl = `ws://127.0.0.1:${await server.listen()}/WebRTCAppEE/websocket`;
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await server.close();
  await rm(hlsDir, { recursive: true, force: true });
});

function publisher(streamId: string, onGone: (reason: string) => void = () => undefined) {
  const show = new ShowPublisher({
    websocketUrl,
    streamId,
    streamName: `${streamId} live`,
    token: server.tokens.create(streamId, 'publish').tokenId,
    source: { ffmpegPath: FFMPEG, label: 'fiona', fontFile: findFont() },
    onGone,
  });
  cleanups.push(() => show.stop());
  return show;
}

describeDemo('demo show publisher', () => {
  it('publishes H.264 + Opus that a werift player receives and HLS repackages', async () => {
    await publisher('demo-show').start();
    expect(server.streams.get('demo-show')?.publisher.videoCodec).toBe('H264');

    const client = await SignallingClient.connect(websocketUrl);
    const player = new TestPlayer(client, 'demo-show');
    cleanups.push(
      () => client.close(),
      () => player.close(),
    );
    await player.play();
    await player.waitFirstPacket(10_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(player.packets.video).toBeGreaterThan(0);
    expect(player.packets.audio).toBeGreaterThan(0);

    const playlist = `${websocketUrl.replace('ws', 'http').replace('/websocket', '')}/streams/demo-show.m3u8`;
    const until = Date.now() + 15_000;
    let text = '';
    while (!text.includes('#EXTINF') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      const res = await fetch(playlist);
      text = res.ok ? await res.text() : '';
    }
    expect(text).toContain('#EXTINF');
  });

  it('reports the end of a live stream once, and a refused publish as a failed start', async () => {
    const reasons: string[] = [];
    const show = publisher('demo-gone', (reason) => reasons.push(reason));
    await show.start();
    await expect(publisher('demo-gone').start()).rejects.toThrow(/streamIdInUse/);

    server.streams.end(server.streams.get('demo-gone')!);
    const until = Date.now() + 5000;
    while (!reasons.length && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    expect(reasons).toEqual(['publish finished']);
  });
});

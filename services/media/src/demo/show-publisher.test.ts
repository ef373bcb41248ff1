import { SignallingClient } from '../testing/signalling-client';
import { TestPlayer } from '../testing/werift-peers';
import { ShowPublisher } from './show-publisher';
import { findFont } from './synthetic-show';
import { useTestMediaServer, withFfmpeg } from '../testing/test-media-server';

jest.setTimeout(40_000);

const { ffmpeg: FFMPEG, describeWithFfmpeg: describeDemo } = withFfmpeg('demo publisher tests');

const media = useTestMediaServer('media-demo-', { hlsEnabled: true, ffmpegPath: FFMPEG, snapshotsEnabled: false });
const websocketUrl = () => `ws://127.0.0.1:${media.port}/WebRTCAppEE/websocket`;

function publisher(streamId: string, onGone: (reason: string) => void = () => undefined) {
  const show = new ShowPublisher({
    websocketUrl: websocketUrl(),
    streamId,
    streamName: `${streamId} live`,
    token: media.server.tokens.create(streamId, 'publish').tokenId,
    source: { ffmpegPath: FFMPEG, label: 'fiona', fontFile: findFont() },
    onGone,
  });
  media.cleanups.push(() => show.stop());
  return show;
}

describeDemo('demo show publisher', () => {
  it('publishes H.264 + Opus that a werift player receives and HLS repackages', async () => {
    await publisher('demo-show').start();
    expect(media.server.streams.get('demo-show')?.publisher.videoCodec).toBe('H264');

    const client = await SignallingClient.connect(websocketUrl());
    const player = new TestPlayer(client, 'demo-show');
    media.cleanups.push(
      () => client.close(),
      () => player.close(),
    );
    await player.play();
    await player.waitFirstPacket(10_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(player.packets.video).toBeGreaterThan(0);
    expect(player.packets.audio).toBeGreaterThan(0);

    const playlist = `${websocketUrl().replace('ws', 'http').replace('/websocket', '')}/streams/demo-show.m3u8`;
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

    media.server.streams.end(media.server.streams.get('demo-gone')!);
    const until = Date.now() + 5000;
    while (!reasons.length && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    expect(reasons).toEqual(['publish finished']);
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SignallingClient } from '../testing/signalling-client';
import { exited, FakeEncoderApi, pushRtmp, whipPublish } from '../testing/encoder-clients';
import { useTestMediaServer, withFfmpeg } from '../testing/test-media-server';
import { TestPlayer } from '../testing/werift-peers';
import type { MediaConfig } from '../config';
import { hlsStreamDir, playlistName } from '../hls/hls-muxer';

const { ffmpeg: FFMPEG, describeWithFfmpeg } = withFfmpeg('encoder ingest tests');

jest.setTimeout(60_000);

const api = new FakeEncoderApi();
const config: Partial<MediaConfig> = {
  hlsEnabled: true,
  ffmpegPath: FFMPEG,
  hlsSegmentSeconds: 1,
  snapshotsEnabled: false,
  rtmpPort: 0,
  rtmpVideoKbps: 400,
};
beforeAll(async () => {
  config.apiUrl = await api.listen();
  config.webhookUrl = `${api.url}/webhook`;
});
afterAll(() => api.close());
const media = useTestMediaServer('media-ingest-', config);
beforeEach(() => {
  api.webhooks.length = 0;
  api.starts.length = 0;
  api.issuePublishToken = (streamId) => media.server.tokens.create(streamId, 'publish').tokenId;
});

const waitUntil = async (check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** A member's werift player on the show's stream; resolves once video RTP arrives. */
async function watch(): Promise<TestPlayer> {
  await waitUntil(() => media.server.streams.isLive(api.streamId), 20_000, 'the show live at the media server');
  const client = await SignallingClient.connect(`ws://127.0.0.1:${media.port}/WebRTCAppEE/websocket?target=edge`);
  const player = new TestPlayer(client, api.streamId);
  media.cleanups.push(
    () => client.close(),
    () => player.close(),
  );
  await player.play();
  await player.waitFirstPacket(15_000);
  return player;
}

async function hlsSegments(): Promise<number> {
  const playlist = await readFile(path.join(hlsStreamDir(media.hlsDir, api.streamId), playlistName(api.streamId)), 'utf8').catch(() => '');
  return (playlist.match(/#EXTINF/g) ?? []).length;
}

describeWithFfmpeg('RTMP ingest (ffmpeg as the encoder)', () => {
  it('turns her stream into her live show for WebRTC and HLS, and ends it when the encoder stops', async () => {
    const rtmpUrl = `rtmp://127.0.0.1:${media.server.rtmpPort()}/live/${api.keys.rtmp}`;
    const encoder = pushRtmp(FFMPEG, rtmpUrl);
    media.cleanups.push(() => encoder.kill('SIGKILL'));
    const player = await watch();
    expect(api.starts).toEqual([{ kind: 'rtmp', key: api.keys.rtmp }]);
    expect(api.action('liveStreamStarted')?.id).toBe(api.streamId);
    expect(media.server.streams.info(media.server.streams.get(api.streamId)!).videoCodec).toBe('H264');
    const before = player.packets.video;
    await new Promise((r) => setTimeout(r, 1500));
    expect(player.packets.video).toBeGreaterThan(before + 20);
    expect(player.packets.audio).toBeGreaterThan(20);
    await waitUntil(async () => (await hlsSegments()) >= 2, 20_000, 'two HLS segments');

    encoder.kill('SIGINT');
    await waitUntil(() => api.action('liveStreamEnded') !== undefined, 10_000, 'liveStreamEnded');
    expect(media.server.streams.has(api.streamId)).toBe(false);
  });

  it('closes the connection of a wrong key and of a second encoder while her show is published', async () => {
    const wrong = pushRtmp(FFMPEG, `rtmp://127.0.0.1:${media.server.rtmpPort()}/live/rtmp_wrong-key`);
    expect(await exited(wrong)).not.toBe(0);
    expect(api.starts).toEqual([{ kind: 'rtmp', key: 'rtmp_wrong-key' }]);
    expect(api.webhooks).toEqual([]);

    const first = pushRtmp(FFMPEG, `rtmp://127.0.0.1:${media.server.rtmpPort()}/live/${api.keys.rtmp}`);
    media.cleanups.push(() => first.kill('SIGKILL'));
    await watch();
    const second = pushRtmp(FFMPEG, `rtmp://127.0.0.1:${media.server.rtmpPort()}/live/${api.keys.rtmp}`);
    expect(await exited(second)).not.toBe(0);
    expect(first.exitCode).toBeNull();
    expect(api.webhooks.map((hook) => hook.action)).toEqual(['liveStreamStarted']);
    // her show is over before the next test publishes the same stream (else that publisher is refused as a second one)
    first.kill('SIGINT');
    await waitUntil(() => !media.server.streams.has(api.streamId), 10_000, 'her show ended at the media server');
  });
});

describeWithFfmpeg('WHIP ingest (a scripted werift encoder, as OBS 30+)', () => {
  const endpoint = () => `http://127.0.0.1:${media.port}/WebRTCAppEE/whip`;

  it('answers 201 with the SDP and a Location, plays to viewers and HLS, and DELETE ends her show', async () => {
    const session = await whipPublish(endpoint(), api.keys.whip, FFMPEG);
    media.cleanups.push(() => session.stop());
    expect(session.status).toBe(201);
    expect(session.location).toMatch(/^\/WebRTCAppEE\/whip\/[A-Za-z0-9_-]{22}$/);
    expect(session.pc.remoteDescription?.sdp).toMatch(/a=candidate/);
    const player = await watch();
    expect(player.packets.video).toBeGreaterThan(0);
    await waitUntil(async () => (await hlsSegments()) >= 2, 20_000, 'two HLS segments');

    // a second encoder while she publishes is refused
    const second = await whipPublish(endpoint(), api.keys.whip, FFMPEG);
    expect(second.status).toBe(409);

    expect((await fetch(new URL(session.location!, endpoint()), { method: 'DELETE' })).status).toBe(200);
    await waitUntil(() => api.action('liveStreamEnded') !== undefined, 10_000, 'liveStreamEnded');
    expect(media.server.streams.has(api.streamId)).toBe(false);
  });

  it('refuses a wrong token (401), a request without one, and a performer the API does not let go live (403)', async () => {
    expect((await whipPublish(endpoint(), 'whip_wrong', FFMPEG)).status).toBe(401);
    expect((await whipPublish(endpoint(), 'whip_unverified', FFMPEG)).status).toBe(403);
    const bare = await fetch(endpoint(), { method: 'POST', headers: { 'content-type': 'application/sdp' }, body: 'v=0\r\n' });
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toBe('Bearer');
    expect(media.server.streams.size).toBe(0);
  });
});

import sharp from 'sharp';
import { startLivePublisher } from '../testing/werift-peers';
import { useTestMediaServer, withFfmpeg } from '../testing/test-media-server';

jest.setTimeout(40_000);

const { ffmpeg: FFMPEG, describeWithFfmpeg: describePreviews } = withFfmpeg('preview tests');

const media = useTestMediaServer('media-previews-', {
  hlsEnabled: true,
  ffmpegPath: FFMPEG,
  hlsSegmentSeconds: 0.5,
  snapshotIntervalMs: 2000,
  snapshotWidth: 160,
});
let base: string;
beforeEach(() => {
  base = `http://127.0.0.1:${media.port}/WebRTCAppEE`;
});

async function publish(streamId: string) {
  const live = await startLivePublisher(
    `${base.replace('http', 'ws')}/websocket`,
    streamId,
    {
      codec: 'H264',
      ffmpegPath: FFMPEG,
      width: 320,
      height: 240,
    },
    media.server.tokens.create(streamId, 'publish').tokenId,
  );
  media.cleanups.push(() => live.stop());
  return live;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describePreviews('live previews', () => {
  it('serves a small JPEG of a publishing stream, refreshes it, and answers 404 once the stream ends', async () => {
    expect((await fetch(`${base}/previews/show-1.jpg`)).status).toBe(404);
    const live = await publish('show-1');

    const res = await waitFor(
      'preview',
      async () => {
        const r = await fetch(`${base}/previews/show-1.jpg`);
        return r.status === 200 ? r : undefined;
      },
      20_000,
    );
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const image = Buffer.from(await res.arrayBuffer());
    expect(image.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 160, height: 120 });

    // A conditional request for the same picture is answered without a body.
    const etag = res.headers.get('etag')!;
    expect((await fetch(`${base}/previews/show-1.jpg`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const first = media.server.previews.get('show-1')!.takenAt;
    await waitFor('newer preview', async () => (media.server.previews.get('show-1')!.takenAt > first ? true : undefined), 10_000);

    live.publisher.stop();
    await live.publisher.client.waitCommand('notification', 'publish_finished');
    expect((await fetch(`${base}/previews/show-1.jpg`)).status).toBe(404);
    expect(media.server.previews.size).toBe(0);
  });

  it('takes none of private and group shows, and refuses odd names', async () => {
    await publish('private-abc-def');
    await waitFor(
      'HLS segment',
      async () => ((await (await fetch(`${base}/streams/private-abc-def.m3u8`)).text()).includes('#EXTINF') ? true : undefined),
      20_000,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect((await fetch(`${base}/previews/private-abc-def.jpg`)).status).toBe(404);
    expect((await fetch(`${base}/previews/..%2Fsecret.jpg`)).status).toBe(404);
    expect((await fetch(`${base}/previews/show-1.png`)).status).toBe(404);
  });
});

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { firstVideoFrameArgs } from '../ffmpeg';
import type { RtpSourceOptions } from '../testing/rtp-source';
import { startLivePublisher } from '../testing/werift-peers';
import { useTestMediaServer, withFfmpeg } from '../testing/test-media-server';

const { ffmpeg: FFMPEG, describeWithFfmpeg: describeHls } = withFfmpeg('HLS tests');

jest.setTimeout(40_000);

const media = useTestMediaServer('media-hls-', { hlsEnabled: true, ffmpegPath: FFMPEG, hlsSegmentSeconds: 1, snapshotsEnabled: false });
let base: string;
beforeEach(() => {
  base = `127.0.0.1:${media.port}`;
});

async function publish(
  streamId: string,
  codec: 'H264' | 'VP8',
  source: Partial<RtpSourceOptions> = {},
  rewriteVideo?: (packet: Buffer) => Buffer | undefined,
) {
  const token = media.server.tokens.create(streamId, 'publish').tokenId;
  const live = await startLivePublisher(
    `ws://${base}/WebRTCAppEE/websocket`,
    streamId,
    { codec, ffmpegPath: FFMPEG, ...source },
    token,
    rewriteVideo,
  );
  media.cleanups.push(() => live.stop());
  return live.publisher;
}

async function waitForPlaylist(streamId: string, timeoutMs: number): Promise<{ text: string; res: Response }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`http://${base}/WebRTCAppEE/streams/${streamId}.m3u8`);
    if (res.status === 200) {
      const text = await res.text();
      if (/#EXTINF/.test(text)) return { text, res };
    }
    if (Date.now() > until) throw new Error(`no HLS playlist with a segment for ${streamId} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The H.264 NAL unit type an RTP packet from the test source carries (FU-A: the fragmented unit's), and whether it starts it. */
function h264Unit(packet: Buffer): { type: number; starts: boolean } {
  const nal = packet[12]! & 0x1f;
  if (nal !== 28) return { type: nal, starts: true };
  return { type: packet[13]! & 0x1f, starts: (packet[13]! & 0x80) !== 0 };
}

/**
 * What a careless browser encoder may send: the first packet is the middle of a predicted frame (the keyframe and
 * its parameter sets come seconds later, PLI is ignored), and every packet has the same RTP timestamp.
 */
function midGopWithoutTimestamps(): (packet: Buffer) => Buffer | undefined {
  let started = false;
  return (packet) => {
    const unit = h264Unit(packet);
    if (!started && (unit.starts || unit.type !== 1)) return undefined;
    started = true;
    const copy = Buffer.from(packet);
    copy.writeUInt32BE(0, 4);
    return copy;
  };
}

/** showinfo's line about the first video frame of a segment, decoded with broken frames shown (not skipped). */
function firstFrameInfo(file: string): Promise<string> {
  const args = ['-hide_banner', '-nostdin', '-flags2', '+showall', ...firstVideoFrameArgs(file), '-vf', 'showinfo', '-f', 'null', '-'];
  return new Promise((resolve) => {
    execFile(FFMPEG, args, (_error, _stdout, stderr) => resolve(stderr.split('\n').find((line) => line.includes('iskey:')) ?? stderr.slice(-300)));
  });
}

/** SIGKILLs the ffmpeg processes whose command line names `dir`; how many there were. */
async function killFfmpegsWriting(dir: string): Promise<number> {
  let killed = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(dir) && cmdline.includes('-f\0hls')) {
      process.kill(Number(pid), 'SIGKILL');
      killed++;
    }
  }
  return killed;
}

describeHls('HLS through ffmpeg', () => {
  it.each(['H264', 'VP8'] as const)('serves a playlist with segments for a %s publisher, then removes it when she stops', async (codec) => {
    const streamId = `hls-${codec.toLowerCase()}`;
    const publisher = await publish(streamId, codec);

    const { text, res } = await waitForPlaylist(streamId, 15_000);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(res.headers.get('cache-control')).toMatch(/no-cache/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');

    const segmentUri = text.split('\n').find((line) => line.endsWith('.ts'));
    expect(segmentUri).toMatch(new RegExp(`^${streamId}/seg_\\d+_\\d+\\.ts$`));
    const segment = await fetch(`http://${base}/WebRTCAppEE/streams/${segmentUri}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    const bytes = Buffer.from(await segment.arrayBuffer());
    expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte

    publisher.stop();
    await publisher.client.waitCommand('notification', 'publish_finished');
    const until = Date.now() + 5000;
    while (existsSync(path.join(media.hlsDir, streamId)) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(path.join(media.hlsDir, streamId))).toBe(false);
    expect((await fetch(`http://${base}/WebRTCAppEE/streams/${streamId}.m3u8`)).status).toBe(404);
  });

  it('a stream that starts mid-GOP without timestamps still gets a playlist with segments that begin with a picture', async () => {
    const streamId = 'hls-mid-gop';
    await publish(streamId, 'H264', { keyframeSeconds: 2, videoKbps: 600 }, midGopWithoutTimestamps());
    const { text } = await waitForPlaylist(streamId, 20_000);
    const segmentUri = text.split('\n').find((line) => line.endsWith('.ts'))!;
    const segment = path.join(media.hlsDir, segmentUri);
    expect(await firstFrameInfo(segment)).toMatch(/iskey:1 type:I/);
  });

  it('an ffmpeg that dies mid-show is started again: the playlist comes back with new segments', async () => {
    const streamId = 'hls-restart';
    await publish(streamId, 'H264');
    const before = await waitForPlaylist(streamId, 15_000);
    const killed = await killFfmpegsWriting(path.join(media.hlsDir, streamId));
    expect(killed).toBe(1);
    const firstSegment = (text: string) =>
      text
        .split('\n')
        .find((line) => line.endsWith('.ts'))!
        .replace(/_\d+\.ts$/, '');
    const until = Date.now() + 15_000;
    let after = await waitForPlaylist(streamId, 15_000);
    while (firstSegment(after.text) === firstSegment(before.text) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      after = await waitForPlaylist(streamId, 15_000);
    }
    expect(firstSegment(after.text)).not.toBe(firstSegment(before.text));
    // the new ffmpeg continues the playlist: players see its sequence numbers go on, not start over
    const sequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
    expect(sequence(after.text)).toBeGreaterThan(sequence(before.text));
  });

  it('answers 404 for unknown streams and refuses path tricks', async () => {
    expect((await fetch(`http://${base}/WebRTCAppEE/streams/nobody.m3u8`)).status).toBe(404);
    expect((await fetch(`http://${base}/WebRTCAppEE/streams/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

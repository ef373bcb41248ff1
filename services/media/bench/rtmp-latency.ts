/**
 * RTMP ingest latency: an encoder (the npm ffmpeg, -re, 640x360 at 25 fps) draws each frame's number into the
 * picture as 16 black/white columns and pushes H.264/AAC over RTMP to an in-process media server (its API check
 * answered by FakeEncoderApi). Frame N is captured at t0 + N/25 s, t0 being the encoder's start (so the figures
 * include the encoder's own start-up, a few tens of ms: they err on the long side).
 * - WebRTC: a werift player's video RTP, reassembled into H.264 access units, is decoded by a second ffmpeg (low
 *   delay, on its stdin), each frame's columns read back:
 *   latency = decoded at − captured at (encoder x264 + RTMP + our transcode + werift hop + player jitter + decode;
 *   a browser's jitter buffer and display add a few tens of ms on top).
 * - HLS: when a segment appears in the playlist its first frame is decoded: latency = listed at − captured at, the
 *   least any HLS player can show it; hls.js then holds its live sync distance (3 segments by default) on top.
 * Run: pnpm --filter @platform/media bench:rtmp-latency
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpeg } from '../src/ffmpeg';
import { depacketizeH264 } from '../src/hls/h264-access-units';
import { hlsStreamDir, playlistName } from '../src/hls/hls-muxer';
import { RtpFrameAssembler } from '../src/hls/rtp-frame-assembler';
import { createMediaServer } from '../src/server';
import { SignallingClient } from '../src/testing/signalling-client';
import { exited, FakeEncoderApi } from '../src/testing/encoder-clients';
import { TestPlayer } from '../src/testing/werift-peers';
import { bound, median, sleep } from './bench-kit';
import { percentile } from './browser-kit';

const FPS = 25;
const ANNEX_B_START = Buffer.from([0, 0, 0, 1]);
const BITS = 16;
const SECONDS = 25;
/** The first seconds (connection, first keyframes, probing) are not the steady state. */
const WARMUP_MS = 4000;

/** The frame number as 16 columns (bit 0 on the left): drawn at 16x2 (cheap, the encoder keeps real time), then scaled up. */
const NUMBERED_PICTURE = `color=c=black:size=${BITS}x2:rate=${FPS},geq=lum='255*mod(floor(N/pow(2\\,X))\\,2)':cb=128:cr=128,scale=640:360:flags=neighbor`;

/** Reads the frame number from 16 gray pixels (one per column, averaged). */
const frameNumber = (pixels: Buffer) => [...pixels.subarray(0, BITS)].reduce((n, value, bit) => n + (value > 128 ? 2 ** bit : 0), 0);

/** Decodes H.264 from `input` to one 16x1 gray row per frame; `onFrame(number)` per decoded frame. */
function decoder(ffmpegPath: string, input: string[], onFrame: (n: number) => void): ChildProcess {
  const child = spawn(ffmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-fflags', 'nobuffer', '-flags', 'low_delay', ...input],
    ...['-vf', `scale=${BITS}:1:flags=area`, '-pix_fmt', 'gray', '-f', 'rawvideo', 'pipe:1'],
  ]);
  let pending = Buffer.alloc(0);
  child.stdout.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= BITS) {
      onFrame(frameNumber(pending.subarray(0, BITS)));
      pending = pending.subarray(BITS);
    }
  });
  return child;
}

/** The encoder: the numbered picture (H.264 as OBS's x264 would send it, no B-frames) and a tone, in real time. */
function numberedEncoder(ffmpegPath: string, seconds: number, output: string[]): ChildProcess {
  return spawn(ffmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', NUMBERED_PICTURE],
    ...['-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-g', String(FPS * 2), '-pix_fmt', 'yuv420p'],
    ...output,
  ]);
}

/**
 * The same encoder (FLV with its audio, as it goes out over RTMP) straight into the same decoder (no media server): what encoding, decoding and the encoder's
 * start-up alone cost, so the difference is what the ingest and the SFU add.
 */
async function baseline(ffmpegPath: string): Promise<number[]> {
  const samples: number[] = [];
  const t0 = Date.now();
  const sink = decoder(ffmpegPath, ['-f', 'flv', '-i', 'pipe:0'], (n) => {
    if (Date.now() - t0 > WARMUP_MS / 2) samples.push(Date.now() - t0 - (n * 1000) / FPS);
  });
  const encoder = numberedEncoder(ffmpegPath, 8, ['-c:a', 'aac', '-f', 'flv', 'pipe:1']);
  encoder.stdout?.pipe(sink.stdin!);
  await exited(encoder);
  await exited(sink);
  return samples;
}

const summary = (values: number[]) =>
  values.length ? `median ${Math.round(median(values))} ms, p90 ${Math.round(percentile(values, 90))} ms, n=${values.length}` : 'no samples';

async function main() {
  bound(SECONDS + 75);
  const ffmpegPath = resolveFfmpeg()?.path;
  if (!ffmpegPath) throw new Error('no ffmpeg');
  const direct = await baseline(ffmpegPath);
  const hlsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-rtmp-'));
  const api = new FakeEncoderApi();
  await api.listen();
  const server = createMediaServer(
    { host: '127.0.0.1', port: 0, rtmpPort: 0, iceServers: [], hlsDir, ffmpegPath, hlsEnabled: true, snapshotsEnabled: false, apiUrl: api.url },
    { log: () => undefined },
  );
  const port = await server.listen();
  api.issuePublishToken = (streamId) => server.tokens.create(streamId, 'publish').tokenId;

  const t0 = Date.now();
  const captured = (n: number) => t0 + (n * 1000) / FPS;
  const encoder = numberedEncoder(ffmpegPath, SECONDS, ['-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${server.rtmpPort()}/live/${api.keys.rtmp}`]);

  // WebRTC: a player once the show is live, its video RTP decoded by ffmpeg from a local SDP
  const webrtc: number[] = [];
  const rtcDecoder = decoder(ffmpegPath, ['-f', 'h264', '-i', 'pipe:0'], (n) => {
    if (Date.now() - t0 > WARMUP_MS) webrtc.push(Date.now() - captured(n));
  });
  rtcDecoder.stdin?.on('error', () => undefined);
  while (!server.streams.isLive(api.streamId)) {
    if (encoder.exitCode !== null) throw new Error(`the encoder exited (${encoder.exitCode}) before the show went live`);
    await sleep(50);
  }
  const liveAfter = Date.now() - t0;
  const client = await SignallingClient.connect(`ws://127.0.0.1:${port}/WebRTCAppEE/websocket?target=edge`);
  const player = new TestPlayer(client, api.streamId);
  // the player's video RTP, reassembled into access units (the HLS input's own code), as Annex B on the decoder's stdin
  const assembler = new RtpFrameAssembler();
  player.pc.onTrack.subscribe((track) => {
    if (track.kind !== 'video') return;
    track.onReceiveRtp.subscribe((packet) => {
      for (const frame of assembler.push(packet)) {
        const units = frame.intact ? depacketizeH264(frame.payloads) : undefined;
        if (units) rtcDecoder.stdin?.write(Buffer.concat(units.flatMap((unit) => [ANNEX_B_START, unit])));
      }
    });
  });
  await player.play();
  const firstPacketAfter = (await player.waitFirstPacket(15_000)) - t0;

  // HLS: every new segment's first frame, when the playlist first lists it
  const hls: number[] = [];
  const seen = new Set<string>();
  const dir = hlsStreamDir(hlsDir, api.streamId);
  const playlistFile = path.join(dir, playlistName(api.streamId));
  while (encoder.exitCode === null) {
    const playlist = await readFile(playlistFile, 'utf8').catch(() => '');
    const segments = playlist.split('\n').filter((line) => line && !line.startsWith('#'));
    const listedAt = Date.now();
    for (const segment of segments.filter((s) => !seen.has(s))) {
      seen.add(segment);
      if (listedAt - t0 < WARMUP_MS) continue;
      const probe = decoder(ffmpegPath, ['-i', path.join(dir, path.basename(segment)), '-frames:v', '1'], (n) => hls.push(listedAt - captured(n)));
      await exited(probe);
    }
    await sleep(50);
  }

  console.log(`RTMP ingest → viewers (encoder 640x360 at ${FPS} fps, ${SECONDS} s; HLS segments ${server.config.hlsSegmentSeconds} s)`);
  console.log(`  show live at the media server ${liveAfter} ms after the encoder started; first RTP at a WebRTC player ${firstPacketAfter} ms`);
  console.log(`  encoder → decoder directly (the baseline: encode, decode, encoder start-up): ${summary(direct)}`);
  console.log(`  RTMP → WebRTC player (decoded frame): ${summary(webrtc)}`);
  console.log(
    `  added by the ingest and the SFU (median − baseline median): WebRTC ${Math.round(median(webrtc) - median(direct))} ms, HLS ${Math.round(median(hls) - median(direct))} ms`,
  );
  console.log(`  RTMP → HLS (segment listed, its first frame): ${summary(hls)}`);
  await player.close();
  client.close();
  rtcDecoder.kill('SIGKILL');
  await server.close();
  await api.close();
  await rm(hlsDir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { QUIET_FFMPEG_ARGS, resolveFfmpeg } from '../ffmpeg';
import { bindUdp } from '../ffmpeg-rtp';

export type SourceCodec = 'H264' | 'VP8';

export interface RtpSourceOptions {
  codec: SourceCodec;
  audio?: boolean;
  ffmpegPath?: string;
  width?: number;
  height?: number;
  fps?: number;
  videoKbps?: number;
  /** Seconds between keyframes (1); the source ignores PLI, like an encoder that does not listen. */
  keyframeSeconds?: number;
}

export interface RtpSource {
  /** 'ffmpeg' when real encoded media flows, 'synthetic' when ffmpeg is missing (RTP with dummy payloads). */
  readonly kind: 'ffmpeg' | 'synthetic';
  onVideo(listener: (packet: Buffer) => void): void;
  onAudio(listener: (packet: Buffer) => void): void;
  stop(): Promise<void>;
}

/**
 * A live test source: ffmpeg encodes a test pattern (and a tone) and sends it as RTP to local UDP
 * sockets; the packets are handed to listeners (a werift track's writeRtp in tests and benchmarks).
 */
export async function startRtpSource(options: RtpSourceOptions): Promise<RtpSource> {
  const ffmpegPath = options.ffmpegPath ?? resolveFfmpeg()?.path ?? '';
  const videoListeners: ((p: Buffer) => void)[] = [];
  const audioListeners: ((p: Buffer) => void)[] = [];
  const fps = options.fps ?? 15;

  if (!ffmpegPath || !existsSync(ffmpegPath)) return startSyntheticSource(fps, videoListeners, audioListeners, options.audio ?? false);

  const videoSocket = await bindUdp();
  const audioSocket = options.audio ? await bindUdp() : undefined;
  videoSocket.on('message', (msg) => videoListeners.forEach((l) => l(msg)));
  audioSocket?.on('message', (msg) => audioListeners.forEach((l) => l(msg)));
  const vport = (videoSocket.address() as AddressInfo).port;
  const size = `${options.width ?? 320}x${options.height ?? 240}`;
  const kbps = options.videoKbps ?? 300;
  const video =
    options.codec === 'H264'
      ? ['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.1', '-preset', 'ultrafast', '-tune', 'zerolatency', '-bf', '0']
      : ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-lag-in-frames', '0'];
  const args = [
    ...QUIET_FFMPEG_ARGS,
    '-re',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=${fps}`,
    ...(audioSocket ? ['-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'] : []),
    '-map',
    '0:v',
    ...video,
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(Math.round(fps * (options.keyframeSeconds ?? 1))),
    '-b:v',
    `${kbps}k`,
    '-payload_type',
    options.codec === 'H264' ? '102' : '96',
    '-ssrc',
    '11111111',
    '-f',
    'rtp',
    `rtp://127.0.0.1:${vport}?pkt_size=1200`,
  ];
  if (audioSocket) {
    const aport = (audioSocket.address() as AddressInfo).port;
    args.push(
      '-map',
      '1:a',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      '-payload_type',
      '111',
      '-ssrc',
      '22222222',
      '-f',
      'rtp',
      `rtp://127.0.0.1:${aport}?pkt_size=1200`,
    );
  }
  const ffmpeg: ChildProcess = spawn(ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  ffmpeg.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  ffmpeg.once('exit', (code) => {
    if (code && code !== 255) console.warn(`test source ffmpeg exited ${code}: ${stderr}`);
  });

  return {
    kind: 'ffmpeg',
    onVideo: (l) => void videoListeners.push(l),
    onAudio: (l) => void audioListeners.push(l),
    stop: async () => {
      if (ffmpeg.exitCode === null && ffmpeg.signalCode === null) {
        await new Promise<void>((resolve) => {
          ffmpeg.once('exit', () => resolve());
          ffmpeg.kill('SIGKILL');
        });
      }
      videoSocket.close();
      audioSocket?.close();
    },
  };
}

/** RTP packets with valid headers and filler payloads, for machines without ffmpeg (the SFU never decodes). */
function startSyntheticSource(
  fps: number,
  videoListeners: ((p: Buffer) => void)[],
  audioListeners: ((p: Buffer) => void)[],
  audio: boolean,
): RtpSource {
  let seq = 0;
  let aseq = 0;
  let timestamp = 0;
  const packet = (pt: number, sequence: number, ts: number, ssrc: number, marker: boolean, size: number) => {
    const buf = Buffer.alloc(12 + size, 0x5a);
    buf[0] = 0x80;
    buf[1] = (marker ? 0x80 : 0) | pt;
    buf.writeUInt16BE(sequence & 0xffff, 2);
    buf.writeUInt32BE(ts >>> 0, 4);
    buf.writeUInt32BE(ssrc, 8);
    return buf;
  };
  const videoTimer = setInterval(() => {
    timestamp += 90000 / fps;
    for (let i = 0; i < 3; i++) {
      const p = packet(96, seq++, timestamp, 11111111, i === 2, 900);
      videoListeners.forEach((l) => l(p));
    }
  }, 1000 / fps);
  const audioTimer = audio
    ? setInterval(() => {
        const p = packet(111, aseq++, aseq * 960, 22222222, false, 80);
        audioListeners.forEach((l) => l(p));
      }, 20)
    : undefined;
  return {
    kind: 'synthetic',
    onVideo: (l) => void videoListeners.push(l),
    onAudio: (l) => void audioListeners.push(l),
    stop: async () => {
      clearInterval(videoTimer);
      clearInterval(audioTimer);
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import dgram from 'node:dgram';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaKind, PublisherSession } from '../sfu/publisher';
import { H264_FMTP } from '../sfu/codecs';

export interface HlsOptions {
  ffmpegPath: string;
  hlsDir: string;
  segmentSeconds: number;
  /** ffmpeg's SDP demuxer knows `-listen_timeout` (not in 4.1; without it a silent input waits until stop). */
  sdpListenTimeout?: boolean;
  log?: (message: string) => void;
}

/** Stream ids that may become folder names and URL segments of HLS output. */
export const HLS_SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** ffmpeg gives up when no packet arrives for this long (its SDP read timeout, seconds). */
const FFMPEG_READ_TIMEOUT_S = 8;
/** How often the VP8 transcode asks its publisher for a keyframe. */
const VP8_RECOVERY_KEYFRAME_MS = 2000;
/** An ffmpeg that dies while the show goes on is started again after this long, at most MAX_RESTARTS times. */
const RESTART_DELAY_MS = 1000;
const MAX_RESTARTS = 5;
/** ffmpeg gets this long to flush after SIGINT before SIGKILL. */
export const FFMPEG_KILL_GRACE_MS = 1000;

export function hlsStreamDir(hlsDir: string, streamId: string): string {
  return path.join(hlsDir, streamId);
}

export function playlistName(streamId: string): string {
  return `${streamId}.m3u8`;
}

/** Two free UDP ports p and p+1 (RTP and the RTCP port ffmpeg also binds), p even. */
async function freeRtpPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20000 + 2 * Math.floor(Math.random() * 10000);
    const sockets = [dgram.createSocket('udp4'), dgram.createSocket('udp4')];
    const ok = await Promise.all(
      sockets.map(
        (socket, i) =>
          new Promise<boolean>((resolve) => {
            socket.once('error', () => resolve(false));
            socket.bind(port + i, '127.0.0.1', () => resolve(true));
          }),
      ),
    );
    await Promise.all(
      sockets.map(
        (s) =>
          new Promise<void>((resolve) => {
            try {
              s.close(() => resolve());
            } catch {
              resolve();
            }
          }),
      ),
    );
    if (ok.every(Boolean)) return port;
  }
  throw new Error('no free UDP port pair for ffmpeg');
}

/**
 * Repackages one publisher into HLS: its RTP goes over UDP on 127.0.0.1 to an ffmpeg reading a generated
 * SDP. H.264 is copied; VP8 is transcoded to H.264 (ultrafast, zerolatency, at most 480 lines); Opus → AAC.
 */
export class HlsMuxer {
  private ffmpeg?: ChildProcess;
  private socket?: dgram.Socket;
  private unsubscribe?: () => void;
  private keyframeTimer?: NodeJS.Timeout;
  private stopped = false;
  private restarts = 0;
  private starting?: Promise<void>;
  private stderrTail: string[] = [];
  readonly dir: string;

  constructor(
    readonly streamId: string,
    private readonly publisher: PublisherSession,
    private readonly options: HlsOptions,
  ) {
    if (!HLS_SAFE_ID.test(streamId)) throw new Error(`stream id "${streamId}" cannot name HLS files`);
    this.dir = hlsStreamDir(options.hlsDir, streamId);
  }

  private log(message: string) {
    (this.options.log ?? console.warn)(`hls ${this.streamId}: ${message}`);
  }

  private sdp(ports: Partial<Record<MediaKind, number>>): string {
    const lines = ['v=0', 'o=- 0 0 IN IP4 127.0.0.1', 's=media-hls', 'c=IN IP4 127.0.0.1', 't=0 0'];
    const video = this.publisher.tracks.get('video');
    if (video && ports.video) {
      const pt = video.payloadType;
      lines.push(`m=video ${ports.video} RTP/AVP ${pt}`);
      if (this.publisher.videoCodec === 'H264') lines.push(`a=rtpmap:${pt} H264/90000`, `a=fmtp:${pt} ${H264_FMTP}`);
      else lines.push(`a=rtpmap:${pt} VP8/90000`);
    }
    const audio = this.publisher.tracks.get('audio');
    if (audio && ports.audio) {
      lines.push(`m=audio ${ports.audio} RTP/AVP ${audio.payloadType}`, `a=rtpmap:${audio.payloadType} opus/48000/2`);
    }
    return lines.join('\n') + '\n';
  }

  private ffmpegArgs(sdpPath: string): string[] {
    const seg = this.options.segmentSeconds;
    const video =
      this.publisher.videoCodec === 'H264'
        ? ['-c:v', 'copy']
        : [
            '-c:v',
            'libx264',
            '-preset',
            'ultrafast',
            '-tune',
            'zerolatency',
            '-profile:v',
            'baseline',
            '-vf',
            "scale=-2:'min(480,ih)'",
            '-pix_fmt',
            'yuv420p',
            // one keyframe per segment, whatever the publisher's frame rate
            '-force_key_frames',
            `expr:gte(t,n_forced*${seg})`,
            '-b:v',
            '1000k',
            '-maxrate',
            '1200k',
            '-bufsize',
            '1000k',
          ];
    return [
      '-hide_banner',
      '-loglevel',
      'warning',
      '-nostdin',
      '-protocol_whitelist',
      'file,udp,rtp',
      ...(this.options.sdpListenTimeout ? ['-listen_timeout', String(FFMPEG_READ_TIMEOUT_S)] : []),
      '-reorder_queue_size',
      '64',
      '-fflags',
      '+genpts',
      '-analyzeduration',
      '2000000',
      '-probesize',
      '2000000',
      '-i',
      sdpPath,
      '-map',
      '0:v?',
      '-map',
      '0:a?',
      ...video,
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-ac',
      '2',
      // a quiet track (DTX audio) must not hold the other back for ffmpeg's default 10 s
      '-max_interleave_delta',
      '500000',
      '-f',
      'hls',
      // A little under the keyframe interval, so every keyframe (PLI answered a few ms early or late) cuts a segment.
      '-hls_time',
      String(Math.round(seg * 900) / 1000),
      '-hls_list_size',
      String(Math.max(6, Math.ceil(4 / seg))),
      '-hls_flags',
      'delete_segments+independent_segments+temp_file',
      '-hls_allow_cache',
      '0',
      '-hls_base_url',
      `${this.streamId}/`,
      '-hls_segment_filename',
      path.join(this.dir, `seg_${Date.now()}_%05d.ts`),
      path.join(this.dir, playlistName(this.streamId)),
    ];
  }

  start(): Promise<void> {
    this.starting ??= this.run();
    return this.starting;
  }

  private async run(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true });
    const ports: Partial<Record<MediaKind, number>> = {};
    if (this.publisher.tracks.has('video')) ports.video = await freeRtpPort();
    if (this.publisher.tracks.has('audio')) {
      let port = await freeRtpPort();
      while (port === ports.video) port = await freeRtpPort();
      ports.audio = port;
    }
    if (this.stopped || (!ports.video && !ports.audio)) return;
    const sdpPath = path.join(this.dir, 'input.sdp');
    await writeFile(sdpPath, this.sdp(ports));
    if (this.stopped) return;

    const ffmpeg = spawn(this.options.ffmpegPath, this.ffmpegArgs(sdpPath), { stdio: ['ignore', 'ignore', 'pipe'] });
    this.ffmpeg = ffmpeg;
    this.stderrTail = [];
    ffmpeg.stderr?.setEncoding('utf8');
    ffmpeg.stderr?.on('data', (chunk: string) => {
      this.stderrTail.push(...chunk.split('\n').filter(Boolean));
      this.stderrTail = this.stderrTail.slice(-20);
    });
    ffmpeg.once('exit', (code, signal) => {
      if (this.stopped) return;
      this.log(`ffmpeg exited (${code ?? signal}): ${this.stderrTail.slice(-5).join(' | ')}`);
      this.stopForwarding();
      if (this.restarts >= MAX_RESTARTS) return this.log(`gave up after ${MAX_RESTARTS} restarts`);
      this.restarts++;
      setTimeout(() => {
        if (!this.stopped) this.starting = this.run();
      }, RESTART_DELAY_MS).unref();
    });
    ffmpeg.once('error', (error) => this.log(`ffmpeg failed: ${error.message}`));

    const socket = dgram.createSocket('udp4');
    this.socket = socket;
    socket.on('error', () => undefined);
    this.unsubscribe = this.publisher.addListener((kind, packet) => {
      const port = ports[kind];
      if (!port || this.stopped) return;
      socket.send(packet.serialize(), port, '127.0.0.1');
    });
    if (this.stopped) return void this.unsubscribe();
    // Segments are cut at keyframes only. Copied H.264 gets one per segment from the publisher (PLI); the VP8
    // transcode makes its own and asks only every 2 s, so its decoder recovers from a lost packet.
    this.publisher.requestKeyframe(0);
    setTimeout(() => this.publisher.requestKeyframe(0), 500).unref();
    const every = this.publisher.videoCodec === 'H264' ? Math.max(250, Math.round(this.options.segmentSeconds * 1000)) : VP8_RECOVERY_KEYFRAME_MS;
    this.keyframeTimer = setInterval(() => this.publisher.requestKeyframe(every / 2), every);
    this.keyframeTimer.unref();
  }

  private stopForwarding() {
    clearInterval(this.keyframeTimer);
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    try {
      this.socket?.close();
    } catch {
      // already closed
    }
    this.socket = undefined;
  }

  /** Stops forwarding, ends ffmpeg (SIGINT, then SIGKILL after a short grace) and removes the files. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.starting?.catch(() => undefined);
    this.stopForwarding();
    const ffmpeg = this.ffmpeg;
    if (ffmpeg && ffmpeg.exitCode === null && ffmpeg.signalCode === null) {
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => ffmpeg.kill('SIGKILL'), FFMPEG_KILL_GRACE_MS);
        ffmpeg.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        ffmpeg.kill('SIGINT');
      });
    }
    await rm(this.dir, { recursive: true, force: true });
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import type { Writable } from 'node:stream';
import { QUIET_FFMPEG_ARGS } from './ffmpeg';
import { PAYLOAD_TYPES } from './sfu/codecs';

/** RTP that one ffmpeg sends to this process: video (H.264) and audio (Opus) packets, as werift tracks take them. */
export interface RtpFeed {
  onVideo(listener: (packet: Buffer) => void): void;
  onAudio(listener: (packet: Buffer) => void): void;
  /** Called once if ffmpeg ends by itself. */
  onExit(listener: (reason: string) => void): void;
  stop(): Promise<void>;
}

/** A UDP socket on a free loopback port (where ffmpeg sends its RTP). */
export function bindUdp(): Promise<dgram.Socket> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve(socket));
  });
}

/**
 * H.264 for WebRTC players and a copy into HLS: constrained baseline (no B-frames), real-time x264 on one thread.
 * `gop` frames between keyframes; without it a keyframe every `keyframeSeconds` whatever the frame rate.
 */
export function h264RtpArgs(options: { kbps: number; gop?: number; keyframeSeconds?: number }): string[] {
  const { kbps, gop } = options;
  const keyframes =
    gop === undefined
      ? ['-force_key_frames', `expr:gte(t,n_forced*${options.keyframeSeconds ?? 1})`]
      : ['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'];
  return [
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.1', '-preset', 'ultrafast', '-tune', 'zerolatency', '-threads', '1', '-bf', '0'],
    ...keyframes,
    ...['-pix_fmt', 'yuv420p', '-b:v', `${kbps}k`, '-maxrate', `${kbps}k`, '-bufsize', `${kbps}k`],
    ...['-payload_type', String(PAYLOAD_TYPES.h264), '-f', 'rtp'],
  ];
}

export interface RtpFfmpegOptions {
  ffmpegPath: string;
  /** Inputs (and filters) of the run. */
  inputArgs: string[];
  /** Encoding of the video output up to its `-f rtp` (the RTP address follows). */
  videoArgs: string[];
  /** Encoding of the audio output up to its `-f rtp`. */
  audioArgs: string[];
  /** When the input is `pipe:0`: ffmpeg's stdin is handed to this. */
  onStdin?(stdin: Writable): void;
  /** Runs once ffmpeg has exited (temporary files). */
  cleanup?(): Promise<void>;
}

/**
 * One ffmpeg that sends its video and audio as RTP to two loopback UDP sockets of this process; their packets go
 * to the listeners (a werift track's writeRtp). ffmpeg's own RTCP is dropped: werift sends its own reports.
 */
export async function startRtpFfmpeg(options: RtpFfmpegOptions): Promise<RtpFeed> {
  const videoListeners: ((p: Buffer) => void)[] = [];
  const audioListeners: ((p: Buffer) => void)[] = [];
  const exitListeners: ((reason: string) => void)[] = [];
  const videoSocket = await bindUdp();
  const audioSocket = await bindUdp().catch((error: Error) => {
    videoSocket.close();
    throw error;
  });
  const isRtcp = (msg: Buffer) => msg.length > 1 && msg[1] >= 192 && msg[1] <= 223;
  videoSocket.on('message', (msg) => !isRtcp(msg) && videoListeners.forEach((l) => l(msg)));
  audioSocket.on('message', (msg) => !isRtcp(msg) && audioListeners.forEach((l) => l(msg)));
  // connect=1: once our sockets are gone (this process ended, even by SIGKILL) ffmpeg's sends are refused and it
  // exits instead of running on. Its RTCP then has to go to a port that is open: the RTP socket's own.
  const rtp = (socket: dgram.Socket) => {
    const port = (socket.address() as AddressInfo).port;
    return `rtp://127.0.0.1:${port}?pkt_size=1200&connect=1&rtcpport=${port}`;
  };
  const args = [...QUIET_FFMPEG_ARGS, ...options.inputArgs, ...options.videoArgs, rtp(videoSocket), ...options.audioArgs, rtp(audioSocket)];
  const ffmpeg: ChildProcess = spawn(options.ffmpegPath, args, { stdio: [options.onStdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  if (options.onStdin && ffmpeg.stdin) {
    ffmpeg.stdin.on('error', () => undefined);
    options.onStdin(ffmpeg.stdin);
  }
  let stderr = '';
  let stopping = false;
  ffmpeg.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-1000);
  });
  const closeSockets = () => {
    for (const socket of [videoSocket, audioSocket]) {
      try {
        socket.close();
      } catch {
        // already closed
      }
    }
  };
  ffmpeg.once('error', (error) => {
    if (!stopping) exitListeners.forEach((l) => l(`ffmpeg did not start: ${error.message}`));
  });
  ffmpeg.once('exit', (code, signal) => {
    closeSockets();
    void options.cleanup?.();
    if (!stopping) exitListeners.forEach((l) => l(`ffmpeg exited (${signal ?? code}): ${stderr.trim().split('\n').slice(-2).join(' | ')}`));
  });

  return {
    onVideo: (l) => void videoListeners.push(l),
    onAudio: (l) => void audioListeners.push(l),
    onExit: (l) => void exitListeners.push(l),
    stop: async () => {
      stopping = true;
      if (ffmpeg.exitCode === null && ffmpeg.signalCode === null && ffmpeg.pid !== undefined) {
        await new Promise<void>((resolve) => {
          ffmpeg.once('exit', () => resolve());
          ffmpeg.kill('SIGKILL');
        });
      }
      closeSockets();
    },
  };
}

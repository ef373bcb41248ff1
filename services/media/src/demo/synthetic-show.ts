import { spawn, type ChildProcess } from 'node:child_process';
import dgram from 'node:dgram';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { PAYLOAD_TYPES } from '../sfu/codecs';

export interface SyntheticShowOptions {
  ffmpegPath: string;
  /** Drawn on the picture (letters, digits, spaces and a few signs; anything else is dropped). */
  label: string;
  width?: number;
  height?: number;
  fps?: number;
  videoKbps?: number;
  /** A TrueType font for the label and the clock; without one, testsrc's own counter is the moving part. */
  fontFile?: string;
}

export interface SyntheticShow {
  onVideo(listener: (packet: Buffer) => void): void;
  onAudio(listener: (packet: Buffer) => void): void;
  /** Called once if ffmpeg ends by itself. */
  onExit(listener: (reason: string) => void): void;
  stop(): Promise<void>;
}

/** Common places of a sans-serif TrueType font; `DEMO_FONT_FILE` comes first. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  '/Library/Fonts/Arial.ttf',
];

export function findFont(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return [env.DEMO_FONT_FILE, ...FONT_CANDIDATES].find((file): file is string => !!file && existsSync(file));
}

/** A path or text as one quoted filter option value (ffmpeg's filtergraph escaping). */
const filterValue = (value: string) => `'${value.replace(/\\/g, '/').replace(/'/g, '').replace(/:/g, '\\:')}'`;

/**
 * The picture: colour bars with the performer's name, the local time and a running millisecond counter (so motion
 * and delay are visible) when a font is there; testsrc's own counter without one. Bars and text cost about
 * half of what testsrc2's moving pattern costs to draw and encode.
 */
export function videoSource(
  options: Required<Pick<SyntheticShowOptions, 'width' | 'height' | 'fps'>> & Pick<SyntheticShowOptions, 'label' | 'fontFile'>,
): string {
  const size = `size=${options.width}x${options.height}:rate=${options.fps}`;
  if (!options.fontFile) return `testsrc=${size}`;
  const font = `fontfile=${filterValue(options.fontFile)}`;
  const label = options.label.replace(/[^\p{L}\p{N} .,!?·-]/gu, '').slice(0, 40);
  const box = 'fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=5';
  const fontSize = Math.max(12, Math.round(options.height / 13));
  return [
    `smptebars=${size}`,
    `drawtext=${font}:text=${filterValue(label)}:x=10:y=10:fontsize=${fontSize}:${box}`,
    `drawtext=${font}:text='%{localtime\\:%T}':x=10:y=h-th-10:fontsize=${Math.round(fontSize * 1.4)}:${box}`,
    `drawtext=${font}:text='%{pts\\:hms}':x=w-tw-10:y=h-th-10:fontsize=${fontSize}:${box}`,
  ].join(',');
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
 * A synthetic show for a demo performer: one ffmpeg encodes the picture (H.264 constrained baseline, one
 * keyframe every half second since this encoder cannot hear keyframe requests) and a quiet sine tone (Opus),
 * real time, and sends both as RTP to local UDP sockets whose packets go to the listeners.
 */
export async function startSyntheticShow(options: SyntheticShowOptions): Promise<SyntheticShow> {
  const width = options.width ?? 320;
  const height = options.height ?? 240;
  const fps = options.fps ?? 15;
  const kbps = options.videoKbps ?? 300;
  const gop = Math.max(1, Math.round(fps / 2));
  const videoListeners: ((p: Buffer) => void)[] = [];
  const audioListeners: ((p: Buffer) => void)[] = [];
  const exitListeners: ((reason: string) => void)[] = [];
  const videoSocket = await bindUdp();
  const audioSocket = await bindUdp().catch((error: Error) => {
    videoSocket.close();
    throw error;
  });
  // ffmpeg's RTCP comes to the same socket (see below) and is dropped: werift sends its own reports.
  const isRtcp = (msg: Buffer) => msg.length > 1 && msg[1] >= 192 && msg[1] <= 223;
  videoSocket.on('message', (msg) => !isRtcp(msg) && videoListeners.forEach((l) => l(msg)));
  audioSocket.on('message', (msg) => !isRtcp(msg) && audioListeners.forEach((l) => l(msg)));
  // connect=1: once our sockets are gone (this process ended, even by SIGKILL) ffmpeg's sends are refused and it
  // exits instead of running on. Its RTCP then has to go to a port that is open: the RTP socket's own.
  const rtp = (socket: dgram.Socket) => {
    const port = (socket.address() as AddressInfo).port;
    return `rtp://127.0.0.1:${port}?pkt_size=1200&connect=1&rtcpport=${port}`;
  };

  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-re',
    '-f',
    'lavfi',
    '-i',
    videoSource({ width, height, fps, label: options.label, fontFile: options.fontFile }),
    '-re',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-map',
    '0:v',
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-level',
    '3.0',
    '-preset',
    'ultrafast',
    '-tune',
    'zerolatency',
    '-threads',
    '1',
    '-bf',
    '0',
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    `${kbps}k`,
    '-maxrate',
    `${kbps}k`,
    '-bufsize',
    `${kbps}k`,
    '-payload_type',
    String(PAYLOAD_TYPES.h264),
    '-f',
    'rtp',
    rtp(videoSocket),
    // the lowest Opus effort is plenty for a sine tone and halves the encoder's CPU
    '-map',
    '1:a',
    '-af',
    'volume=0.1',
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    '-application',
    'lowdelay',
    '-compression_level',
    '0',
    '-payload_type',
    String(PAYLOAD_TYPES.opus),
    '-f',
    'rtp',
    rtp(audioSocket),
  ];
  const ffmpeg: ChildProcess = spawn(options.ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
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

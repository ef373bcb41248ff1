import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveFfmpeg } from './ffmpeg';
import type { PreferredVideoCodec } from './sfu/codecs';

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** Runtime settings of the media server, read once from the environment. */
export interface MediaConfig {
  host: string;
  port: number;
  appName: string;
  /** ICE servers handed to every werift peer connection; none by default (loopback/LAN). */
  iceServers: IceServer[];
  /** When on, publish/play/HLS need a one-time token (AMS "secureOption"). The REST API can flip it. */
  secureOption: boolean;
  /** Shared secret the API sends as `X-Media-Secret` on the REST subset. */
  mediaSecret: string;
  /** Fallback webhook when a broadcast has no listenerHookURL. */
  webhookUrl: string;
  /** HLS wanted; it runs only when the ffmpeg probe at start succeeds (see capabilities). */
  hlsEnabled: boolean;
  /** `FFMPEG_PATH`, else the binary of @ffmpeg-installer/ffmpeg; '' when there is none. */
  ffmpegPath: string;
  /** Root folder for HLS output (one sub-folder per live stream). */
  hlsDir: string;
  /** HLS segment length in seconds; the publisher is asked for a keyframe at this interval. */
  hlsSegmentSeconds: number;
  /** Preview snapshots of live public streams (taken from their newest HLS segment). */
  snapshotsEnabled: boolean;
  /** How often a live stream's preview is refreshed. */
  snapshotIntervalMs: number;
  /** Width of preview images in pixels (height follows the aspect ratio). */
  snapshotWidth: number;
  /** Video codec asked of publishers when their browser offers both (H.264 copies into HLS). */
  preferredVideoCodec: PreferredVideoCodec;
  /** A publisher whose connection is not up after this long frees its stream id. */
  publishTimeoutMs: number;
  /** The API, which checks encoder keys (WHIP bearer tokens, RTMP stream keys) and starts their shows. */
  apiUrl: string;
  /** RTMP ingest for encoders (OBS): its address (loopback unless RTMP_HOST) and port (RTMP_PORT; off without one, -1; `pnpm start` gives 1935). */
  rtmpHost: string;
  rtmpPort: number;
  /** Bitrate of the H.264 that an RTMP stream is transcoded to for WebRTC players and HLS. */
  rtmpVideoKbps: number;
}

/**
 * Half-second segments (one keyframe each) keep HLS about 1.5–2.3 s behind live on loopback, against 2.5 s with
 * 1 s segments (bench:glass-to-glass); ffmpeg 4.1's muxer has no partial-segment (low-latency HLS) mode.
 */
const DEFAULT_SEGMENT_SECONDS = 0.5;

function parseBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return /^(1|true|yes|on)$/i.test(value);
}

function parseIceServers(raw: string | undefined): IceServer[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (Array.isArray(value)) return value as IceServer[];
  } catch {
    // Not JSON: a comma-separated list of stun:/turn: URLs.
  }
  return raw
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
    .map((urls) => ({ urls }));
}

/** The development default, published in this repository: never accepted in production. */
const DEV_MEDIA_SECRET = 'dev-media-secret';
const MIN_PRODUCTION_SECRET_LENGTH = 32;

/** Production runs only with a media secret of its own (the API and the media server share it). */
function mediaSecretFrom(env: NodeJS.ProcessEnv): string {
  const secret = env.MEDIA_SECRET;
  if (env.NODE_ENV !== 'production') return secret || DEV_MEDIA_SECRET;
  if (!secret || secret === DEV_MEDIA_SECRET || secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    throw new Error(
      `Refusing to start: MEDIA_SECRET must be set to a secret of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters ` +
        `(not the development default) with NODE_ENV=production; give the API the same value.`,
    );
  }
  return secret;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const port = Number(env.MEDIA_PORT ?? 5080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`MEDIA_PORT must be a port number, got "${env.MEDIA_PORT}"`);
  }
  const appName = env.MEDIA_APP_NAME ?? 'WebRTCAppEE';
  // The app name is a URL segment (/{AppName}/websocket): keep it to safe characters.
  if (!/^[A-Za-z0-9_-]+$/.test(appName)) {
    throw new Error(`MEDIA_APP_NAME may hold only letters, digits, "_" and "-", got "${appName}"`);
  }
  const ffmpegPath = resolveFfmpeg(env)?.path ?? '';
  const segment = Number(env.HLS_SEGMENT_SECONDS ?? DEFAULT_SEGMENT_SECONDS);
  const snapshotMs = Number(env.SNAPSHOT_INTERVAL_MS);
  const snapshotWidth = Number(env.SNAPSHOT_WIDTH);
  return {
    host: env.MEDIA_HOST ?? '127.0.0.1',
    port,
    appName,
    iceServers: parseIceServers(env.MEDIA_ICE_SERVERS),
    secureOption: parseBool(env.SECURE_OPTION, false),
    mediaSecret: mediaSecretFrom(env),
    webhookUrl: env.MEDIA_WEBHOOK_URL ?? '',
    // A missing binary turns HLS off at once; one that exists is still run once at start before HLS is offered.
    hlsEnabled: parseBool(env.HLS_ENABLED, true) && ffmpegPath !== '' && (!path.isAbsolute(ffmpegPath) || existsSync(ffmpegPath)),
    ffmpegPath,
    hlsDir: env.MEDIA_HLS_DIR ?? path.resolve(__dirname, '..', '.data', 'hls'),
    hlsSegmentSeconds: Number.isFinite(segment) && segment > 0 ? segment : DEFAULT_SEGMENT_SECONDS,
    snapshotsEnabled: parseBool(env.SNAPSHOTS_ENABLED, true),
    snapshotIntervalMs: snapshotMs >= 1000 ? snapshotMs : 10_000,
    snapshotWidth: Number.isInteger(snapshotWidth) && snapshotWidth >= 64 && snapshotWidth <= 1920 ? snapshotWidth : 480,
    preferredVideoCodec: env.MEDIA_VIDEO_CODEC?.toLowerCase() === 'vp8' ? 'vp8' : 'h264',
    publishTimeoutMs: Number(env.MEDIA_PUBLISH_TIMEOUT_MS) > 0 ? Number(env.MEDIA_PUBLISH_TIMEOUT_MS) : 20_000,
    apiUrl: (env.MEDIA_API_URL ?? `http://127.0.0.1:${env.API_PORT || 4000}`).replace(/\/$/, ''),
    rtmpHost: env.RTMP_HOST ?? '127.0.0.1',
    rtmpPort: env.RTMP_PORT ? Number(env.RTMP_PORT) : -1,
    rtmpVideoKbps: Number(env.RTMP_VIDEO_KBPS) > 0 ? Number(env.RTMP_VIDEO_KBPS) : 2500,
  };
}

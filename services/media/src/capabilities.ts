import type { MediaConfig } from './config';
import { probeFfmpeg, type FfmpegInfo } from './ffmpeg';

/** What this media server can serve, as `GET /{AppName}/rest/v2/capabilities` reports it. */
export interface Capabilities {
  webrtc: true;
  /** HLS playlists at `/{AppName}/streams/{id}.m3u8` (wanted and ffmpeg ran at start). */
  hls: boolean;
  /** Preview images at `/{AppName}/previews/{id}.jpg` (taken from HLS segments, so never without HLS). */
  snapshots: boolean;
  ffmpeg: { path: string; version: string } | null;
}

export const WEBRTC_ONLY: Capabilities = { webrtc: true, hls: false, snapshots: false, ffmpeg: null };

// One probe per binary and process: tests start many servers.
const probes = new Map<string, Promise<FfmpegInfo | null>>();

function probeOnce(ffmpegPath: string): Promise<FfmpegInfo | null> {
  let probe = probes.get(ffmpegPath);
  if (!probe) probes.set(ffmpegPath, (probe = probeFfmpeg(ffmpegPath)));
  return probe;
}

/** Runs the configured ffmpeg once and derives what can be served from the answer and the settings. */
export async function detectCapabilities(config: MediaConfig): Promise<{ capabilities: Capabilities; ffmpeg: FfmpegInfo | null }> {
  const ffmpeg = config.ffmpegPath ? await probeOnce(config.ffmpegPath) : null;
  const hls = config.hlsEnabled && ffmpeg !== null;
  return {
    ffmpeg,
    capabilities: {
      webrtc: true,
      hls,
      snapshots: hls && config.snapshotsEnabled,
      ffmpeg: ffmpeg ? { path: ffmpeg.path, version: ffmpeg.version } : null,
    },
  };
}

/** One plain line for the start log. */
export function describeCapabilities(c: Capabilities, config: MediaConfig): string {
  const app = `/${config.appName}`;
  const parts = [`WebRTC (${app}/websocket)`];
  if (c.hls) parts.push(`HLS (${app}/streams/{id}.m3u8, ${config.hlsSegmentSeconds} s segments)`);
  if (c.snapshots) parts.push(`previews (${app}/previews/{id}.jpg, every ${Math.round(config.snapshotIntervalMs / 1000)} s)`);
  const ffmpeg = c.ffmpeg
    ? `ffmpeg ${c.ffmpeg.version} at ${c.ffmpeg.path}`
    : config.ffmpegPath
      ? `no HLS or previews: ffmpeg at ${config.ffmpegPath} does not run`
      : 'no HLS or previews: no ffmpeg (set FFMPEG_PATH or install @ffmpeg-installer/ffmpeg)';
  const off = c.ffmpeg && !c.hls ? ' — HLS turned off (HLS_ENABLED)' : c.hls && !c.snapshots ? ' — previews turned off (SNAPSHOTS_ENABLED)' : '';
  return `serves ${parts.join(', ')}; ${ffmpeg}${off}`;
}

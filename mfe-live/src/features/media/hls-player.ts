import type { PlayCallbacks, PlayHandle } from './play';

/**
 * Live-edge settings for the media server's short segments (0.5 s, target duration 1 s): start one target
 * duration behind the edge, catch up by playing up to 1.5× faster, jump ahead when 4 behind, keep little
 * already-played video.
 * The glass-to-glass benchmark of services/media uses the same values.
 */
export const HLS_LIVE_OPTIONS = {
  lowLatencyMode: true,
  liveSyncDurationCount: 1,
  liveMaxLatencyDurationCount: 4,
  maxLiveSyncPlaybackRate: 1.5,
  backBufferLength: 4,
  maxBufferLength: 4,
  manifestLoadingMaxRetry: 2,
};

type HlsSession = typeof import('./hls-session');

let session: Promise<HlsSession> | null = null;
/**
 * The player's chunk (hls.js and what drives it, ./hls-session), fetched once: a room that knows its show is live
 * asks for it early, beside its API calls.
 */
export function loadHls(): Promise<HlsSession> {
  if (!session) {
    session = import('./hls-session');
    // a failed fetch is tried again by the next caller
    session.catch(() => (session = null));
  }
  return session;
}

/**
 * Plays an HLS playlist with hls.js (light build, in the player's chunk), or natively (Safari) when MSE is
 * missing. Until ffmpeg has written the playlist it 404s: retry every 3 s, like the adaptor does.
 */
export async function startHlsPlay(options: { url: string; video: HTMLVideoElement } & PlayCallbacks): Promise<PlayHandle> {
  return (await loadHls()).startHlsPlay(options);
}

/** Loads `url`'s playlist and its first segment before the room has a <video>: its player takes them over (./hls-session). */
export function preloadHls(url: string): void {
  void loadHls()
    .then(({ preloadPlaylist }) => preloadPlaylist(url))
    .catch(() => undefined);
}

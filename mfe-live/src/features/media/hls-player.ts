import type HlsType from 'hls.js';
import { liveText } from '../../i18n';
import type { PlayCallbacks, PlayHandle } from './play';

const RETRY_MS = 3000;
const HLS_MIME = 'application/vnd.apple.mpegurl';

type HlsClass = typeof HlsType;

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

let hlsChunk: Promise<HlsClass> | null = null;
/** hls.js (its own chunk), fetched once: a room that knows its show is live asks for it early, beside its API calls. */
export function loadHls(): Promise<HlsClass> {
  if (!hlsChunk) {
    hlsChunk = import('hls.js/light').then((module) => (module as { default: HlsClass }).default);
    // a failed fetch is tried again by the next caller
    hlsChunk.catch(() => (hlsChunk = null));
  }
  return hlsChunk;
}

/**
 * Plays an HLS playlist with hls.js (light build, its own chunk), or natively (Safari) when MSE is
 * missing. Until ffmpeg has written the playlist it 404s: retry every 3 s, like the adaptor does.
 */
export async function startHlsPlay(options: { url: string; video: HTMLVideoElement } & PlayCallbacks): Promise<PlayHandle> {
  const { url, video } = options;
  const Hls = await loadHls();
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const onPlaying = () => !stopped && options.onPlaying();
  video.addEventListener('playing', onPlaying);
  const detach = () => video.removeEventListener('playing', onPlaying);

  if (Hls.isSupported()) {
    const hls = new Hls(HLS_LIVE_OPTIONS);
    hls.on(Hls.Events.MANIFEST_PARSED, () => {
      if (!stopped) options.onPlaylist?.();
      void video.play().catch(() => undefined);
    });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (stopped || !data.fatal) return;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) return hls.recoverMediaError();
      if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
        options.onWaiting?.();
        clearTimeout(retry);
        retry = setTimeout(() => !stopped && hls.loadSource(url), RETRY_MS);
        return;
      }
      hls.destroy();
      detach();
      options.onError(liveText('player.cannotPlay'), String(data.details));
    });
    hls.loadSource(url);
    hls.attachMedia(video);
    return {
      stop() {
        stopped = true;
        clearTimeout(retry);
        detach();
        hls.destroy();
      },
    };
  }

  if (video.canPlayType(HLS_MIME)) {
    const load = () => {
      video.src = url;
      void video.play().catch(() => undefined);
    };
    const onError = () => {
      if (stopped) return;
      options.onWaiting?.();
      clearTimeout(retry);
      retry = setTimeout(load, RETRY_MS);
    };
    const onPlaylist = () => !stopped && options.onPlaylist?.();
    video.addEventListener('error', onError);
    video.addEventListener('loadedmetadata', onPlaylist);
    load();
    return {
      stop() {
        stopped = true;
        clearTimeout(retry);
        detach();
        video.removeEventListener('error', onError);
        video.removeEventListener('loadedmetadata', onPlaylist);
        video.removeAttribute('src');
        video.load();
      },
    };
  }

  detach();
  options.onError(liveText('player.noHls'), 'hls_unsupported');
  return { stop: () => undefined };
}

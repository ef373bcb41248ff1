import type HlsType from 'hls.js';
import HlsLight from 'hls.js/light';
import { liveText } from '../../i18n';
import { HLS_LIVE_OPTIONS } from './hls-player';
import type { PlayCallbacks, PlayHandle } from './play';

// The player's chunk: hls.js and what drives it, fetched when a show is to be played (hls-player.ts loads it).

/** The light build has no typings of its own (types/vendor.d.ts): it is hls.js's class. */
const Hls = HlsLight as typeof HlsType;
type Hls = HlsType;

const RETRY_MS = 3000;
const HLS_MIME = 'application/vnd.apple.mpegurl';
/** How long a preloaded playlist waits for its player before it is dropped. */
const PRELOAD_KEPT_MS = 10_000;

interface Preloaded {
  url: string;
  hls: Hls;
  parsed: boolean;
  failed: boolean;
  timer: ReturnType<typeof setTimeout>;
}

let preloaded: Preloaded | null = null;

/**
 * Starts loading `url`'s playlist and its first segment before there is a <video> to play them in (a cold room: the
 * page renders meanwhile). The first startHlsPlay of that URL within 10 s takes the loader over; else it is dropped.
 */
export function preloadPlaylist(url: string): void {
  if (preloaded || !Hls.isSupported()) return;
  const hls = new Hls({ ...HLS_LIVE_OPTIONS, startFragPrefetch: true });
  const entry: Preloaded = { url, hls, parsed: false, failed: false, timer: setTimeout(() => drop(entry), PRELOAD_KEPT_MS) };
  hls.on(Hls.Events.MANIFEST_PARSED, () => (entry.parsed = true));
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) entry.failed = true;
  });
  hls.loadSource(url);
  preloaded = entry;
}

function drop(entry: Preloaded) {
  if (preloaded === entry) preloaded = null;
  clearTimeout(entry.timer);
  entry.hls.destroy();
}

/** The preloaded loader of `url`, once; none after it failed (the player starts afresh). */
function takePreloaded(url: string): Preloaded | null {
  const entry = preloaded;
  if (!entry || entry.url !== url) return null;
  preloaded = null;
  clearTimeout(entry.timer);
  if (!entry.failed) return entry;
  entry.hls.destroy();
  return null;
}

/**
 * Plays an HLS playlist with hls.js (light build), or natively (Safari) when MSE is missing. Until ffmpeg has
 * written the playlist it 404s: retry every 3 s, like the adaptor does.
 */
export function startHlsPlay(options: { url: string; video: HTMLVideoElement } & PlayCallbacks): PlayHandle {
  const { url, video } = options;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const onPlaying = () => !stopped && options.onPlaying();
  video.addEventListener('playing', onPlaying);
  const detach = () => video.removeEventListener('playing', onPlaying);

  if (Hls.isSupported()) {
    const early = takePreloaded(url);
    const hls = early?.hls ?? new Hls(HLS_LIVE_OPTIONS);
    const onPlaylist = () => {
      if (!stopped) options.onPlaylist?.();
      void video.play().catch(() => undefined);
    };
    hls.on(Hls.Events.MANIFEST_PARSED, onPlaylist);
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
    if (!early) hls.loadSource(url);
    hls.attachMedia(video);
    // a preloaded playlist was read already: what its arrival does happens now
    if (early?.parsed) onPlaylist();
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

import { useCallback, useEffect, useState, type RefObject } from 'react';
import { liveText } from '../../i18n';
import { startHlsPlay } from './hls-player';
import { firstTransport, hlsUrl, type MediaConfig, type PlayOption } from './media-config';
import { startWebRtcPlay, type PlayHandle } from './play';
import { StreamTokenError, streamToken } from './stream-token.resource';

export type PlayerState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'waiting' }
  | { status: 'playing' }
  /** `timedOut`: nothing played before the deadline (no stream, or no transport worked). */
  | { status: 'error'; message: string; timedOut?: boolean };

export interface StreamPlayer {
  state: PlayerState;
  /** What is being tried now: WebRTC when the media server has no HLS or the playlist stalled. */
  transport: PlayOption;
  /** Starts over from the first transport. */
  retry(): void;
}

const RETRY_AFTER_REFUSAL_MS = 3000;
const MAX_REFUSALS = 3;
/** No HLS playlist by then (the muxer is not writing it): WebRTC is tried instead, once. */
export const HLS_PLAYLIST_MS = 4_000;
/** An HLS playlist that has not produced a playing video by then is given up for WebRTC, once. */
export const HLS_FALLBACK_MS = 10_000;
/** English text of player.notPlaying (what a timed-out attempt says). */
export const NOT_PLAYING_MESSAGE = 'The video cannot be played right now.';

const changed = <T extends object>(before: T, after: T) => (Object.keys(after) as (keyof T)[]).some((key) => !Object.is(before[key], after[key]));

/**
 * Plays `streamId` into the video element over WebRTC or HLS (per the setting of this kind of show).
 * HLS is skipped when the media server said it has none, and left for WebRTC when hls.js fails, when no
 * playlist arrived within 4 s, or when it has not played within 10 s. With `giveUpAfterMs`, an attempt that plays nothing by then ends in an error the
 * caller can retry (without it the player waits, e.g. for a camera that may be turned on later).
 * The one-time token is fetched when secureOption is on or `tokenRequired` (a paid show, whose token tells
 * the media server who watches, so only minutes that play are billed). A refused token (one-time tokens
 * are used up by the adaptor's retries) is renewed a few times.
 */
export function useStreamPlayer(
  video: RefObject<HTMLVideoElement | null>,
  config: MediaConfig | null,
  streamId: string | null,
  option: PlayOption,
  restartKey = 0,
  giveUpAfterMs?: number,
  tokenRequired = false,
): StreamPlayer {
  const [refusals, setRefusals] = useState(0);
  const [retries, setRetries] = useState(0);
  const [fellBack, setFellBack] = useState(false);
  const startState = (): PlayerState => (config && streamId ? { status: 'connecting' } : { status: 'idle' });
  const [state, setState] = useState<PlayerState>(startState);
  const transport: PlayOption = fellBack ? 'webrtc' : config ? firstTransport(config, option) : option;

  // Another stream (or a restart, or Retry): everything starts over, HLS included.
  const session = { video, config, streamId, option, restartKey, retries };
  const [lastSession, setLastSession] = useState(session);
  if (changed(lastSession, session)) {
    setLastSession(session);
    setFellBack(false);
    setRefusals(0);
    setState(startState());
  }
  // Another transport or a renewed token: this attempt starts over.
  const attempt = { transport, refusals };
  const [lastAttempt, setLastAttempt] = useState(attempt);
  if (changed(lastAttempt, attempt)) {
    setLastAttempt(attempt);
    setState(startState());
  }

  useEffect(() => {
    if (!config || !streamId) return; // idle
    const element = video.current;
    let cancelled = false;
    if (!element) {
      // Nothing to play into: idle.
      void Promise.resolve().then(() => !cancelled && setState({ status: 'idle' }));
      return () => {
        cancelled = true;
      };
    }
    let handle: PlayHandle | null = null;
    let played = false;
    let playlist = false;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const clearTimers = () => timers.splice(0).forEach((timer) => clearTimeout(timer));
    // WebRTC is what every media server serves; only a server that says otherwise keeps us on HLS.
    const canFallBack = transport === 'hls' && !fellBack && config.capabilities?.webrtc !== false;
    const needsToken = config.secureOption || tokenRequired;
    const fail = (message: string, timedOut = false) => {
      clearTimers();
      setState(timedOut ? { status: 'error', message, timedOut } : { status: 'error', message });
    };
    const callbacks = {
      onPlaying: () => {
        if (cancelled) return;
        played = true;
        clearTimers();
        setState({ status: 'playing' });
      },
      onWaiting: () => !cancelled && setState((s) => (s.status === 'playing' || s.status === 'connecting' ? { status: 'waiting' } : s)),
      onPlaylist: () => {
        playlist = true;
      },
      onError: (message: string, definition: string) => {
        if (cancelled) return;
        if (definition === 'unauthorized_access' && needsToken && refusals < MAX_REFUSALS) {
          clearTimers();
          setState({ status: 'waiting' });
          timers.push(setTimeout(() => setRefusals((n) => n + 1), RETRY_AFTER_REFUSAL_MS));
          return;
        }
        // hls.js cannot play it here (unsupported browser, broken stream): WebRTC may.
        if (canFallBack) return setFellBack(true);
        fail(message);
      },
    };
    if (canFallBack) {
      const fallBackUnless = (done: () => boolean) => () => !cancelled && !done() && setFellBack(true);
      timers.push(
        setTimeout(
          fallBackUnless(() => played || playlist),
          HLS_PLAYLIST_MS,
        ),
      );
      timers.push(
        setTimeout(
          fallBackUnless(() => played),
          HLS_FALLBACK_MS,
        ),
      );
    } else if (giveUpAfterMs !== undefined) {
      timers.push(
        setTimeout(() => {
          if (cancelled || played) return;
          // Stop the adaptor's endless retries; Retry starts a new attempt.
          cancelled = true;
          handle?.stop();
          handle = null;
          fail(liveText('player.notPlaying'), true);
        }, giveUpAfterMs),
      );
    }
    (async () => {
      const token = await streamToken(streamId, 'play', needsToken);
      if (cancelled) return;
      const started =
        transport === 'webrtc'
          ? await startWebRtcPlay({ config, streamId, token, video: element, ...callbacks })
          : await startHlsPlay({ url: hlsUrl(config, streamId, token), video: element, ...callbacks });
      if (cancelled) started.stop();
      else handle = started;
    })().catch((error: unknown) => {
      if (cancelled) return;
      // A token failure was already shown as a toast; no URL is used.
      const message = error instanceof StreamTokenError ? error.message : liveText('player.cannotPlay');
      if (!(error instanceof StreamTokenError)) console.error('Playback failed', error);
      fail(message);
    });
    return () => {
      cancelled = true;
      clearTimers();
      handle?.stop();
    };
  }, [video, config, streamId, transport, fellBack, restartKey, refusals, retries, giveUpAfterMs, tokenRequired]);

  const retry = useCallback(() => setRetries((n) => n + 1), []);
  return { state, transport, retry };
}

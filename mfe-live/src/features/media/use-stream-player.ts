import { useEffect, useState, type RefObject } from 'react';
import { startHlsPlay } from './hls-player';
import { hlsUrl, type MediaConfig, type PlayOption } from './media-config';
import { startWebRtcPlay, type PlayHandle } from './play';
import { StreamTokenError, streamToken } from './stream-token.resource';

export type PlayerState =
  { status: 'idle' } | { status: 'connecting' } | { status: 'waiting' } | { status: 'playing' } | { status: 'error'; message: string };

const RETRY_AFTER_REFUSAL_MS = 3000;
const MAX_REFUSALS = 3;

/**
 * Plays `streamId` into the video element over WebRTC or HLS (per the setting of this kind of show).
 * The one-time token is fetched only when secureOption is on; without it nothing is played. A
 * refused token (one-time tokens are used up by the adaptor's retries) is renewed a few times.
 */
export function useStreamPlayer(
  video: RefObject<HTMLVideoElement | null>,
  config: MediaConfig | null,
  streamId: string | null,
  option: PlayOption,
  restartKey = 0,
): PlayerState {
  const [refusals, setRefusals] = useState(0);
  const startState = (): PlayerState => (config && streamId ? { status: 'connecting' } : { status: 'idle' });
  const [state, setState] = useState<PlayerState>(startState);

  // Another stream (or a restart, or a renewed token): playback starts over.
  const playback = { video, config, streamId, option, restartKey, refusals };
  const [lastPlayback, setLastPlayback] = useState(playback);
  if ((Object.keys(playback) as (keyof typeof playback)[]).some((key) => !Object.is(lastPlayback[key], playback[key]))) {
    setLastPlayback(playback);
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
    let renew: ReturnType<typeof setTimeout> | undefined;
    const callbacks = {
      onPlaying: () => !cancelled && setState({ status: 'playing' }),
      onWaiting: () => !cancelled && setState((s) => (s.status === 'playing' || s.status === 'connecting' ? { status: 'waiting' } : s)),
      onError: (message: string, definition: string) => {
        if (cancelled) return;
        if (definition === 'unauthorized_access' && config.secureOption && refusals < MAX_REFUSALS) {
          setState({ status: 'waiting' });
          renew = setTimeout(() => setRefusals((n) => n + 1), RETRY_AFTER_REFUSAL_MS);
          return;
        }
        setState({ status: 'error', message });
      },
    };
    (async () => {
      const token = await streamToken(streamId, 'play', config.secureOption);
      if (cancelled) return;
      const started =
        option === 'webrtc'
          ? await startWebRtcPlay({ config, streamId, token, video: element, ...callbacks })
          : await startHlsPlay({ url: hlsUrl(config, streamId, token), video: element, ...callbacks });
      if (cancelled) started.stop();
      else handle = started;
    })().catch((error: unknown) => {
      if (cancelled) return;
      // A token failure was already shown as a toast; no URL is used.
      const message = error instanceof StreamTokenError ? error.message : 'The stream cannot be played.';
      if (!(error instanceof StreamTokenError)) console.error('Playback failed', error);
      setState({ status: 'error', message });
    });
    return () => {
      cancelled = true;
      clearTimeout(renew);
      handle?.stop();
    };
  }, [video, config, streamId, option, restartKey, refusals]);

  return state;
}

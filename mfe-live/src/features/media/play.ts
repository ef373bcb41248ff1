import { liveText } from '../../i18n';
import { createAdaptor, disposeAdaptor, peerConnectionConfig } from './adaptor';
import type { Adaptor } from './adaptor.types';
import type { MediaConfig } from './media-config';

export interface PlayCallbacks {
  onPlaying(): void;
  /** The stream is not (or no longer) live; the adaptor keeps retrying by itself. */
  onWaiting?(): void;
  /** HLS only: the playlist arrived (its video may still take a moment to play). */
  onPlaylist?(): void;
  /** A fatal error: playback has been stopped. */
  onError(message: string, definition: string): void;
}

export interface PlayHandle {
  stop(): void;
}

/** Errors that end playback, with their text key (player.*). */
const FATAL: Record<string, string> = {
  unauthorized_access: 'notAllowed',
  viewerLimitReached: 'viewerLimit',
  highResourceUsage: 'overloaded',
};

/** Plays `streamId` over WebRTC into `video`; the adaptor retries until the stream exists. */
export async function startWebRtcPlay(
  options: { config: MediaConfig; streamId: string; token?: string; video: HTMLVideoElement } & PlayCallbacks,
): Promise<PlayHandle> {
  const { config, streamId, token, video } = options;
  let adaptor: Adaptor | null = null;
  let requested = false;
  let initialized = false;
  let stopped = false;
  const requestPlay = () => {
    if (requested || !initialized || !adaptor || stopped) return;
    requested = true;
    adaptor.play(streamId, token);
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (adaptor) disposeAdaptor(adaptor, streamId);
  };

  adaptor = await createAdaptor({
    websocket_url: config.playWebsocketUrl,
    isPlayMode: true,
    mediaConstraints: { video: false, audio: false },
    sdp_constraints: { OfferToReceiveAudio: true, OfferToReceiveVideo: true },
    ...peerConnectionConfig(config),
    remoteVideoElement: video,
    dataChannelEnabled: false,
    callback: (info) => {
      if (stopped) return;
      if (info === 'initialized') {
        // The socket may open before createAdaptor has handed us the instance.
        initialized = true;
        requestPlay();
      } else if (info === 'play_started') {
        void video.play?.()?.catch?.(() => undefined);
        options.onPlaying();
      } else if (info === 'play_finished') {
        options.onWaiting?.();
      }
    },
    callbackError: (error) => {
      if (stopped) return;
      if (error === 'no_stream_exist') return options.onWaiting?.();
      const key = FATAL[error];
      if (key) {
        stop();
        options.onError(liveText(`player.${key}`), error);
      }
    },
  });
  requestPlay();
  return { stop };
}

import { broadcastText } from '../../broadcast-texts';
import { createAdaptor, disposeAdaptor, peerConnectionConfig } from './adaptor';
import type { Adaptor } from './adaptor.types';
import type { CameraSwitch } from '../broadcast/use-media-preview';
import type { MediaConfig } from './media-config';

/** The performer's outgoing stream as the adaptor reports it. */
export type PublishState = 'connecting' | 'live' | 'reconnecting' | 'failed';

export interface PublishOptions {
  config: MediaConfig;
  streamId: string;
  token?: string;
  /** The camera stream already shown in the preview: published as is, no second getUserMedia. */
  stream: MediaStream;
  onStarted(): void;
  onFinished?(): void;
  /** A fatal error: the adaptor has been stopped. */
  onError(message: string): void;
  /** Every change of the outgoing stream's state (for the broadcast page's status line). */
  onState?(state: PublishState): void;
}

export interface PublishHandle {
  stop(): void;
  /** Swaps the tracks on the live connection (the performer picked another camera). */
  replaceStream(stream: MediaStream): void;
  /**
   * Switches the camera through the adaptor while live (another device, or the other side of a phone): the
   * adaptor opens it and replaces the video track on the connection and in the published stream, which it returns.
   */
  switchCamera(next: CameraSwitch): Promise<MediaStream | null>;
}

// Errors the adaptor would otherwise retry forever (streamIdInUse repeats until stop()), with their text key (publish.*).
const FATAL: Record<string, string> = {
  streamIdInUse: 'inUse',
  already_publishing: 'inUse',
  unauthorized_access: 'refused',
  highResourceUsage: 'overloaded',
  publishTimeoutError: 'timedOut',
};

/** Publishes a local camera stream under `streamId` with @antmedia/webrtc_adaptor. */
export async function startPublish(options: PublishOptions): Promise<PublishHandle> {
  const { config, streamId, token, stream } = options;
  let adaptor: Adaptor | null = null;
  let requested = false;
  let stopped = false;
  let current: PublishState | null = null;
  let wasLive = false;
  const report = (state: PublishState) => {
    if (state === current) return;
    current = state;
    if (state === 'live') wasLive = true;
    options.onState?.(state);
  };
  // Before the first publish_started a drop is still "connecting"; after it, the adaptor is reconnecting.
  const dropped = () => report(wasLive ? 'reconnecting' : 'connecting');
  report('connecting');

  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (adaptor) disposeAdaptor(adaptor, streamId);
  };

  adaptor = await createAdaptor({
    websocket_url: config.publishWebsocketUrl,
    mediaConstraints: { video: true, audio: true },
    sdp_constraints: { OfferToReceiveAudio: false, OfferToReceiveVideo: false },
    ...peerConnectionConfig(config),
    // We hand it the preview stream ourselves, then initialize (no getUserMedia inside the adaptor).
    initializeComponents: false,
    dataChannelEnabled: false,
    callback: (info, obj) => {
      if (stopped) return;
      if (info === 'initialized' && !requested) {
        requested = true;
        adaptor?.publish(streamId, token);
      } else if (info === 'publish_started') {
        report('live');
        options.onStarted();
      } else if (info === 'publish_finished') {
        dropped();
        options.onFinished?.();
      } else if (info === 'ice_connection_state_changed') {
        const ice = (obj as { state?: unknown } | undefined)?.state;
        if (ice === 'disconnected' || ice === 'failed' || ice === 'closed') dropped();
        else if ((ice === 'connected' || ice === 'completed') && current === 'reconnecting') report('live');
      } else if (info === 'reconnection_attempt_for_publisher' || info === 'closed') {
        dropped();
      }
    },
    callbackError: (error) => {
      if (stopped) return;
      const key = FATAL[error];
      if (key) {
        stop();
        report('failed');
        options.onError(broadcastText(`publish.${key}`));
      } else if (error === 'WebSocketNotConnected' || error === 'NoActiveConnection') {
        dropped();
      }
      // Anything else (socket drops, ICE hiccups) is retried by the adaptor itself.
    },
  });
  adaptor.mediaManager.localStream = stream;
  await adaptor.initialize();

  return {
    stop,
    replaceStream(next) {
      if (!adaptor || stopped) return;
      adaptor.mediaManager.localStream = next;
      const connection = adaptor.remotePeerConnection?.[streamId];
      connection?.getSenders().forEach((sender) => {
        const track = next.getTracks().find((t) => t.kind === sender.track?.kind);
        if (track) void sender.replaceTrack(track).catch(() => undefined);
      });
    },
    async switchCamera(next) {
      if (!adaptor || stopped) return null;
      // Video only: with audio the adaptor would open the microphone again and leave that track running.
      if (adaptor.mediaManager.mediaConstraints) adaptor.mediaManager.mediaConstraints.audio = false;
      if (next.deviceId) await adaptor.switchVideoCameraCapture(streamId, next.deviceId);
      else await adaptor.switchVideoCameraFacingMode(streamId, next.facing ?? 'user');
      return adaptor.mediaManager.localStream;
    },
  };
}

import type { Adaptor, AdaptorOptions } from './adaptor.types';
import type { MediaConfig } from './media-config';

type AdaptorModule = { WebRTCAdaptor: new (options: AdaptorOptions) => Adaptor };

/**
 * The package's browser bundle throws at load time when MediaPipe's `SelfieSegmentation` global is
 * missing (found by the media engineer). We load only the ESM adaptor, which does not need it, but
 * define the global anyway so any other entry of the package loaded on the page cannot break it.
 */
function ensureSelfieSegmentationGlobal(): void {
  const w = window as unknown as { SelfieSegmentation?: unknown };
  if (typeof w.SelfieSegmentation === 'undefined') {
    w.SelfieSegmentation = function SelfieSegmentation() {
      throw new Error('Virtual backgrounds are not available');
    };
  }
}

/** ICE config: the server's list when it gave one (even empty), otherwise the adaptor asks the media server. */
export function peerConnectionConfig(config: MediaConfig): Pick<AdaptorOptions, 'peerconnection_config'> {
  return config.iceServers ? { peerconnection_config: { iceServers: config.iceServers, sdpSemantics: 'unified-plan' } } : {};
}

/** Loads only the WebRTCAdaptor part of @antmedia/webrtc_adaptor (its own chunk) and creates one. */
export async function createAdaptor(options: AdaptorOptions): Promise<Adaptor> {
  ensureSelfieSegmentationGlobal();
  const { WebRTCAdaptor } = (await import('@antmedia/webrtc_adaptor/dist/es/webrtc_adaptor.js')) as AdaptorModule;
  return new WebRTCAdaptor(options);
}

/** Ends an adaptor for good: no more automatic retries, stream stopped, socket closed. */
export function disposeAdaptor(adaptor: Adaptor, streamId: string): void {
  adaptor.reconnectIfRequiredFlag = false;
  try {
    adaptor.stop(streamId);
    adaptor.closeWebSocket();
  } catch {
    // the socket may already be closed; nothing left to release
  }
  void adaptor.mediaManager?.audioContext?.close?.().catch(() => undefined);
}

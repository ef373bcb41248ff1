/** The part of `@antmedia/webrtc_adaptor`'s WebRTCAdaptor this remote uses. */
export type AdaptorCallback = (info: string, obj?: unknown) => void;
export type AdaptorErrorCallback = (error: string, message?: unknown) => void;

export interface AdaptorOptions {
  websocket_url: string;
  isPlayMode?: boolean;
  mediaConstraints?: { video: boolean; audio: boolean };
  peerconnection_config?: { iceServers: RTCIceServer[]; sdpSemantics?: string };
  sdp_constraints?: { OfferToReceiveAudio: boolean; OfferToReceiveVideo: boolean };
  remoteVideoElement?: HTMLVideoElement;
  initializeComponents?: boolean;
  dataChannelEnabled?: boolean;
  debug?: boolean;
  callback: AdaptorCallback;
  callbackError: AdaptorErrorCallback;
}

export interface Adaptor {
  publish(streamId: string, token?: string): void;
  play(streamId: string, token?: string): void;
  stop(streamId: string): void;
  initialize(): Promise<unknown>;
  closeWebSocket(): void;
  /** false stops the adaptor's automatic retries (set before a deliberate stop). */
  reconnectIfRequiredFlag: boolean;
  remotePeerConnection?: Record<string, RTCPeerConnection | undefined>;
  mediaManager: {
    localStream: MediaStream | null;
    audioContext?: { close?: () => Promise<void> } | null;
    /** What the adaptor asks getUserMedia for when it switches the camera itself. */
    mediaConstraints?: { video?: unknown; audio?: unknown };
  };
  /** Another camera, by device id, on the running connection (a new getUserMedia, the video track replaced). */
  switchVideoCameraCapture(streamId: string, deviceId: string): Promise<unknown>;
  /** The front ('user') or back ('environment') camera of a phone, on the running connection. */
  switchVideoCameraFacingMode(streamId: string, facingMode: string): Promise<unknown>;
}

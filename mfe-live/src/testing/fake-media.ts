import type { AdaptorOptions } from '../features/media/adaptor.types';

/** Stand-in for @antmedia/webrtc_adaptor's WebRTCAdaptor: records calls, lets a test play the server. */
export class FakeAdaptor {
  static instances: FakeAdaptor[] = [];
  options: AdaptorOptions;
  published: Array<{ streamId: string; token?: string }> = [];
  played: Array<{ streamId: string; token?: string }> = [];
  stopped: string[] = [];
  closed = false;
  reconnectIfRequiredFlag = true;
  remotePeerConnection: Record<string, RTCPeerConnection | undefined> = {};
  mediaManager: { localStream: MediaStream | null; mediaConstraints: { video?: unknown; audio?: unknown } } = {
    localStream: null,
    mediaConstraints: { video: true, audio: true },
  };
  /** Camera switches asked of the adaptor while publishing. */
  switched: Array<{ streamId: string; deviceId?: string; facingMode?: string }> = [];
  /** What the next switch puts into the local stream as its video track (a test sets it). */
  nextVideoTrack: MediaStreamTrack | null = null;

  constructor(options: AdaptorOptions) {
    this.options = options;
    FakeAdaptor.instances.push(this);
    if (options.initializeComponents !== false) void this.initialize();
  }

  async initialize() {
    await Promise.resolve();
    this.options.callback('initialized');
    return 'ok';
  }

  publish(streamId: string, token?: string) {
    this.published.push({ streamId, token });
  }

  play(streamId: string, token?: string) {
    this.played.push({ streamId, token });
  }

  stop(streamId: string) {
    this.stopped.push(streamId);
  }

  closeWebSocket() {
    this.closed = true;
  }

  async switchVideoCameraCapture(streamId: string, deviceId: string) {
    this.switched.push({ streamId, deviceId });
    this.swapVideoTrack();
  }

  async switchVideoCameraFacingMode(streamId: string, facingMode: string) {
    this.switched.push({ streamId, facingMode });
    this.swapVideoTrack();
  }

  /** Like the real adaptor: the local stream's video track is replaced in place (the old one stopped). */
  private swapVideoTrack() {
    const stream = this.mediaManager.localStream as (MediaStream & { replaceVideo?: (track: MediaStreamTrack) => void }) | null;
    if (this.nextVideoTrack && stream?.replaceVideo) stream.replaceVideo(this.nextVideoTrack);
  }

  /** The server sends a notification (`publish_started`, `play_started`, …). */
  notify(info: string) {
    this.options.callback(info, {});
  }

  error(definition: string) {
    this.options.callbackError(definition, {});
  }

  static last(): FakeAdaptor {
    return FakeAdaptor.instances[FakeAdaptor.instances.length - 1];
  }

  static publishers() {
    return FakeAdaptor.instances.filter((a) => !a.options.isPlayMode);
  }

  static players() {
    return FakeAdaptor.instances.filter((a) => a.options.isPlayMode);
  }

  static reset() {
    FakeAdaptor.instances = [];
  }
}

type Handler = (event: string, data: unknown) => void;

/** Stand-in for hls.js. */
export class FakeHls {
  static instances: FakeHls[] = [];
  static supported = true;
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError', OTHER_ERROR: 'otherError' };
  static isSupported() {
    return FakeHls.supported;
  }
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  destroyed = false;
  handlers = new Map<string, Handler[]>();

  constructor(public config: unknown) {
    FakeHls.instances.push(this);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  trigger(event: string, data: unknown = {}) {
    (this.handlers.get(event) ?? []).forEach((h) => h(event, data));
  }
  recoverMediaError() {}
  destroy() {
    this.destroyed = true;
  }
  static last(): FakeHls {
    return FakeHls.instances[FakeHls.instances.length - 1];
  }
  static reset() {
    FakeHls.instances = [];
    FakeHls.supported = true;
  }
}

/** jest.mock factories */
export const adaptorModule = { WebRTCAdaptor: FakeAdaptor };
export const hlsModule = { __esModule: true, default: FakeHls };

import type { StreamImageSettings } from '@platform/shared';

export type PlayOption = 'hls' | 'webrtc';

/** Everything the client needs to reach the media server (Ant Media or services/media). */
export interface MediaConfig {
  /** ws(s)://host/{AppName}/websocket for publishing. */
  publishWebsocketUrl: string;
  /** ws(s)://host/{AppName}/websocket for playing (an edge in a cluster). */
  playWebsocketUrl: string;
  /** `{hlsBaseUrl}/{streamId}.m3u8` */
  hlsBaseUrl: string;
  appName: string;
  /** null: let the adaptor ask the media server (getIceServerConfig). */
  iceServers: RTCIceServer[] | null;
  optionForBroadcast: PlayOption;
  optionForPrivate: PlayOption;
  optionForGroup: PlayOption;
  secureOption: boolean;
  tipSound: string;
  images: StreamImageSettings;
  /** What the media server serves, as the API was told; null when the API did not say (an older API). */
  capabilities: { hls: boolean; webrtc: boolean } | null;
}

export const optionFor = (config: MediaConfig, kind: 'public' | 'private' | 'group'): PlayOption =>
  kind === 'private' ? config.optionForPrivate : kind === 'group' ? config.optionForGroup : config.optionForBroadcast;

/** HLS playlist of a stream, with the one-time token as `?token=` when there is one. */
export function hlsUrl(config: MediaConfig, streamId: string, token?: string): string {
  const base = config.hlsBaseUrl.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(streamId)}.m3u8${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

/** The transport to start with: the option, except HLS the media server said it cannot serve. */
export const firstTransport = (config: MediaConfig, option: PlayOption): PlayOption =>
  option === 'hls' && config.capabilities?.hls === false ? 'webrtc' : option;

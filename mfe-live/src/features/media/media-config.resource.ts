import { api, DEFAULT_STREAM_OPTION, getPublicSettings, isNotFound, type PublicSettings } from '@platform/shared';
import type { WebRtcConfig } from '@platform/shared/contract';
import type { MediaConfig, PlayOption } from './media-config';

const DEFAULT_APP_NAME = 'WebRTCAppEE';

const option = (...values: unknown[]): PlayOption =>
  (values.find((v) => v === 'hls' || v === 'webrtc') as PlayOption | undefined) ?? DEFAULT_STREAM_OPTION;

const pageOrigin = () => window.location.origin;

/** An absolute ws(s) URL from ws://, http(s):// or a path (relative to this page). */
export function toWebsocketUrl(url: string): string {
  const absolute = new URL(url, pageOrigin());
  absolute.protocol = absolute.protocol === 'https:' || absolute.protocol === 'wss:' ? 'wss:' : 'ws:';
  return absolute.toString();
}

/** A host setting (publisherURL / viewerURL) without a path gets `/{AppName}/websocket`. */
function websocketFromHost(host: string, appName: string): string {
  const url = new URL(host, pageOrigin());
  if (url.pathname === '/' || url.pathname === '') url.pathname = `/${appName}/websocket`;
  return toWebsocketUrl(url.toString());
}

async function webRtcConfig(): Promise<Partial<WebRtcConfig>> {
  try {
    const res = await api.get<WebRtcConfig>('/streaming/webrtc/config', { quiet: true });
    return isNotFound(res) ? {} : (res.data ?? {});
  } catch (error) {
    console.error('GET /streaming/webrtc/config failed; using the public settings', error);
    return {};
  }
}

/** Only an answer of the right shape counts: capabilities are told, never guessed. */
function capabilitiesOf(value: unknown): MediaConfig['capabilities'] {
  const c = value as { hls?: unknown; webrtc?: unknown } | null | undefined;
  return c && typeof c.hls === 'boolean' && typeof c.webrtc === 'boolean' ? { hls: c.hls, webrtc: c.webrtc } : null;
}

async function publicSettings(): Promise<Partial<PublicSettings>> {
  try {
    return await getPublicSettings();
  } catch (error) {
    console.error('GET /settings/public failed; using the defaults', error);
    return {};
  }
}

/**
 * The media config: GET /streaming/webrtc/config first, the public settings (publisherURL, viewerURL,
 * AntMediaAppname, option*, secureOption) fill what it lacks. Pointing the client at an Ant Media
 * cluster is therefore a settings change only.
 */
export async function loadMediaConfig(): Promise<MediaConfig> {
  const [server, settings] = await Promise.all([webRtcConfig(), publicSettings()]);
  const appName = server.appName || settings.AntMediaAppname || DEFAULT_APP_NAME;
  const fallbackSocket = `/${appName}/websocket`;
  const publishWebsocketUrl = server.websocketUrl
    ? toWebsocketUrl(server.websocketUrl)
    : websocketFromHost(settings.publisherURL || fallbackSocket, appName);
  const playWebsocketUrl = server.websocketUrl
    ? toWebsocketUrl(server.websocketUrl)
    : websocketFromHost(settings.viewerURL || settings.publisherURL || fallbackSocket, appName);
  const viewerBase = (settings.viewerURL || '').replace(/\/+$/, '');
  return {
    publishWebsocketUrl,
    playWebsocketUrl,
    hlsBaseUrl: server.hlsBaseUrl || `${viewerBase.replace(/^ws/, 'http')}/${appName}/streams`,
    appName,
    iceServers: Array.isArray(server.iceServers) ? (server.iceServers as RTCIceServer[]) : null,
    optionForBroadcast: option(server.optionForBroadcast, settings.optionForBroadcast),
    optionForPrivate: option(server.optionForPrivate, settings.optionForPrivate),
    optionForGroup: option(server.optionForGroup, settings.optionForGroup),
    secureOption: Boolean(server.secureOption ?? settings.secureOption ?? false),
    tipSound: typeof settings.tipSound === 'string' ? settings.tipSound : '',
    capabilities: capabilitiesOf(server.capabilities),
    images: {
      defaultOfflineModelImage: settings.defaultOfflineModelImage || undefined,
      defaultPrivateCallImage: settings.defaultPrivateCallImage || undefined,
      defaultGroupChatImage: settings.defaultGroupChatImage || undefined,
    },
  };
}

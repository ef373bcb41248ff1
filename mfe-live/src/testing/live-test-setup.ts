import { act } from '@testing-library/react';
import { mockApi, reply, resetPlatform, type MockApi } from '@platform/shared/mock';
import type { WebRtcConfig } from '@platform/shared/contract';
import { fakeSocket } from './fake-socket';
import { FakeAdaptor, FakeHls } from './fake-media';

export const WEBRTC_CONFIG: WebRtcConfig = {
  iceServers: [],
  websocketUrl: 'ws://media.test/WebRTCAppEE/websocket',
  hlsBaseUrl: 'http://media.test/WebRTCAppEE/streams',
  appName: 'WebRTCAppEE',
  optionForBroadcast: 'hls',
  optionForPrivate: 'webrtc',
  optionForGroup: 'hls',
  secureOption: false,
};

/** A fresh API mock with the media config, public settings and tip menus (none) every live page reads. */
export function setupLiveApi(config: Partial<WebRtcConfig> = {}, settings: Record<string, unknown> = {}): MockApi {
  const api = mockApi();
  api.get('/streaming/webrtc/config', { ...WEBRTC_CONFIG, ...config });
  api.get('/settings/public', { tipSound: '/sounds/tip.mp3', ...settings });
  api.get('/tip-menu/:performerId', { items: [], goal: null });
  api.get('/performer/tip-menu', { items: [], goal: null, requests: [] });
  return api;
}

export function resetLive(api: MockApi | null) {
  api?.restore();
  fakeSocket.reset();
  FakeAdaptor.reset();
  FakeHls.reset();
  resetPlatform();
}

/** The server emits a socket event (inside act, so React state settles). */
export async function serverEmits(event: string, payload?: unknown) {
  await act(async () => {
    fakeSocket.serverEmit(event, payload);
  });
}

export { reply, fakeSocket, FakeAdaptor, FakeHls };

import '../../testing/mock-live-modules';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@platform/shared/mock';
import { FakeHls, resetLive, setupLiveApi } from '../../testing/live-test-setup';
import { mockAnnaRoom } from '../../testing/room-fixtures';

// Her room's address is the page's own (a cold open): the room's code asks the API as soon as it is evaluated, so the
// API and the address are ready before this file loads it.
const api = setupLiveApi();
mockAnnaRoom(api, 'public');
window.history.replaceState(null, '', '/live/anna');
const { AppRoutes } = jest.requireActual<typeof import('../../routes')>('../../routes');

afterAll(() => {
  window.history.replaceState(null, '', '/');
  resetLive(api);
});

it('asks for her profile, her room and the media settings when its code arrives, and the page takes those answers', async () => {
  await waitFor(() => expect(api.callsTo('GET', '/streaming/room/anna')).toHaveLength(1));
  expect(api.callsTo('GET', '/performers/anna/view')).toHaveLength(1);
  expect(api.callsTo('GET', '/streaming/webrtc/config')).toHaveLength(1);
  // her show's playlist loads before the page has a video to play it in
  await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  const preloaded = FakeHls.last();
  expect(preloaded.source).toBe('http://media.test/WebRTCAppEE/streams/sess-1.m3u8');
  expect(preloaded.media).toBeNull();

  renderWithProviders(<AppRoutes />, { route: '/live/anna' });
  const video = await screen.findByTestId('live-video');
  // the room's player takes that loader over
  await waitFor(() => expect(preloaded.media).toBe(video));
  expect(FakeHls.instances).toEqual([preloaded]);
  expect(api.callsTo('GET', '/streaming/room/anna')).toHaveLength(1);
  expect(api.callsTo('GET', '/performers/anna/view')).toHaveLength(1);
  expect(api.callsTo('GET', '/streaming/webrtc/config')).toHaveLength(1);
});

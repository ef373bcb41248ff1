import '../../testing/mock-live-modules';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@platform/shared/mock';
import { resetLive, setupLiveApi } from '../../testing/live-test-setup';
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

  renderWithProviders(<AppRoutes />, { route: '/live/anna' });
  expect(await screen.findByTestId('live-video')).toBeInTheDocument();
  expect(api.callsTo('GET', '/streaming/room/anna')).toHaveLength(1);
  expect(api.callsTo('GET', '/performers/anna/view')).toHaveLength(1);
  expect(api.callsTo('GET', '/streaming/webrtc/config')).toHaveLength(1);
});

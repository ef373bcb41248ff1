import '../../testing/mock-live-modules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import { renderWithProviders, signedInAs, type MockApi } from '@platform/shared/mock';
import { AppRoutes } from '../../routes';
import { resetLive, setupLiveApi } from '../../testing/live-test-setup';
import { mockAnnaRoom } from '../../testing/room-fixtures';

let api: MockApi;
let navigations: string[] = [];
let off: () => void = () => undefined;

beforeEach(() => {
  api = setupLiveApi();
  mockAnnaRoom(api, 'offline');
  navigations = [];
  off = bus.navigate.subscribe((n) => navigations.push(n.to));
});
afterEach(() => {
  off();
  resetLive(api);
});

const renderRoom = () => renderWithProviders(<AppRoutes />, { route: '/live/anna' });
const messageButton = () => screen.findByRole('button', { name: 'Message Anna' });

// The button itself (visitors, refusals, other roles) is tested in @platform/shared; here: its place in her room.
it('opens the conversation with her from her room (through the URL, not the messaging remote)', async () => {
  signedInAs('user', { _id: 'u1', username: 'member' });
  api.post('/conversations', { _id: 'c42' });
  renderRoom();
  await userEvent.click(await messageButton());
  await waitFor(() => expect(navigations).toEqual(['/account/messages/c42']));
  expect(api.callsTo('POST', '/conversations')[0].body).toEqual({ source: 'performer', sourceId: 'p1' });
});

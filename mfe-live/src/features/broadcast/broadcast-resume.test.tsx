import '../../testing/mock-live-modules';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signedInAs, type MockApi } from '@platform/shared/mock';
import { AppRoutes } from '../../routes';
import { fakeCamera } from '../../testing/fake-camera';
import { FakeAdaptor, resetLive, serverEmits, setupLiveApi } from '../../testing/live-test-setup';

let api: MockApi;

beforeEach(() => {
  fakeCamera();
  jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
  signedInAs('performer', { _id: 'p1', username: 'anna' });
  api = setupLiveApi();
  // a new sign-in: the server still runs her public show from a tab that died
  api.get('/performers/me', { _id: 'p1', username: 'anna', streamingStatus: 'public', streamingTitle: '', verified: true });
  api.get('/streaming/status/p1', {
    performerId: 'p1',
    streamingStatus: 'public',
    isStreaming: true,
    sessionId: 'sess-live',
    conversationId: 'conv-pub',
    streamingTitle: '',
  });
  api.post('/streaming/live', { conversation: { _id: 'conv-pub' }, sessionId: 'sess-live', publishToken: 'tok-fresh' });
  api.get('/streaming/finish', { success: true });
  api.get('/streaming/viewers/:id', { streamId: 'sess-live', total: 0, viewers: [] });
  api.get('/messages/conversations/public/:id', { data: [], total: 0 });
});
afterEach(() => {
  jest.restoreAllMocks();
  resetLive(api);
});

const renderLive = () => renderWithProviders(<AppRoutes />, { route: '/live' });
const statusText = () => screen.getByRole('status', { name: 'Streaming status' });

it('shows the running show as live but not broadcasting, and resumes it with a fresh publish token', async () => {
  renderLive();
  const resume = await screen.findByRole('button', { name: 'Resume broadcast' });
  expect(statusText()).toHaveTextContent('Live — not broadcasting');
  expect(screen.queryByRole('button', { name: 'Go live' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();

  await waitFor(() => expect(resume).toBeEnabled());
  await userEvent.click(resume);
  await waitFor(() => expect(FakeAdaptor.publishers()[0]?.published).toHaveLength(1));
  // the same show, published again with the token of this answer
  expect(FakeAdaptor.publishers()[0].published[0]).toEqual({ streamId: 'sess-live', token: 'tok-fresh' });
  await act(async () => FakeAdaptor.publishers()[0].notify('publish_started'));
  expect(await screen.findByText('Live — public show')).toBeInTheDocument();
});

it('finishes the running show from there', async () => {
  renderLive();
  await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
  await waitFor(() => expect(api.callsTo('GET', '/streaming/finish')).toHaveLength(1));
  expect(await screen.findByRole('button', { name: 'Go live' })).toBeInTheDocument();
  expect(statusText()).toHaveTextContent('Offline');
});

it('goes offline when the server ends the show it still had', async () => {
  renderLive();
  await screen.findByRole('button', { name: 'Resume broadcast' });
  await serverEmits('modelUpdateStreamingStatus', { id: 'p1', status: 'offline', performer: { _id: 'p1' } });
  expect(await screen.findByRole('button', { name: 'Go live' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Your show has ended.');
});

import '../../testing/mock-live-modules';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signedInAs, type MockApi } from '@platform/shared/mock';
import { AppRoutes } from '../../routes';
import { fakeCamera } from '../../testing/fake-camera';
import { FakeAdaptor, fakeSocket, reply, resetLive, serverEmits, setupLiveApi } from '../../testing/live-test-setup';
import { message } from '../../testing/room-fixtures';

let camera: MediaStream;
let api: MockApi;
let play: jest.SpyInstance;

function setup(config: Record<string, unknown> = {}) {
  api = setupLiveApi(config);
  api.get('/performers/me', { _id: 'p1', username: 'anna', streamingStatus: 'offline', streamingTitle: '', verified: true });
  api.post('/streaming/live', { conversation: { _id: 'conv-pub' }, sessionId: 'sess-live', publishToken: 'tok-live' });
  api.get('/streaming/viewers/:id', { streamId: 'sess-live', total: 1, viewers: [{ _id: 'u7', username: 'bob', displayName: 'Bob' }] });
  api.get('/streaming/finish', { success: true });
  api.get('/streaming/media-stats/:id', { streamId: 'sess-live', publishing: true, viewers: 3, webRTCViewerCount: 1, hlsViewerCount: 2 });
  api.get('/messages/conversations/public/:id', { data: [], total: 0 });
  api.get('/messages/conversations/:id', { data: [], total: 0 });
}

beforeEach(() => {
  camera = fakeCamera();
  play = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
  signedInAs('performer', { _id: 'p1', username: 'anna' });
});
afterEach(() => {
  play.mockRestore();
  resetLive(api);
});

const renderLive = () => renderWithProviders(<AppRoutes />, { route: '/live' });

async function goLive() {
  renderLive();
  const button = await screen.findByRole('button', { name: 'Go live' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  await waitFor(() => expect(FakeAdaptor.publishers()[0]?.published).toHaveLength(1));
  return FakeAdaptor.publishers()[0];
}

const started = async (adaptor: FakeAdaptor) => act(async () => adaptor.notify('publish_started'));

it('goes live: POST /streaming/live, publishes the preview camera with its publish token, tells the room on publish_started', async () => {
  setup();
  const adaptor = await goLive();
  // the media server takes no publish without the one-time token the API got for this stream
  expect(adaptor.published[0]).toEqual({ streamId: 'sess-live', token: 'tok-live' });
  expect(adaptor.mediaManager.localStream).toBe(camera);
  expect(adaptor.options.websocket_url).toBe('ws://media.test/WebRTCAppEE/websocket');
  expect(api.callsTo('POST', '/streaming/token')).toHaveLength(0);
  expect(screen.getByRole('status', { name: 'Streaming status' })).toHaveTextContent('Connecting…');
  expect(screen.getByRole('status', { name: 'Stream status' })).toHaveTextContent('Connecting your stream…');
  await started(adaptor);
  expect(screen.getByRole('status', { name: 'Streaming status' })).toHaveTextContent('Live — public show');
  // her outgoing stream, as the adaptor reports it, with the players the media server counts
  expect(screen.getByRole('status', { name: 'Stream status' })).toHaveTextContent('Your stream is live');
  await waitFor(() => expect(screen.getByRole('status', { name: 'Stream status' })).toHaveTextContent('3 players connected'));
  expect(api.callsTo('GET', '/streaming/media-stats/sess-live')).not.toHaveLength(0);
  expect(fakeSocket.emittedOf('public-stream/live')).toEqual([{ conversationId: 'conv-pub' }]);
  expect(fakeSocket.emittedOf('public-stream/join')).toEqual([{ conversationId: 'conv-pub' }]);
});

// Before: a failed POST /streaming/live published a locally generated stream key the API never opened.
it.each([
  [403, 'Forbidden resource', 'Your account is not verified yet. You can broadcast once it has been verified.'],
  [500, 'boom', 'boom'],
])('a refused go-live (%i) shows why, publishes nothing and stays offline', async (status, serverMessage, shown) => {
  setup();
  api.post('/streaming/live', reply(status, { statusCode: status, message: serverMessage }));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderLive();
  const button = await screen.findByRole('button', { name: 'Go live' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  expect(await screen.findByText(shown)).toBeInTheDocument();
  expect(screen.queryByText('Нет доступа')).not.toBeInTheDocument();
  expect(FakeAdaptor.publishers()).toHaveLength(0);
  expect(screen.getByRole('status', { name: 'Streaming status' })).toHaveTextContent('Offline');
  expect(error).toHaveBeenCalledWith(expect.stringContaining('POST /streaming/live failed'), expect.anything());
  error.mockRestore();
});

it('asks for a publish token when the go-live answer has none (the media server was unreachable), whatever secureOption says', async () => {
  setup({ secureOption: false });
  api.post('/streaming/live', { conversation: { _id: 'conv-pub' }, sessionId: 'sess-live' });
  api.post('/streaming/token', { tokenId: 'tok-pub', streamId: 'sess-live', type: 'publish', expireDate: 1 });
  const adaptor = await goLive();
  expect(adaptor.published[0]).toEqual({ streamId: 'sess-live', token: 'tok-pub' });
  expect(api.callsTo('POST', '/streaming/token')[0].body).toMatchObject({ id: 'sess-live', type: 'publish' });
});

it("a token failure shows the server's text and publishes nothing", async () => {
  setup({ secureOption: true });
  api.post('/streaming/live', { conversation: { _id: 'conv-pub' }, sessionId: 'sess-live' });
  api.post('/streaming/token', reply(403, { statusCode: 403, message: 'Forbidden resource' }));
  api.post('/streaming/token', reply(400, { statusCode: 400, message: 'Token limit reached' }));
  renderLive();
  const button = await screen.findByRole('button', { name: 'Go live' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  expect(await screen.findByText('Token limit reached')).toBeInTheDocument();
  expect(FakeAdaptor.publishers()).toHaveLength(0);
  expect(screen.getByRole('status', { name: 'Streaming status' })).toHaveTextContent('Offline');
  // the show the API started is closed again
  await waitFor(() => expect(api.callsTo('GET', '/streaming/finish')).toHaveLength(1));
});

it('finishes: GET /streaming/finish, the adaptor stops, the camera preview stays', async () => {
  setup();
  const adaptor = await goLive();
  await started(adaptor);
  await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'Streaming status' })).toHaveTextContent('Offline'));
  expect(api.callsTo('GET', '/streaming/finish')).toHaveLength(1);
  expect(adaptor.stopped).toEqual(['sess-live']);
  expect(adaptor.closed).toBe(true);
  expect(adaptor.reconnectIfRequiredFlag).toBe(false);
  expect(camera.getVideoTracks()[0].stop).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Your camera')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Go live' })).toBeInTheDocument();
});

it('shows the live viewer count and list', async () => {
  setup();
  const adaptor = await goLive();
  await started(adaptor);
  const viewers = await screen.findByRole('region', { name: 'Viewers' });
  await waitFor(() => expect(within(viewers).getByRole('status', { name: 'Viewer count' })).toHaveTextContent('1'));
  expect(within(viewers).getByText('Bob')).toBeInTheDocument();
  await serverEmits('public-room-changed', {
    conversationId: 'conv-pub',
    total: 2,
    members: [
      { _id: 'u7', username: 'bob', displayName: 'Bob' },
      { _id: 'u8', username: 'cid', displayName: 'Cid' },
    ],
  });
  expect(within(viewers).getByRole('status', { name: 'Viewer count' })).toHaveTextContent('2');
  expect(within(viewers).getByText('Cid')).toBeInTheDocument();
});

it('collects tips (each once, with the tip sound) and the earnings of the show', async () => {
  setup();
  const adaptor = await goLive();
  await started(adaptor);
  await serverEmits('tipped', {
    senderInfo: { _id: 'u7', username: 'bob', displayName: 'Bob' },
    token: 25,
    netPrice: 20,
    conversationId: 'conv-pub',
  });
  // the same tip as a room message: merged, no second sound
  await serverEmits('message_created_conversation_conv-pub', message({ _id: 'm9', senderId: 'u7', type: 'tip', token: 25, text: '' }));
  await serverEmits('RECEIVED_PAID_TOKEN', { conversationId: 'conv-x', token: 10, netPrice: 8 });
  const tips = screen.getByRole('list', { name: 'Tips received' });
  expect(within(tips).getAllByRole('listitem')).toHaveLength(1);
  expect(within(tips).getByRole('listitem')).toHaveTextContent('Bob tipped 25 tokens');
  expect(play).toHaveBeenCalledTimes(1);
  expect((play.mock.instances[0] as unknown as HTMLAudioElement).src).toContain('/sounds/tip.mp3');
  expect(screen.getByRole('status', { name: 'Show earnings' })).toHaveTextContent('28');
});

/** The broadcast page, then a private request from Member comes in: its item in the requests list. */
async function renderWithPrivateRequest() {
  renderLive();
  await screen.findByRole('button', { name: 'Go live' });
  await serverEmits('private-chat-request', {
    user: { _id: 'u1', username: 'member', displayName: 'Member' },
    conversationId: 'conv-priv',
    streamId: 's9',
  });
  const request = await screen.findByRole('listitem', { name: 'Private request from Member' });
  return request;
}

it('accepts a private request: publishes the private stream and plays the member camera', async () => {
  setup();
  api.post('/streaming/private-chat/accept/conv-priv', { conversation: { _id: 'conv-priv' }, sessionId: 'private-s9-p1', publishToken: 'tok-priv' });
  const request = await renderWithPrivateRequest();
  const accept = within(request).getByRole('button', { name: 'Accept' });
  await waitFor(() => expect(accept).toBeEnabled());
  await userEvent.click(accept);
  await waitFor(() => expect(FakeAdaptor.publishers()[0]?.published).toEqual([{ streamId: 'private-s9-p1', token: 'tok-priv' }]));
  await waitFor(() => expect(FakeAdaptor.players()[0]?.played).toEqual([{ streamId: 'private-s9-u1', token: undefined }]));
  expect(screen.getByTestId('member-camera')).toBeInTheDocument();
  // his camera is off until he turns it on (he may never): said plainly, no endless spinner
  await act(async () => FakeAdaptor.players()[0].error('no_stream_exist'));
  const camera = screen.getByRole('region', { name: "Member's camera" });
  expect(within(camera).getByText("Member's camera is off")).toBeInTheDocument();
  expect(within(camera).queryByLabelText('Connecting')).not.toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: 'Private request from Member' })).not.toBeInTheDocument();
  await started(FakeAdaptor.publishers()[0]);
  expect(screen.getByRole('status', { name: 'Streaming status' })).toHaveTextContent('Live — private show');
  expect(fakeSocket.emittedOf('JOIN_ROOM')).toEqual([{ conversationId: 'conv-priv' }]);
  // the server ends it (the member ran out of tokens)
  await serverEmits('show-ended', {
    conversationId: 'conv-priv',
    reason: 'insufficient-balance',
    message: "The member's balance is too low to continue the show.",
  });
  expect(screen.getByText("The member's balance is too low to continue the show.")).toBeInTheDocument();
  expect(FakeAdaptor.publishers()[0].stopped).toEqual(['private-s9-p1']);
});

it('rejects a private request', async () => {
  setup();
  api.put('/streaming/private-chat/reject/conv-priv', { success: true });
  const request = await renderWithPrivateRequest();
  await userEvent.click(within(request).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Private request from Member' })).not.toBeInTheDocument());
  expect(api.callsTo('PUT', '/streaming/private-chat/reject/conv-priv')).toHaveLength(1);
  expect(FakeAdaptor.instances).toHaveLength(0);
});

it('starts a group show and publishes its stream', async () => {
  setup();
  api.post('/streaming/group-chat', { conversation: { _id: 'conv-grp' }, sessionId: 'group-s5-p1', publishToken: 'tok-grp' });
  renderLive();
  const start = await screen.findByRole('button', { name: 'Start group show' });
  await waitFor(() => expect(start).toBeEnabled());
  await userEvent.click(start);
  await waitFor(() => expect(FakeAdaptor.publishers()[0]?.published).toEqual([{ streamId: 'group-s5-p1', token: 'tok-grp' }]));
  await started(FakeAdaptor.publishers()[0]);
  expect(screen.getByRole('status', { name: 'Streaming status' })).toHaveTextContent('Live — group show');
  expect(fakeSocket.emittedOf('JOIN_ROOM')).toEqual([{ conversationId: 'conv-grp' }]);
  await serverEmits('RECEIVED_PAID_TOKEN', { conversationId: 'conv-grp', token: 15, netPrice: 12 });
  expect(screen.getByRole('status', { name: 'Show earnings' })).toHaveTextContent('12');
});

import '../../testing/mock-live-modules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import { renderWithProviders, signedInAs, type MockApi } from '@platform/shared/mock';
import { AppRoutes } from '../../routes';
import { FakeAdaptor, FakeHls, fakeSocket, resetLive, serverEmits, setupLiveApi } from '../../testing/live-test-setup';
import { mockAnnaRoom } from '../../testing/room-fixtures';

let api: MockApi;
beforeEach(() => {
  api = setupLiveApi();
  signedInAs('user', { _id: 'u1', username: 'member' });
  bus.balance.set(100);
  api.post('/streaming/private-chat/p1', { conversation: { _id: 'conv-priv' }, sessionId: 'private-s9-p1' });
});
afterEach(() => resetLive(api));

const renderRoom = () => renderWithProviders(<AppRoutes />, { route: '/live/anna' });

async function request() {
  await userEvent.click(await screen.findByRole('button', { name: 'Request private show' }));
  expect(await screen.findByText('Waiting for Anna to accept your private show request…', { exact: false })).toBeInTheDocument();
}

it('checks the balance before requesting a private show', async () => {
  mockAnnaRoom(api, 'public');
  bus.balance.set(10);
  renderRoom();
  await userEvent.click(await screen.findByRole('button', { name: 'Request private show' }));
  expect(screen.getByText('A private show with Anna costs 30 tokens per minute; your balance is 10 tokens.', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buy tokens' })).toHaveAttribute('href', '/account/tokens');
  expect(api.callsTo('POST', '/streaming/private-chat/p1')).toHaveLength(0);
});

it('accepted: the private show plays the private stream with a token naming him, shows its cost, billed minutes and balance', async () => {
  mockAnnaRoom(api, 'public');
  api.post('/streaming/token', { tokenId: 'tok-play', streamId: 'private-s9-p1', type: 'play', expireDate: 1 });
  renderRoom();
  await request();
  await serverEmits('private-chat-accepted', { conversationId: 'conv-priv', sessionId: 'private-s9-p1' });
  const show = await screen.findByRole('region', { name: 'Private show with Anna' });
  expect(within(show).getByText('30 tokens/min')).toBeInTheDocument();
  expect(within(show).getByRole('note')).toHaveTextContent('Billing starts when the video plays.');
  // optionForPrivate is webrtc in the test config; a paid show is played with a token even with secureOption off
  await waitFor(() => expect(FakeAdaptor.players()[0]?.played[0]).toEqual({ streamId: 'private-s9-p1', token: 'tok-play' }));
  expect(api.callsTo('POST', '/streaming/token')[0].body).toMatchObject({ id: 'private-s9-p1', type: 'play' });
  expect(FakeAdaptor.players()[0].options.remoteVideoElement).toBe(within(show).getByTestId('live-video'));
  expect(fakeSocket.emittedOf('JOIN_ROOM')).toEqual([{ conversationId: 'conv-priv' }]);

  await serverEmits('show-billed', { conversationId: 'conv-priv', minute: 1, token: 30, balance: 70 });
  expect(within(show).queryByRole('note')).not.toBeInTheDocument();
  expect(within(show).getByRole('status', { name: 'Billed minutes' })).toHaveTextContent('1');
  expect(within(show).getByRole('status', { name: 'Balance' })).toHaveTextContent('70');
  expect(bus.balance.value()).toBe(70);

  // his own camera, published to private-{key}-{userId} with a one-time publish token (secureOption is off)
  api.post('/streaming/token', { tokenId: 'tok-cam', streamId: 'private-s9-u1', type: 'publish', expireDate: 1 });
  const stream = { getTracks: () => [{ kind: 'video', stop: jest.fn() }] } as unknown as MediaStream;
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn().mockResolvedValue(stream) } });
  await userEvent.click(within(show).getByRole('button', { name: 'Turn on my camera' }));
  await waitFor(() => expect(FakeAdaptor.publishers()[0]?.published).toEqual([{ streamId: 'private-s9-u1', token: 'tok-cam' }]));
  expect(api.callsTo('POST', '/streaming/token').at(-1)!.body).toMatchObject({ id: 'private-s9-u1', type: 'publish' });
  expect(FakeAdaptor.publishers()[0].mediaManager.localStream).toBe(stream);
});

it('her status turns private before the acceptance reaches the member: the waiting request still enters the show', async () => {
  mockAnnaRoom(api, 'public');
  renderRoom();
  await request();
  await serverEmits('modelUpdateStreamingStatus', { id: 'p1', status: 'private', performer: {} });
  expect(screen.getByText('Waiting for Anna to accept your private show request…', { exact: false })).toBeInTheDocument();
  await serverEmits('private-chat-accepted', { conversationId: 'conv-priv', sessionId: 'private-s9-p1' });
  expect(await screen.findByRole('region', { name: 'Private show with Anna' })).toBeInTheDocument();
});

it('no request button while she is in a private show with someone else, and no spy button when she does not allow spying', async () => {
  mockAnnaRoom(api, 'private');
  renderRoom();
  expect(await screen.findByRole('heading', { name: 'Anna' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request private show' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Spy on the show' })).not.toBeInTheDocument();
});

it("show-ended: the server's message is shown back in the room", async () => {
  mockAnnaRoom(api, 'public');
  renderRoom();
  await request();
  await serverEmits('private-chat-accepted', { conversationId: 'conv-priv', sessionId: 'private-s9-p1' });
  await screen.findByRole('region', { name: 'Private show with Anna' });
  await serverEmits('show-ended', {
    conversationId: 'conv-priv',
    reason: 'insufficient-balance',
    message: 'Your balance is too low to continue the show.',
  });
  expect(await screen.findByText('Your balance is too low to continue the show.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Private show with Anna' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Anna' })).toBeInTheDocument();
  expect(fakeSocket.emittedOf('LEAVE_ROOM')).toEqual([{ conversationId: 'conv-priv' }]);
});

it('rejected: the member is told the performer declined', async () => {
  mockAnnaRoom(api, 'public');
  renderRoom();
  await request();
  await serverEmits('private-chat-rejected', { conversationId: 'other' });
  expect(screen.queryByText('The performer declined your request.')).not.toBeInTheDocument();
  await serverEmits('private-chat-rejected', { conversationId: 'conv-priv' });
  expect(await screen.findByText('The performer declined your request.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Request private show' })).toBeInTheDocument();
});

it('joins a group show after the price is confirmed', async () => {
  mockAnnaRoom(api, 'group');
  api.get('/streaming/group-chat/p1', { conversation: { _id: 'conv-grp' }, sessionId: 'group-s5-p1' });
  api.post('/streaming/token', { tokenId: 'tok-grp', streamId: 'group-s5-p1', type: 'play', expireDate: 1 });
  renderRoom();
  expect(await screen.findByTestId('stream-placeholder')).toHaveAttribute('src', '/group.png');
  await userEvent.click(screen.getByRole('button', { name: 'Join group show' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm joining the group show' });
  expect(confirm).toHaveTextContent('Join the group show for 15 tokens per minute?');
  expect(api.callsTo('GET', '/streaming/group-chat/p1')).toHaveLength(0);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  const show = await screen.findByRole('region', { name: 'Group show with Anna' });
  expect(within(show).getByText('15 tokens/min')).toBeInTheDocument();
  // optionForGroup is hls in the test config
  await waitFor(() => expect(FakeHls.last()?.source).toBe('http://media.test/WebRTCAppEE/streams/group-s5-p1.m3u8?token=tok-grp'));
  expect(within(show).queryByRole('button', { name: 'Turn on my camera' })).not.toBeInTheDocument();
});

it('spies on her private show after the spy price is confirmed: her video only, no chat, no camera; the private member sees how many spy', async () => {
  mockAnnaRoom(api, 'private', { extra: { allowSpy: true, spyCallPrice: 20 } });
  api.post('/streaming/spy/p1', { conversationId: 'conv-priv', sessionId: 'private-s9-p1', price: 20 });
  api.post('/streaming/token', { tokenId: 'tok-spy', streamId: 'private-s9-p1', type: 'play', expireDate: 1 });
  renderRoom();
  await userEvent.click(await screen.findByRole('button', { name: 'Spy on the show' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm spying on the private show' });
  expect(confirm).toHaveTextContent('Watch the private show silently for 20 tokens per minute?');
  expect(api.callsTo('POST', '/streaming/spy/p1')).toHaveLength(0);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

  const show = await screen.findByRole('region', { name: "Spying on Anna's private show" });
  expect(within(show).getByText('20 tokens/min')).toBeInTheDocument();
  expect(
    within(show)
      .getAllByRole('note')
      .map((n) => n.textContent),
  ).toContain('You watch silently: no chat, no camera, and neither she nor her member sees who you are.');
  await waitFor(() => expect(FakeAdaptor.players()[0]?.played[0]).toEqual({ streamId: 'private-s9-p1', token: 'tok-spy' }));
  expect(within(show).queryByRole('button', { name: 'Turn on my camera' })).not.toBeInTheDocument();
  expect(within(show).queryByRole('textbox')).not.toBeInTheDocument();
  expect(fakeSocket.emittedOf('JOIN_ROOM')).toEqual([{ conversationId: 'conv-priv' }]);

  await serverEmits('show-ended', { conversationId: 'conv-priv', reason: 'finished', message: 'The private show has ended.' });
  expect(await screen.findByText('The private show has ended.')).toBeInTheDocument();
});

it('a balance too low for the spy price is told before anything is asked', async () => {
  mockAnnaRoom(api, 'private', { extra: { allowSpy: true, spyCallPrice: 25 } });
  bus.balance.set(10);
  renderRoom();
  await userEvent.click(await screen.findByRole('button', { name: 'Spy on the show' }));
  expect(screen.getByText('Spying on the private show costs 25 tokens per minute; your balance is 10 tokens.', { exact: false })).toBeInTheDocument();
  expect(api.callsTo('POST', '/streaming/spy/p1')).toHaveLength(0);
});

it('the private member sees how many members spy on the show', async () => {
  mockAnnaRoom(api, 'public');
  renderRoom();
  await request();
  await serverEmits('private-chat-accepted', { conversationId: 'conv-priv', sessionId: 'private-s9-p1' });
  const show = await screen.findByRole('region', { name: 'Private show with Anna' });
  await serverEmits('spy-count', { conversationId: 'conv-priv', spies: 2 });
  expect(within(show).getByText('2 members are spying on this show')).toBeInTheDocument();
  await serverEmits('spy-count', { conversationId: 'conv-priv', spies: 0 });
  expect(within(show).queryByText(/spying on this show/)).not.toBeInTheDocument();
});

import '../../testing/mock-live-modules';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signedInAs, type MockApi } from '@platform/shared/mock';
import type { StreamingStatus } from '@platform/shared/contract';
import { AppRoutes } from '../../routes';
import { FakeAdaptor, FakeHls, fakeSocket, reply, resetLive, serverEmits, setupLiveApi } from '../../testing/live-test-setup';
import { annaDetails, annaRoomRead, message, mockAnnaRoom, type RoomOptions } from '../../testing/room-fixtures';

let api: MockApi;

const room = (status: StreamingStatus, options?: RoomOptions) => mockAnnaRoom(api, status, options);

const renderRoom = () => renderWithProviders(<AppRoutes />, { route: '/live/anna' });

beforeEach(() => {
  api = setupLiveApi();
});
afterEach(() => resetLive(api));

describe('stage', () => {
  it.each([
    ['offline', 'Anna is offline', '/offline.png'],
    ['private', 'Anna is in a private show', '/private.png'],
    ['group', 'Anna is in a group show', '/group.png'],
  ] as const)('shows the default image of a %s room', async (status, alt, src) => {
    room(status);
    renderRoom();
    const image = await screen.findByRole('img', { name: alt });
    expect(image).toHaveAttribute('src', src);
    expect(image).toHaveAttribute('data-testid', 'stream-placeholder');
    expect(screen.queryByTestId('live-video')).not.toBeInTheDocument();
  });

  it('uses the images of the site settings when they are set', async () => {
    resetLive(api);
    api = setupLiveApi({}, { defaultOfflineModelImage: '/uploads/offline-custom.png' });
    room('offline');
    renderRoom();
    expect(await screen.findByTestId('stream-placeholder')).toHaveAttribute('src', '/uploads/offline-custom.png');
  });

  it('plays a public show over HLS by default, without a token when secureOption is off', async () => {
    room('public');
    renderRoom();
    const video = await screen.findByTestId('live-video');
    await waitFor(() => expect(FakeHls.last()?.source).toBe('http://media.test/WebRTCAppEE/streams/sess-1.m3u8'));
    expect(FakeHls.last().media).toBe(video);
    expect(api.callsTo('POST', '/streaming/token')).toHaveLength(0);
    expect(FakeAdaptor.instances).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Anna' })).toBeInTheDocument();
    expect(screen.getByText('Friday fun')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/profile/anna');
  });

  it('reads her room beside her profile, not after it', async () => {
    room('public');
    let answerProfile = () => {};
    const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
    api.get('/performers/anna/view', async () => {
      await profileHeld;
      return annaDetails('public');
    });
    renderRoom();
    await waitFor(() => expect(api.callsTo('GET', '/streaming/room/anna')).toHaveLength(1));
    expect(screen.queryByTestId('live-video')).not.toBeInTheDocument();
    answerProfile();
    expect(await screen.findByTestId('live-video')).toBeInTheDocument();
    expect(api.callsTo('GET', '/streaming/room/anna')).toHaveLength(1);
  });

  it('plays over WebRTC with a play token when the settings say so', async () => {
    resetLive(api);
    api = setupLiveApi({ optionForBroadcast: 'webrtc', secureOption: true });
    room('public');
    api.post('/streaming/token', (req) => ({ tokenId: 'tok-play', streamId: (req.body as { id: string }).id, type: 'play', expireDate: 0 }));
    renderRoom();
    await waitFor(() => expect(FakeAdaptor.players()[0]?.played).toEqual([{ streamId: 'sess-1', token: 'tok-play' }]));
    const adaptor = FakeAdaptor.players()[0];
    expect(adaptor.options.websocket_url).toBe('ws://media.test/WebRTCAppEE/websocket');
    expect(adaptor.options.remoteVideoElement).toBe(screen.getByTestId('live-video'));
    expect(api.callsTo('POST', '/streaming/token')[0].body).toMatchObject({ id: 'sess-1', type: 'play' });
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('shows the server text when the play token fails, and plays nothing', async () => {
    resetLive(api);
    api = setupLiveApi({ secureOption: true });
    room('public');
    api.post('/streaming/token', reply(400, { statusCode: 400, message: 'Token service unavailable' }));
    renderRoom();
    expect(await screen.findAllByText('Token service unavailable')).not.toHaveLength(0);
    expect(FakeHls.instances).toHaveLength(0);
    expect(FakeAdaptor.instances).toHaveLength(0);
  });

  it('goes to the offline image on model-left and plays again on join-broadcaster', async () => {
    room('public');
    renderRoom();
    await screen.findByTestId('live-video');
    await waitFor(() => expect(fakeSocket.emittedOf('public-stream/join')).toEqual([{ conversationId: 'conv-pub' }]));
    await serverEmits('model-left', { performerId: 'p1' });
    expect(await screen.findByTestId('stream-placeholder')).toHaveAttribute('src', '/offline.png');
    api.get('/streaming/room/anna', annaRoomRead('public', { sessionId: 'sess-2' }));
    await serverEmits('join-broadcaster', { performerId: 'p1' });
    await screen.findByTestId('live-video');
    await waitFor(() => expect(FakeHls.last().source).toBe('http://media.test/WebRTCAppEE/streams/sess-2.m3u8'));
  });

  it('plays on when the answer to its first join says she publishes, as she did at its read; a later publish starts the player over', async () => {
    room('public', { publishing: true });
    const emit = jest.spyOn(fakeSocket, 'emit');
    renderRoom();
    await screen.findByTestId('live-video');
    await waitFor(() => expect(fakeSocket.emittedOf('public-stream/join')).toHaveLength(1));
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    // the server tells a socket that joins while she publishes, before it answers the join
    await serverEmits('join-broadcaster', { performerId: 'p1' });
    expect(api.callsTo('GET', '/streaming/room/anna')).toHaveLength(1);
    expect(FakeHls.instances).toHaveLength(1);
    // its answer: from now on she publishes again (a new publish), and the player starts over
    const [, , answer] = emit.mock.calls.find(([event]) => event === 'public-stream/join') as unknown[];
    act(() => (answer as () => void)());
    await serverEmits('join-broadcaster', { performerId: 'p1' });
    await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
    expect(api.callsTo('GET', '/streaming/room/anna')).toHaveLength(2);
  });

  it('after her show ended, a socket reconnect reads her room again and stays offline', async () => {
    room('public');
    renderRoom();
    await screen.findByTestId('live-video');
    await serverEmits('model-left', { performerId: 'p1' });
    expect(await screen.findByTestId('stream-placeholder')).toHaveAttribute('src', '/offline.png');
    api.get('/streaming/room/anna', annaRoomRead('offline'));
    const reads = api.callsTo('GET', '/streaming/room/anna').length;
    act(() => globalThis.__PLATFORM_SOCKET_STATUS__?.reconnected.publish());
    await waitFor(() => expect(api.callsTo('GET', '/streaming/room/anna').length).toBe(reads + 1));
    expect(screen.getByTestId('stream-placeholder')).toHaveAttribute('src', '/offline.png');
  });

  it('follows modelUpdateStreamingStatus (a private show shows the private image)', async () => {
    room('public');
    renderRoom();
    await screen.findByTestId('live-video');
    await serverEmits('modelUpdateStreamingStatus', { id: 'p1', status: 'private', performer: {} });
    expect(await screen.findByTestId('stream-placeholder')).toHaveAttribute('src', '/private.png');
  });

  it('updates the viewer count from public-room-changed', async () => {
    room('public');
    renderRoom();
    await screen.findByTestId('live-video');
    await serverEmits('public-room-changed', { conversationId: 'conv-pub', total: 3, members: [] });
    expect(screen.getByRole('status', { name: 'Viewer count' })).toHaveTextContent('3');
    await serverEmits('public-room-changed', { conversationId: 'conv-pub', total: 4, members: [] });
    expect(screen.getByRole('status', { name: 'Viewer count' })).toHaveTextContent('4');
  });

  it('leaves the room and removes its listeners on unmount (the shared socket stays open)', async () => {
    room('public');
    const view = renderRoom();
    await screen.findByTestId('live-video');
    await waitFor(() => expect(fakeSocket.emittedOf('public-stream/join')).toHaveLength(1));
    view.unmount();
    expect(fakeSocket.emittedOf('public-stream/leave')).toEqual([{ conversationId: 'conv-pub' }]);
    expect(fakeSocket.listenerCount()).toBe(0);
  });

  it('shows an error with retry when the room cannot be loaded', async () => {
    api.on('GET', '/performers/anna/view', reply(500, { statusCode: 500, message: 'Performer not found' }), { times: 1 });
    renderRoom();
    expect(await screen.findByText('Performer not found')).toBeInTheDocument();
    room('offline');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Anna is offline' })).toBeInTheDocument();
  });
});

describe('favourite', () => {
  it('flips isFavorite when the server accepts, and says so clearly when the endpoint is missing', async () => {
    signedInAs('user', { _id: 'u1', username: 'member' });
    room('offline');
    api.post('/favourite/performers/like', { success: true });
    renderRoom();
    const button = await screen.findByRole('button', { name: /Favourite/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('POST', '/favourite/performers/like')[0].body).toEqual({ performerId: 'p1' });
    // unlike is not routed: the mock answers 404
    await userEvent.click(button);
    expect(await screen.findByText('Favourites are not available right now. Please try again later.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('chat', () => {
  it('shows the history, sends, receives, and shows deleted texts', async () => {
    signedInAs('user', { _id: 'u1', username: 'member' });
    room('public');
    const msg = (id: string, text: string, senderId: string, at: number) => ({
      _id: id,
      conversationId: 'conv-pub',
      type: 'text',
      text,
      senderId,
      senderSource: senderId.startsWith('u') ? 'user' : 'performer',
      senderInfo: { _id: senderId, username: senderId === 'u1' ? 'member' : 'anna', displayName: '', avatar: '', isPerformer: senderId === 'p1' },
      isDeleted: false,
      createdAt: new Date(at).toISOString(),
      updatedAt: new Date(at).toISOString(),
    });
    api.get('/messages/conversations/public/conv-pub', { data: [msg('m2', 'Welcome all', 'p1', 2000), msg('m1', 'Hi!', 'u1', 1000)], total: 2 });
    api.post('/messages/stream/public/conversations/conv-pub', (req) => msg('m3', (req.body as { text: string }).text, 'u1', 3000));
    renderRoom();
    const messages = await screen.findByRole('list', { name: 'Messages' });
    await within(messages).findByText('Welcome all');
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Hi!'), expect.stringContaining('Welcome all')]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Love it');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(messages).findByText('Love it');
    expect(api.callsTo('POST', '/messages/stream/public/conversations/conv-pub')[0].body).toEqual({ text: 'Love it' });
    // the socket echo of our own message is not doubled
    await serverEmits('message_created_conversation_conv-pub', msg('m3', 'Love it', 'u1', 3000));
    expect(within(messages).getAllByText('Love it')).toHaveLength(1);

    await serverEmits('message_created_conversation_conv-pub', msg('m4', 'Hello from Bob', 'u2', 4000));
    expect(within(messages).getByText('Hello from Bob')).toBeInTheDocument();

    // the performer (moderator) deletes the member's message: no server text → the moderator text
    await serverEmits('message_deleted_conversation_conv-pub', { ...msg('m1', '', 'u1', 1000), isDeleted: true });
    expect(within(messages).getByText('Сообщение удалено модератором')).toBeInTheDocument();
    // the server's replacement text wins when it sends one
    await serverEmits('message_deleted_conversation_conv-pub', { ...msg('m4', 'Message deleted', 'u2', 4000), isDeleted: true });
    expect(within(messages).getByText('Message deleted')).toBeInTheDocument();
  });

  it('deletes an own message: "Message deleted"', async () => {
    signedInAs('user', { _id: 'u1', username: 'member' });
    room('public');
    const own = {
      _id: 'm1',
      conversationId: 'conv-pub',
      type: 'text',
      text: 'Oops',
      senderId: 'u1',
      senderSource: 'user',
      senderInfo: { _id: 'u1', username: 'member', displayName: '', avatar: '', isPerformer: false },
      isDeleted: false,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    api.get('/messages/conversations/public/conv-pub', { data: [own], total: 1 });
    api.delete('/messages/m1', { ...own, text: '', isDeleted: true });
    renderRoom();
    const item = await screen.findByRole('listitem', { name: 'Message from member' });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(await within(item).findByText('Message deleted')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('after the socket comes back from a drop', () => {
  it('re-joins the room and shows the chat messages it missed, once each', async () => {
    room('public');
    api.get('/messages/conversations/public/conv-pub', (req) =>
      req.params.after === 'm2'
        ? { data: [message({ _id: 'm4', senderId: 'u3', text: 'Missed two' }), message({ _id: 'm3', senderId: 'u2', text: 'Missed one' })], total: 2 }
        : { data: [message({ _id: 'm2', senderId: 'p1', text: 'Welcome all' }), message({ _id: 'm1', senderId: 'u1', text: 'Hi!' })], total: 2 },
    );
    renderRoom();
    const messages = await screen.findByRole('list', { name: 'Messages' });
    await within(messages).findByText('Welcome all');
    await waitFor(() => expect(fakeSocket.emittedOf('public-stream/join')).toEqual([{ conversationId: 'conv-pub' }]));

    act(() => fakeSocket.dropAndReconnect());
    // the message that arrived on the new connection before the catch-up answer is not doubled
    await serverEmits('message_created_conversation_conv-pub', message({ _id: 'm4', senderId: 'u3', text: 'Missed two' }));

    await within(messages).findByText('Missed one');
    expect(fakeSocket.emittedOf('public-stream/rejoin')).toEqual([{ conversationId: 'conv-pub' }]);
    const catchUp = api.callsTo('GET', '/messages/conversations/public/conv-pub').at(-1);
    expect(catchUp?.params).toMatchObject({ after: 'm2', sort: 'desc' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Hi!'),
      expect.stringContaining('Welcome all'),
      expect.stringContaining('Missed one'),
      expect.stringContaining('Missed two'),
    ]);
  });

  it('joins once when the socket connects after the join was sent, and re-joins after a later drop', async () => {
    room('public');
    act(() => fakeSocket.setConnected(false));
    renderRoom();
    await waitFor(() => expect(fakeSocket.emittedOf('public-stream/join')).toEqual([{ conversationId: 'conv-pub' }]));
    // the connect delivers the join sent before it: no rejoin on top
    act(() => fakeSocket.setConnected(true));
    expect(fakeSocket.emittedOf('public-stream/rejoin')).toEqual([]);
    act(() => fakeSocket.dropAndReconnect());
    expect(fakeSocket.emittedOf('public-stream/rejoin')).toEqual([{ conversationId: 'conv-pub' }]);
    expect(fakeSocket.emittedOf('public-stream/join')).toHaveLength(1);
  });

  it('reads the room again: a show that ended meanwhile shows the offline image', async () => {
    room('public');
    renderRoom();
    await screen.findByTestId('live-video');
    room('offline');
    act(() => fakeSocket.dropAndReconnect());
    expect(await screen.findByRole('img', { name: 'Anna is offline' })).toBeInTheDocument();
  });
});

describe('a member the performer blocked', () => {
  const BLOCKED = 'This performer has blocked you';
  const forbidden = reply(403, { statusCode: 403, message: BLOCKED, error: 'Forbidden' });

  beforeEach(() => {
    signedInAs('user', { _id: 'u1', username: 'member' });
    room('public');
    // the API gives him no stream id: she blocked him
    api.get('/streaming/room/anna', annaRoomRead('public', { blocked: true }));
  });

  it('sees why instead of a player that waits for ever', async () => {
    renderRoom();
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOCKED);
    expect(screen.queryByTestId('live-video')).not.toBeInTheDocument();
    expect(screen.queryByText('Нет доступа')).not.toBeInTheDocument();
    expect(FakeHls.instances).toHaveLength(0);
    expect(FakeAdaptor.instances).toHaveLength(0);
  });

  it('is told so when he chats or asks for a private show', async () => {
    api.post('/messages/stream/public/conversations/conv-pub', forbidden);
    api.post('/streaming/private-chat/p1', forbidden);
    renderRoom();
    await screen.findByRole('alert');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'let me in');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText(BLOCKED)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Request private show' }));
    await waitFor(() => expect(screen.getAllByText(BLOCKED).length).toBeGreaterThanOrEqual(3));
    expect(screen.queryByText('Нет доступа')).not.toBeInTheDocument();
    expect(screen.queryByText('Waiting for Anna to accept your private show request…', { exact: false })).not.toBeInTheDocument();
  });
});

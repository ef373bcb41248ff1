import { bus, SIGNED_OUT, toast, type NotifyMessage } from '../bus';
import type { Message } from '../contract';
import { MESSAGING_EVENTS } from '../contract/events';
import { FakeSocket, mockApi, renderWithProviders, reply, resetPlatform, signedInAs, type MockApi } from '../mock';
import { trackSocketStatus } from '../socket';
import { recordingSocket } from '../socket/recording-socket.test-helpers';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conversationPath, MessageButton, messagePreview, openConversation, startMessageSync, useOpenConversation } from '.';

const { handlers, fakeSocket, emit } = recordingSocket();
jest.mock('../socket', () => ({ ...jest.requireActual('../socket'), getSocket: () => fakeSocket }));

const message = (overrides: Partial<Message> = {}): Message => ({
  _id: 'm1',
  conversationId: 'c1',
  type: 'text',
  text: 'hi there',
  senderId: 'p1',
  senderSource: 'performer',
  senderInfo: { _id: 'p1', avatar: '', displayName: 'Anna', username: 'anna', isPerformer: true },
  isDeleted: false,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

const signIn = () => bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u1', username: 'member' } as never });

let stop: () => void = () => undefined;
let notes: NotifyMessage[] = [];
let offNotify: () => void = () => undefined;
beforeEach(() => {
  notes = [];
  offNotify = bus.notify.subscribe((n) => notes.push(n));
  window.history.pushState({}, '', '/performers');
});
afterEach(() => {
  stop();
  offNotify();
  bus.auth.set(SIGNED_OUT);
  bus.unread.set(0);
  handlers.clear();
  jest.clearAllMocks();
});

it('sets bus.unread from the unread event while signed in, and is started once per page', () => {
  stop = startMessageSync();
  expect(startMessageSync()).toBe(stop);
  emit(MESSAGING_EVENTS.unread, { total: 4 });
  expect(bus.unread.value()).toBe(0); // signed out: not listening
  signIn();
  emit(MESSAGING_EVENTS.unread, { total: 4, conversationId: 'c1' });
  expect(bus.unread.value()).toBe(4);
  emit(MESSAGING_EVENTS.unread, { total: 'lots' });
  expect(bus.unread.value()).toBe(4);
  emit(MESSAGING_EVENTS.unread, { total: 0 });
  expect(bus.unread.value()).toBe(0);
  bus.auth.set(SIGNED_OUT);
  expect(handlers.get(MESSAGING_EVENTS.unread)?.size).toBe(0);
  expect(handlers.get(MESSAGING_EVENTS.created)?.size).toBe(0);
});

it("notifies a message from someone else with the sender's name, its text and a link to the conversation", () => {
  stop = startMessageSync();
  signIn();
  emit(MESSAGING_EVENTS.created, message());
  expect(notes).toEqual([{ type: 'info', title: 'Anna', text: 'hi there', duration: 4500, href: '/account/messages/c1' }]);
});

it('says what was sent when a photo or file has no text', () => {
  stop = startMessageSync();
  signIn();
  emit(MESSAGING_EVENTS.created, message({ type: 'photo', text: '' }));
  emit(MESSAGING_EVENTS.created, message({ type: 'file', text: '  ' }));
  expect(notes.map((n) => n.text)).toEqual(['Sent a photo', 'Sent a file']);
  expect(messagePreview({ type: 'photo', text: 'look' })).toBe('look');
});

it("stays quiet on that conversation's route and for my own messages from another tab", () => {
  stop = startMessageSync();
  signIn();
  window.history.pushState({}, '', '/account/messages/c1');
  emit(MESSAGING_EVENTS.created, message());
  window.history.pushState({}, '', '/account/messages/c1/');
  emit(MESSAGING_EVENTS.created, message());
  expect(notes).toEqual([]);
  // another conversation open, or the list: notified
  window.history.pushState({}, '', '/account/messages/c2');
  emit(MESSAGING_EVENTS.created, message());
  window.history.pushState({}, '', '/account/messages');
  emit(MESSAGING_EVENTS.created, message());
  expect(notes).toHaveLength(2);
  emit(MESSAGING_EVENTS.created, message({ senderId: 'u1', senderSource: 'user' }));
  expect(notes).toHaveLength(2);
});

describe('after the socket comes back from a drop', () => {
  const connection = new FakeSocket();
  let api: MockApi;
  let stopTracking = () => undefined as void;
  beforeEach(() => {
    api = mockApi();
    connection.reset();
    stopTracking = trackSocketStatus(connection);
  });
  afterEach(() => {
    stopTracking();
    api.restore();
  });
  const dropAndReturn = async () => {
    connection.setConnected(false);
    connection.setConnected(true);
  };

  it('asks for the unread total it may have missed while signed in', async () => {
    api.get('/messages/total-unread', { total: 7 });
    stop = startMessageSync();
    signIn();
    await dropAndReturn();
    await waitFor(() => expect(bus.unread.value()).toBe(7));
  });

  it('keeps an unread count pushed while the answer was on its way (it is newer)', async () => {
    api.get('/messages/total-unread', reply(200, { status: 0, data: { total: 7 } }, { delayMs: 20 }));
    stop = startMessageSync();
    signIn();
    await dropAndReturn();
    emit(MESSAGING_EVENTS.unread, { total: 3 });
    await waitFor(() => expect(api.callsTo('GET', '/messages/total-unread')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 40)));
    expect(bus.unread.value()).toBe(3);
  });

  it('asks nothing while signed out', async () => {
    stop = startMessageSync();
    await dropAndReturn();
    expect(api.callsTo('GET', '/messages/total-unread')).toHaveLength(0);
  });
});

describe('openConversation', () => {
  let api: MockApi;
  beforeEach(() => {
    api = mockApi();
  });
  afterEach(() => api.restore());

  it('POSTs /conversations and answers the conversation', async () => {
    api.post('/conversations', { _id: 'c9' });
    await expect(openConversation({ source: 'performer', sourceId: 'p1' })).resolves.toMatchObject({ _id: 'c9' });
    expect(api.callsTo('POST', '/conversations')[0].body).toEqual({ source: 'performer', sourceId: 'p1' });
    expect(conversationPath('c9')).toBe('/account/messages/c9');
  });

  it("throws a 403 with the server's message", async () => {
    api.post('/conversations', reply(403, { statusCode: 403, message: 'This performer has blocked you' }));
    await expect(openConversation({ source: 'performer', sourceId: 'p1' })).rejects.toMatchObject({
      statusCode: 403,
      message: 'This performer has blocked you',
    });
  });
});

describe('useOpenConversation', () => {
  let api: MockApi;
  let navigations: unknown[];
  let off: () => void;
  beforeEach(() => {
    api = mockApi();
    navigations = [];
    off = bus.navigate.subscribe((n) => navigations.push(n.to));
  });
  afterEach(() => {
    off();
    api.restore();
  });

  it('sends a signed-out visitor to sign in, without asking the server', async () => {
    const { result } = renderHook(() => useOpenConversation({ source: 'performer', sourceId: 'p1' }));
    await act(() => result.current.open());
    expect(navigations).toEqual(['/auth/login/user']);
    expect(api.calls).toHaveLength(0);
  });

  it("opens the conversation, or keeps the server's refusal", async () => {
    signIn();
    api.post('/conversations', { _id: 'c7' });
    const { result } = renderHook(() => useOpenConversation({ source: 'performer', sourceId: 'p1' }));
    await act(() => result.current.open());
    expect(navigations).toEqual(['/account/messages/c7']);
    api.post('/conversations', reply(403, { statusCode: 403, message: 'This performer has blocked you' }));
    await act(() => result.current.open());
    expect(result.current.error).toBe('This performer has blocked you');
    expect(navigations).toHaveLength(1);
  });

  // The button of a performer's profile and room: what a member, a visitor and other roles see.
  describe('MessageButton', () => {
    const renderButton = () => renderWithProviders(<MessageButton performerId="p1" name="Anna" />);
    const messageButton = () => screen.getByRole('button', { name: 'Message Anna' });
    afterEach(() => act(() => resetPlatform()));

    it('opens (or starts) the conversation with her and goes to it', async () => {
      signIn();
      api.post('/conversations', { _id: 'c42' });
      renderButton();
      await userEvent.click(messageButton());
      await waitFor(() => expect(navigations).toEqual(['/account/messages/c42']));
      expect(api.callsTo('POST', '/conversations')[0].body).toEqual({ source: 'performer', sourceId: 'p1' });
    });

    it('sends a visitor to sign in', async () => {
      renderButton();
      await userEvent.click(messageButton());
      expect(navigations).toEqual(['/auth/login/user']);
      expect(api.callsTo('POST', '/conversations')).toHaveLength(0);
    });

    it("shows the server's message when she blocked him (403), without the generic toast", async () => {
      const errorToast = jest.spyOn(toast, 'error');
      signIn();
      api.post('/conversations', reply(403, { statusCode: 403, message: 'This performer has blocked you' }));
      renderButton();
      await userEvent.click(messageButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('This performer has blocked you');
      expect(navigations).toEqual([]);
      expect(errorToast).not.toHaveBeenCalled();
      errorToast.mockRestore();
    });

    it.each(['performer', 'studio'] as const)('is not offered to a %s', (role) => {
      signedInAs(role, { _id: 'x9', username: 'someone' });
      renderButton();
      expect(screen.queryByRole('button', { name: 'Message Anna' })).not.toBeInTheDocument();
    });
  });
});

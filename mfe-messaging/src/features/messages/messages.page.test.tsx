import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, changeLanguage, MESSAGING_EVENTS } from '@platform/shared';
import { mockApi, renderWithProviders, reply, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import type { Message } from '@platform/shared/contract';
import { Root } from '../../root';
import { RENEW_MIN_DELAY_MS } from './link-renewal';
import { fakeSocket } from '../../testing/fake-socket';
import { makeConversation, makeMessage, ME, newestFirst } from '../../testing/messaging.fixtures';

const LOAD_FAILED = 'Error occured, please try again later';
/** Undone after the test that added it. */
const afterThis: Array<() => void> = [];
afterEach(() => afterThis.splice(0).forEach((undo) => undo()));

let api: MockApi;

const anna = makeConversation('c1', 'Anna', { totalNotSeenMessages: 2 });
const bella = makeConversation('c2', 'Bella', { totalNotSeenMessages: 1 });
const carla = makeConversation('c3', 'Carla');
const byId: Record<string, ReturnType<typeof makeConversation>> = { c1: anna, c2: bella, c3: carla };

const renderAt = (path: string) => renderWithProviders(<Root />, { router: false, route: path });
const serverEmits = async (event: string, payload: unknown) => {
  await act(async () => fakeSocket.serverEmit(event, payload));
};
const list = () => screen.getByRole('list', { name: 'Conversations' });
const thread = () => screen.getByRole('list', { name: 'Messages' });
const composer = () => screen.getByRole('textbox', { name: 'Message' });

beforeEach(() => {
  api = mockApi();
  signedInAs('user', { _id: ME, username: 'member' });
  api.get('/messages/total-unread', { total: 3 });
  api.get('/conversations', { data: [anna, bella], total: 2 });
  api.get('/conversations/:id', (req: { match: { id: string } }) => byId[req.match.id] ?? reply(404, { statusCode: 404, message: 'Not found' }));
  api.get('/messages/conversations/:id', { data: newestFirst('c1', 3, 3), total: 3 });
  api.post('/messages/read-all', { total: 1 });
});

afterEach(() => {
  api.restore();
  fakeSocket.reset();
  resetPlatform();
});

describe('opening a conversation', () => {
  it('shows its messages oldest first, calls read-all and sets its unseen count to 0', async () => {
    renderAt('/account/messages/c1');
    await screen.findByText('message 3');
    expect(
      within(thread())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('message 1'), expect.stringContaining('message 2'), expect.stringContaining('message 3')]);
    await waitFor(() => expect(api.callsTo('POST', '/messages/read-all')).toHaveLength(1));
    expect(api.callsTo('POST', '/messages/read-all')[0].body).toEqual({ conversationId: 'c1' });
    expect(api.callsTo('GET', '/messages/conversations/c1')[0].params).toMatchObject({ offset: 0, limit: 25, sort: 'desc' });
    await waitFor(() => expect(within(list()).queryByLabelText('2 unread')).not.toBeInTheDocument());
    expect(within(list()).getByLabelText('1 unread')).toBeInTheDocument(); // Bella's
    await waitFor(() => expect(bus.unread.value()).toBe(1));
    expect(screen.getByRole('link', { name: /Anna/ })).toHaveAttribute('aria-current', 'page');
    // the back link is for phones only (a media query shows it; jsdom applies the wide screen's CSS)
    expect(screen.getByLabelText('Back to conversations')).toHaveAttribute('href', '/account/messages');
  });

  it('places a conversation absent from the list at its top', async () => {
    renderAt('/account/messages/c3');
    await waitFor(() =>
      expect(
        within(list())
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-label')),
      ).toEqual(['Carla', 'Anna', 'Bella']),
    );
  });

  it('opens another conversation from the list without reloading the list', async () => {
    renderAt('/account/messages');
    expect(await screen.findByText('Choose a conversation to read it here.')).toBeInTheDocument();
    await userEvent.click(within(list()).getByRole('link', { name: /Bella/ }));
    expect(window.location.pathname).toBe('/account/messages/c2');
    await waitFor(() => expect(api.callsTo('POST', '/messages/read-all')[0]?.body).toEqual({ conversationId: 'c2' }));
    expect(api.callsTo('GET', '/conversations')).toHaveLength(1);
  });

  it('toasts a load failure of the messages with the exact text', async () => {
    api.get('/messages/conversations/:id', reply(500, { statusCode: 500, message: 'boom' }));
    renderAt('/account/messages/c1');
    await waitFor(() => expect(screen.getAllByText(LOAD_FAILED)).toHaveLength(2)); // the thread's error state and the toast
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(expect.arrayContaining([expect.stringContaining(LOAD_FAILED)]));
  });
});

describe('loading older messages', () => {
  // jsdom has no layout: the scroll box's height is 100 px per message shown, its scrollTop a plain value.
  const scrollTops = new WeakMap<Element, number>();
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.querySelectorAll('[data-message-id]').length * 100;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 500 });
    Object.defineProperty(Element.prototype, 'scrollTop', {
      configurable: true,
      get(this: Element) {
        return scrollTops.get(this) ?? 0;
      },
      set(this: Element, v: number) {
        scrollTops.set(this, v);
      },
    });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as any).scrollHeight;
    delete (HTMLElement.prototype as any).clientHeight;
    delete (Element.prototype as any).scrollTop;
  });

  it('prepends them and keeps what was on screen in place (scrollTop grows by the added height)', async () => {
    api.get('/messages/conversations/:id', (req: { params: { offset: string } }) =>
      Number(req.params.offset) === 0 ? { data: newestFirst('c1', 30, 25), total: 30 } : { data: newestFirst('c1', 5, 5), total: 30 },
    );
    renderAt('/account/messages/c1');
    await screen.findByText('message 30');
    const box = screen.getByTestId('message-scroll');
    expect(box.scrollTop).toBe(2500); // the first page shows the newest message
    box.scrollTop = 40; // the reader scrolled up
    fireEvent.scroll(box);
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await screen.findByText('message 1');
    expect(api.callsTo('GET', '/messages/conversations/c1')[1].params).toMatchObject({ offset: 25, limit: 25 });
    const items = within(thread()).getAllByRole('listitem');
    expect(items).toHaveLength(30);
    expect(items[0]).toHaveTextContent('message 1');
    expect(items[29]).toHaveTextContent('message 30');
    expect(box.scrollTop).toBe(40 + 500); // 5 messages × 100 px added above
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('scrolls a new message into view when the reader is at the bottom, not when she reads older ones', async () => {
    renderAt('/account/messages/c1');
    await screen.findByText('message 3');
    const box = screen.getByTestId('message-scroll');
    // 3 messages fit in the 500 px box: she is at the bottom, so the new one is scrolled into view
    await serverEmits(MESSAGING_EVENTS.created, makeMessage('m4', 'c1', { text: 'new one' }));
    expect(box.scrollTop).toBe(400);
    // further up in a long thread she stays where she reads
    for (let i = 5; i <= 12; i += 1) await serverEmits(MESSAGING_EVENTS.created, makeMessage(`m${i}`, 'c1', { text: `more ${i}` }));
    box.scrollTop = 100;
    fireEvent.scroll(box);
    await serverEmits(MESSAGING_EVENTS.created, makeMessage('m13', 'c1', { text: 'unseen below' }));
    expect(box.scrollTop).toBe(100);
    // …but her own message always shows
    await serverEmits(MESSAGING_EVENTS.created, makeMessage('m14', 'c1', { senderId: ME, text: 'mine' }));
    expect(box.scrollTop).toBe(1400);
  });
});

describe('the composer', () => {
  beforeEach(() => {
    api.post('/messages/conversations/:id', (req: { body: { text: string } }) =>
      makeMessage('m-new', 'c1', { senderId: ME, senderSource: 'user', text: req.body.text }),
    );
  });

  it('Enter sends, Shift+Enter makes a new line, Send is disabled while empty', async () => {
    renderAt('/account/messages/c1');
    await screen.findByText('message 3');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(composer(), '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.clear(composer());
    await userEvent.type(composer(), 'hello{Shift>}{Enter}{/Shift}');
    expect(api.callsTo('POST', '/messages/conversations/c1')).toHaveLength(0);
    expect(composer()).toHaveValue('hello\n');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.type(composer(), 'there{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/messages/conversations/c1')).toHaveLength(1));
    expect(api.callsTo('POST', '/messages/conversations/c1')[0].body).toEqual({ text: 'hello\nthere' });
    await waitFor(() => expect(composer()).toHaveValue(''));
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(4);
    // the list's last message follows, unseen 0
    expect(within(list()).getByRole('listitem', { name: 'Anna' })).toHaveTextContent('hello there');
    // the socket's echo of my own message is not shown twice
    await serverEmits(MESSAGING_EVENTS.created, makeMessage('m-new', 'c1', { senderId: ME, text: 'hello\nthere' }));
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(4);
  });

  it("keeps the text and shows the server's message when sending fails (429, 403)", async () => {
    api.post('/messages/conversations/:id', reply(429, { statusCode: 429, message: 'You are sending messages too fast' }));
    renderAt('/account/messages/c1');
    await screen.findByText('message 3');
    await userEvent.type(composer(), 'are you there?{Enter}');
    expect(await screen.findByText('You are sending messages too fast')).toHaveAttribute('role', 'alert');
    expect(composer()).toHaveValue('are you there?');
    api.post('/messages/conversations/:id', reply(403, { statusCode: 403, message: 'This performer has blocked you' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This performer has blocked you')).toBeInTheDocument();
    expect(composer()).toHaveValue('are you there?');
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('sends a file with a progress bar and shows it as a download link with its name and size', async () => {
    api.post('/messages/private/file', () =>
      makeMessage('m-file', 'c1', {
        senderId: ME,
        type: 'file',
        text: '',
        file: { url: '/uploads/messages/f1.pdf', name: 'menu.pdf', size: 2048, mimeType: 'application/pdf' },
      }),
    );
    renderAt('/account/messages/c1');
    await screen.findByText('message 3');
    const file = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Attach a file'), file);
    const link = await screen.findByRole('link', { name: /menu\.pdf/ });
    expect(link).toHaveAttribute('href', '/uploads/messages/f1.pdf?download=1');
    expect(link).toHaveTextContent('menu.pdf (2 KB)');
    const body = api.callsTo('POST', '/messages/private/file')[0].body as FormData;
    expect(body.get('conversationId')).toBe('c1');
    expect((body.get('file') as File).name).toBe('menu.pdf');
  });

  it('cancels an upload in progress', async () => {
    api.post('/messages/private/file', reply(200, { status: 0, data: makeMessage('m-late', 'c1') }, { delayMs: 60_000 }));
    renderAt('/account/messages/c1');
    await screen.findByText('message 3');
    await userEvent.upload(screen.getByLabelText('Attach a file'), new File(['x'], 'a.zip', { type: 'application/zip' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending the file progress' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('The upload was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('attachments and deletion', () => {
  const photo: Message = makeMessage('m-photo', 'c1', {
    type: 'photo',
    text: '',
    imageUrl: '/uploads/messages/full.jpg',
    file: { url: '/uploads/messages/full.jpg', thumbnailUrl: '/uploads/messages/thumb.webp', name: 'beach.jpg', size: 1000, mimeType: 'image/jpeg' },
  });
  const mine = makeMessage('m-own', 'c1', { senderId: ME, senderSource: 'user', text: 'oops, wrong chat' });

  beforeEach(() => {
    api.get('/messages/conversations/:id', { data: [mine, photo], total: 2 });
  });

  it('shows a photo inline by its thumbnail; a click opens the full image', async () => {
    renderAt('/account/messages/c1');
    expect(await screen.findByRole('img', { name: 'beach.jpg' })).toHaveAttribute('src', '/uploads/messages/thumb.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Open beach.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'beach.jpg' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/messages/full.jpg');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the image viewer is a modal dialog that keeps the focus (Tab stays on Close) and gives it back on Escape', async () => {
    // jsdom has no layout: every element counts as rendered for the focus trap
    const rects = jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    afterThis.push(() => rects.mockRestore());
    renderAt('/account/messages/c1');
    const open = await screen.findByRole('button', { name: 'Open beach.jpg' });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'beach.jpg' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it("deletes my own message after a confirm: its text becomes 'Message deleted'", async () => {
    api.delete('/messages/:id', { ...mine, isDeleted: true, text: 'Message deleted' });
    renderAt('/account/messages/c1');
    await screen.findByText('oops, wrong chat');
    // only my own message can be deleted
    expect(screen.getAllByRole('button', { name: 'Delete message' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    expect(api.callsTo('DELETE', '/messages/m-own')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await within(thread()).findByText('Message deleted')).toBeInTheDocument();
    // it was the last message: the list says so too
    expect(within(list()).getByRole('listitem', { name: 'Anna' })).toHaveTextContent('Message deleted');
    expect(api.callsTo('DELETE', '/messages/m-own')).toHaveLength(1);
    expect(screen.queryByText('oops, wrong chat')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete message' })).not.toBeInTheDocument();
  });

  it("shows 'Message deleted' when the other side deletes (socket)", async () => {
    renderAt('/account/messages/c1');
    await screen.findByRole('img', { name: 'beach.jpg' });
    await serverEmits(MESSAGING_EVENTS.deleted, { ...photo, isDeleted: true, text: 'Message deleted', file: undefined, imageUrl: undefined });
    expect(within(thread()).getByText('Message deleted')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'beach.jpg' })).not.toBeInTheDocument();
  });
});

describe('signed attachment links', () => {
  const signedPdf = (signature: string, expiresAt: number) =>
    makeMessage('m-pdf', 'c1', {
      type: 'file',
      text: '',
      file: {
        url: `/api/messages/m-pdf/file?viewer=user%3Au-me&expires=${Math.floor(expiresAt / 1000)}&signature=${signature}`,
        name: 'menu.pdf',
        size: 10,
        mimeType: 'application/pdf',
      },
    });

  it('asks the messages again shortly before their links expire and shows the fresh links', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    afterThis.push(() => jest.useRealTimers());
    let served = 0;
    api.get('/messages/conversations/:id', () => {
      served += 1;
      const message = served === 1 ? signedPdf('old', Date.now() + 60_000) : signedPdf('new', Date.now() + 30 * 60_000);
      return { data: [message], total: 1 };
    });
    renderAt('/account/messages/c1');
    const link = await screen.findByRole('link', { name: /menu\.pdf/ });
    expect(link.getAttribute('href')).toContain('signature=old');
    expect(api.callsTo('GET', '/messages/conversations/c1')).toHaveLength(1);
    await act(async () => void jest.advanceTimersByTime(RENEW_MIN_DELAY_MS));
    await waitFor(() => expect(screen.getByRole('link', { name: /menu\.pdf/ }).getAttribute('href')).toContain('signature=new'));
    expect(api.callsTo('GET', '/messages/conversations/c1')[1].params).toMatchObject({ offset: 0, limit: 200 });
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('receiving', () => {
  it('a message in the open conversation is appended and read', async () => {
    renderAt('/account/messages/c1');
    await screen.findByText('message 3');
    await waitFor(() => expect(api.callsTo('POST', '/messages/read-all')).toHaveLength(1));
    await serverEmits(MESSAGING_EVENTS.created, makeMessage('m4', 'c1', { text: 'still there?' }));
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(thread()).getAllByRole('listitem')[3]).toHaveTextContent('still there?');
    await waitFor(() => expect(api.callsTo('POST', '/messages/read-all')).toHaveLength(2));
    expect(within(list()).getByRole('listitem', { name: 'Anna' })).not.toHaveTextContent(/unread/);
  });

  it('a message for another conversation moves it to the top with unseen+1; one not listed is fetched first', async () => {
    renderAt('/account/messages/c1');
    await screen.findByText('message 3');
    await serverEmits(MESSAGING_EVENTS.created, makeMessage('m9', 'c2', { text: 'miss you' }));
    const names = () =>
      within(list())
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label'));
    expect(names()).toEqual(['Bella', 'Anna']);
    expect(within(list()).getByRole('listitem', { name: 'Bella' })).toHaveTextContent('miss you');
    expect(within(list()).getByLabelText('2 unread')).toBeInTheDocument();
    await serverEmits(MESSAGING_EVENTS.created, makeMessage('m10', 'c3', { type: 'file', text: '' }));
    await waitFor(() => expect(names()).toEqual(['Carla', 'Bella', 'Anna']));
    expect(within(list()).getByRole('listitem', { name: 'Carla' })).toHaveTextContent('Sent a file');
  });

  it('removes its socket listeners when it leaves', async () => {
    const view = renderAt('/account/messages/c1');
    await screen.findByText('message 3');
    expect(fakeSocket.listenerCount()).toBe(3);
    view.unmount();
    expect(fakeSocket.listenerCount()).toBe(0);
  });
});

describe('back from a socket drop', () => {
  it('shows the messages of the open conversation it missed, reads it, and refreshes the list', async () => {
    renderAt('/account/messages/c1');
    await screen.findByText('message 3');
    await waitFor(() => expect(api.callsTo('POST', '/messages/read-all')).toHaveLength(1));
    api.get('/messages/conversations/:id', { data: newestFirst('c1', 5, 3), total: 5 });
    api.get('/conversations', { data: [{ ...bella, lastMessage: 'Missed from Bella', totalNotSeenMessages: 2 }, anna], total: 2 });

    act(() => fakeSocket.dropAndReconnect());

    await within(thread()).findByText('message 5');
    expect(
      within(thread())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([1, 2, 3, 4, 5].map((n) => expect.stringContaining(`message ${n}`)));
    await waitFor(() => expect(api.callsTo('POST', '/messages/read-all')).toHaveLength(2));
    expect(await within(list()).findByText('Missed from Bella')).toBeInTheDocument();
  });
});

describe('the list', () => {
  it('searches with q after a pause in typing', async () => {
    api.get('/conversations/search', { data: [bella], total: 1 });
    renderAt('/account/messages');
    // the page's first render (lazy page, then the fetch) can take more than findBy's 1 s on a loaded 2-core machine
    await within(await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 })).findByText('Anna');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'bel');
    await waitFor(() => expect(within(list()).queryByText('Anna')).not.toBeInTheDocument());
    expect(within(list()).getByText('Bella')).toBeInTheDocument();
    const searches = api.callsTo('GET', '/conversations/search');
    expect(searches).toHaveLength(1); // debounced: one request for three keys
    expect(searches[0].params).toMatchObject({ q: 'bel', offset: 0, limit: 25, sortBy: 'lastMessageCreatedAt', sort: 'desc' });
  });

  it("formats a large unseen count as '9999+'", async () => {
    api.get('/conversations', { data: [makeConversation('c1', 'Anna', { totalNotSeenMessages: 12000 })], total: 1 });
    renderAt('/account/messages');
    expect(await screen.findByLabelText('9999+ unread')).toHaveTextContent('9999+');
  });
});

describe('in Russian', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('shows the page, the list, the thread and the composer in Russian, with a Russian plural and number', async () => {
    api.get('/messages/conversations/:id', {
      data: [
        makeMessage('m-file', 'c1', {
          type: 'file',
          text: '',
          file: { url: '/uploads/messages/f1.pdf', name: 'menu.pdf', size: 1536, mimeType: 'application/pdf' },
        }),
        ...newestFirst('c1', 2, 2),
      ],
      total: 3,
    });
    renderAt('/account/messages/c1');
    await screen.findByText('message 2');
    await act(() => changeLanguage('ru'));
    expect(screen.getByRole('heading', { name: 'Сообщения', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск по перепискам' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Переписки' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Сообщения' })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'История сообщений' })).toHaveAttribute('aria-live', 'polite');
    // the back link is for phones only (hidden on a wide screen, so found by its label)
    expect(screen.getByLabelText('Назад к перепискам')).toHaveTextContent('Переписки');
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveAttribute('placeholder', 'Напишите сообщение…');
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /menu\.pdf/ })).toHaveTextContent('menu.pdf (1,5 КБ)');
    // Bella's one unseen message: the Russian singular; 3 in the header total: the plural
    expect(within(screen.getByRole('list', { name: 'Переписки' })).getByLabelText('1 непрочитанное')).toBeInTheDocument();
    act(() => bus.unread.set(3));
    expect(screen.getByText('3 непрочитанных')).toBeInTheDocument();
  });

  it('toasts and shows the load failure in Russian', async () => {
    await act(() => changeLanguage('ru'));
    api.get('/messages/conversations/:id', reply(500, { statusCode: 500, message: 'boom' }));
    renderAt('/account/messages/c1');
    await waitFor(() => expect(screen.getAllByText('Произошла ошибка, попробуйте позже')).toHaveLength(2));
  });
});

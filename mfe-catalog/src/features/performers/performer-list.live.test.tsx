import { act, render, screen, within } from '@testing-library/react';
import { STREAM_EVENTS } from '@platform/shared';
import { mockApi, resetPlatform, type MockApi } from '@platform/shared/mock';
import type { ModelStatusEvent, Performer, StreamingStatus } from '@platform/shared/contract';
import { Root } from '../../root';
import { fakeSocket } from '../../testing/fake-socket';
import { makePerformer } from './performer.fixtures';
import { findPerformers, listCategories } from './performers.resource';
import { LIST_POLL_MS, LIST_REFRESH_MS } from './use-live-catalog';

jest.mock('./performers.resource', () => ({
  ...jest.requireActual('./performers.resource'),
  findPerformers: jest.fn(),
  listCategories: jest.fn(),
}));
jest.mock('../banners/banners.resource', () => ({ searchBanners: jest.fn(async () => []) }));

const search = findPerformers as jest.MockedFunction<typeof findPerformers>;
const anna = makePerformer({ _id: 'p1', username: 'anna', streamingStatus: 'public', isStreaming: true, sessionId: 'annakey' });
const dana = makePerformer({ _id: 'p4', username: 'dana' });
const as = (p: Performer, streamingStatus: StreamingStatus): Performer => ({ ...p, streamingStatus, isStreaming: streamingStatus !== 'offline' });
const statusEvent = (p: Performer, status: StreamingStatus): ModelStatusEvent => ({ id: p._id, performer: as(p, status), status });

/** The names on the cards, in the order the visitor sees them. */
const cardNames = () => screen.getAllByRole('img', { name: / avatar$/ }).map((img) => img.getAttribute('alt')!.replace(/ avatar$/, ''));

async function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(<Root />);
  await nextTick();
}

// The query cache tells React about a change on its next tick (a 0 ms timer): "at once" is that tick; an
// answer of the (mocked) API takes a few more.
const nextTick = async () => {
  for (let i = 0; i < 3; i += 1) await act(() => jest.advanceTimersByTimeAsync(1));
};
const wait = async (ms: number) => {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await nextTick();
};
const serverSends = async (event: string, payload: ModelStatusEvent) => {
  act(() => fakeSocket.serverEmit(event, payload));
  await nextTick();
};

let api: MockApi;
beforeEach(() => {
  jest.useFakeTimers();
  // Anna's public show has a preview, which reads the media settings.
  api = mockApi();
  api.get('/settings/public', { AntMediaAppname: 'WebRTCAppEE', viewerURL: '' });
  search.mockReset();
  (listCategories as jest.Mock).mockResolvedValue([]);
});
afterEach(() => {
  api.restore();
  resetPlatform();
  fakeSocket.reset();
  jest.useRealTimers();
});

describe('the home grid when a performer goes live', () => {
  it('puts LIVE on her card at once, then reorders the grid from the API within 2 s', async () => {
    search.mockResolvedValueOnce({ data: [anna, dana], total: 2 });
    await renderAt('/');
    expect(screen.getByRole('link', { name: 'Dana profile' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Anna', 'Dana']);

    search.mockResolvedValue({ data: [as(dana, 'public'), anna], total: 2 });
    await serverSends(STREAM_EVENTS.modelUpdateStreamingStatus, statusEvent(dana, 'public'));
    const card = screen.getByRole('link', { name: /^Watch Dana live/ });
    expect(within(card).getByText('Live')).toBeInTheDocument();
    expect(within(card).getByText('Public show')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Dana is live' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);

    await wait(LIST_REFRESH_MS);
    expect(search).toHaveBeenCalledTimes(2);
    expect(cardNames()).toEqual(['Dana', 'Anna']);
  });

  it('asks the API once for a burst of events (at most once per 2 s)', async () => {
    search.mockResolvedValue({ data: [anna, dana], total: 2 });
    await renderAt('/');
    await serverSends(STREAM_EVENTS.modelUpdateStreamingStatus, statusEvent(dana, 'public'));
    await serverSends(STREAM_EVENTS.modelUpdateStatus, statusEvent(dana, 'public'));
    await wait(500);
    await serverSends(STREAM_EVENTS.modelUpdateStreamingStatus, statusEvent(anna, 'private'));
    await wait(LIST_REFRESH_MS - 500);
    expect(search).toHaveBeenCalledTimes(2);
    await wait(LIST_REFRESH_MS * 3);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('leaves the other cards and an unknown performer’s event alone', async () => {
    search.mockResolvedValue({ data: [anna, dana], total: 2 });
    await renderAt('/');
    const stranger = makePerformer({ _id: 'p9', username: 'zoe' });
    await serverSends(STREAM_EVENTS.modelUpdateStreamingStatus, statusEvent(stranger, 'public'));
    expect(screen.getByRole('link', { name: /^Watch Anna live/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dana profile' })).toBeInTheDocument();
  });
});

describe('the performers page when a performer goes offline', () => {
  it('takes LIVE off her card at once and links it to her profile', async () => {
    search.mockResolvedValue({ data: [anna, dana], total: 2 });
    await renderAt('/performers');
    expect(within(screen.getByRole('link', { name: /^Watch Anna live/ })).getByText('Live')).toBeInTheDocument();

    await serverSends(STREAM_EVENTS.modelUpdateStatus, statusEvent(anna, 'offline'));
    const card = screen.getByRole('link', { name: 'Anna profile' });
    expect(within(card).queryByText('Live')).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Anna is offline' })).toBeInTheDocument();
  });

  it('shows a private show on her card', async () => {
    search.mockResolvedValue({ data: [anna, dana], total: 2 });
    await renderAt('/performers');
    await serverSends(STREAM_EVENTS.modelUpdateStreamingStatus, statusEvent(anna, 'private'));
    expect(within(screen.getByRole('link', { name: /^Watch Anna live/ })).getByText('Private show')).toBeInTheDocument();
  });
});

describe('without a socket connection', () => {
  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => setVisibility('visible'));

  it('polls the grid every 20 s while the page is visible, and stops once the socket is back', async () => {
    search.mockResolvedValueOnce({ data: [anna, dana], total: 2 });
    await renderAt('/');
    act(() => fakeSocket.setConnected(false));

    search.mockResolvedValue({ data: [as(dana, 'group'), anna], total: 2 });
    await wait(LIST_POLL_MS);
    expect(search).toHaveBeenCalledTimes(2);
    expect(cardNames()).toEqual(['Dana', 'Anna']);
    expect(within(screen.getByRole('link', { name: /^Watch Dana live/ })).getByText('Group show')).toBeInTheDocument();

    act(() => setVisibility('hidden'));
    await wait(LIST_POLL_MS * 2);
    expect(search).toHaveBeenCalledTimes(2);
    act(() => setVisibility('visible'));

    act(() => fakeSocket.setConnected(true));
    const calls = search.mock.calls.length;
    // Events missed while down: one refetch after reconnecting, then no more polling.
    await wait(LIST_POLL_MS * 2);
    expect(search).toHaveBeenCalledTimes(calls + 1);
  });
});

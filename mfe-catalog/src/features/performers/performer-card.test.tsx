import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, type MockApi } from '@platform/shared/mock';
import { PerformerCard, PREVIEW_REFRESH_MS } from './performer-card.component';
import { makePerformer } from './performer.fixtures';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.get('/settings/public', { AntMediaAppname: 'WebRTCAppEE', viewerURL: '' });
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const renderCard = (performer: ReturnType<typeof makePerformer>) =>
  renderWithProviders(
    <ul>
      <PerformerCard performer={performer} />
    </ul>,
  );

const cover = (username: string) => `/uploads/seed/covers/${username}.svg`;
const previewOf = (streamId: string) => new RegExp(`^/WebRTCAppEE/previews/${streamId}\\.jpg\\?t=\\d+$`);

describe('an offline performer', () => {
  it('shows her cover photo, not the generic offline image', () => {
    renderCard(makePerformer({ _id: 'p1', username: 'dana', coverPhoto: cover('dana') }));
    const link = screen.getByRole('link', { name: 'Dana profile' });
    expect(within(link).getByRole('img', { name: 'Dana is offline' })).toHaveAttribute('src', cover('dana'));
    expect(within(link).queryByText('Live')).not.toBeInTheDocument();
  });

  it('shows the card-sized version of her cover when there is one', () => {
    renderCard(makePerformer({ _id: 'p1', username: 'dana', coverPhoto: cover('dana'), coverThumbnail: '/uploads/covers/dana-card.webp' }));
    expect(screen.getByRole('img', { name: 'Dana is offline' })).toHaveAttribute('src', '/uploads/covers/dana-card.webp');
  });

  it('shows her avatar when she has no cover photo', () => {
    const dana = makePerformer({ _id: 'p1', username: 'dana' });
    renderCard(dana);
    expect(screen.getByRole('img', { name: 'Dana is offline' })).toHaveAttribute('src', dana.avatar);
  });
});

describe('a performer in a public show', () => {
  const anna = makePerformer({
    _id: 'p2',
    username: 'anna',
    name: 'Anna Rivers',
    streamingStatus: 'public',
    isStreaming: true,
    sessionId: 'annakey',
    watching: 7,
    coverPhoto: cover('anna'),
  });

  it('shows the live preview frame with LIVE, the kind of show and the viewer count', async () => {
    renderCard(anna);
    const link = screen.getByRole('link', { name: /^Watch Anna Rivers live/ });
    expect(link).toHaveAttribute('href', '/live/anna');
    expect(within(link).getByRole('img', { name: 'Anna Rivers is live' }).getAttribute('src')).toMatch(previewOf('annakey'));
    expect(within(link).getByText('Live')).toBeInTheDocument();
    expect(within(link).getByText('Public show')).toBeInTheDocument();
    expect(within(link).getByText('7 watching')).toBeInTheDocument();
  });

  it('asks for a fresh frame every ~10 s without a reload', async () => {
    jest.useFakeTimers();
    renderCard(anna);
    const img = screen.getByRole('img', { name: 'Anna Rivers is live' });
    const first = img.getAttribute('src');
    act(() => jest.advanceTimersByTime(PREVIEW_REFRESH_MS));
    const second = img.getAttribute('src');
    expect(second).toMatch(previewOf('annakey'));
    expect(second).not.toBe(first);
  });

  it('falls back to her cover photo when the preview does not load', () => {
    renderCard(anna);
    const img = screen.getByRole('img', { name: 'Anna Rivers is live' });
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Anna Rivers is live' })).toHaveAttribute('src', cover('anna'));
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('uses the site’s media app name and viewer host for the preview', async () => {
    api.get('/settings/public', { AntMediaAppname: 'LiveApp', viewerURL: 'wss://media.example.com:5443/LiveApp/websocket' });
    renderCard(anna);
    const img = screen.getByRole('img', { name: 'Anna Rivers is live' });
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^https:\/\/media\.example\.com:5443\/LiveApp\/previews\/annakey\.jpg\?t=\d+$/));
  });
});

describe('a performer in a private or group show', () => {
  it('shows LIVE with the kind of show over her cover photo (their shows have no preview)', () => {
    renderCard(makePerformer({ _id: 'p3', username: 'bella', streamingStatus: 'private', sessionId: null, coverPhoto: cover('bella') }));
    const link = screen.getByRole('link', { name: /^Watch Bella live/ });
    expect(within(link).getByRole('img', { name: 'Bella is in a private show' })).toHaveAttribute('src', cover('bella'));
    expect(within(link).getByText('Live')).toBeInTheDocument();
    expect(within(link).getByText('Private show')).toBeInTheDocument();
  });

  it('names a group show', () => {
    renderCard(makePerformer({ _id: 'p4', username: 'carmen', streamingStatus: 'group', watching: 1 }));
    const link = screen.getByRole('link', { name: /^Watch Carmen live/ });
    expect(within(link).getByText('Group show')).toBeInTheDocument();
    expect(within(link).getByText('1 watching')).toBeInTheDocument();
  });
});

import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, changeLanguage, performerKeys, queryClient } from '@platform/shared';
import { reply } from '@platform/shared/mock';
import type { Account } from '@platform/shared';
import type { Product } from '@platform/shared/contract';
import { Root } from '../../root';
import { makeGallery, makeProduct, makeVideo } from '../content/content.fixtures';
import { makeMedia } from '../media/media.fixtures';
import { makeDetails, makePerformer } from '../performers/performer.fixtures';
import { resetCountedViews } from './use-profile-view';
import { mockApiPerTest } from '../../testing/render-catalog';

const DETAILS = '/performers/:username/view';
const PRODUCTS = '/user/performer-assets/products/search';
const VIDEOS = '/user/performer-assets/videos/search';
const GALLERIES = '/user/performer-assets/galleries/search';
const PERFORMERS = '/performers/search';
const VIEW = '/performers/:id/inc-view';
const MEDIA = '/media';
const LIKE = '/favourite/performers/like';

const blonde = { _id: 'c1', name: 'Blonde', slug: 'blonde', ordering: 0, description: '' };
const anna = makeDetails({ _id: 'p1', username: 'anna', categoryIds: ['c1'], categories: [blonde] });
const bella = makeDetails({ _id: 'p2', username: 'bella' });

const product = (overrides: Partial<Product> & { _id: string; name: string }): Product =>
  makeProduct({ type: 'physical', image: `/uploads/products/${overrides._id}.jpg`, stock: 5, ...overrides });

const server = mockApiPerTest();

function renderProfile(username: string, { strict = false } = {}) {
  window.history.pushState({}, '', `/profile/${username}`);
  return render(
    strict ? (
      <StrictMode>
        <Root />
      </StrictMode>
    ) : (
      <Root />
    ),
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const views = () => server.calls.filter((c) => c.method === 'POST' && /^\/performers\/[^/]+\/inc-view$/.test(c.path)).map((c) => c.match.id);

beforeEach(() => {
  server.get(
    DETAILS,
    (req: { match: { username: string } }) =>
      ({ anna, bella })[req.match.username as 'anna' | 'bella'] ?? reply(404, { statusCode: 404, message: 'Performer not found' }),
  );
  server.get(PRODUCTS, { data: [], total: 0 });
  server.get(VIDEOS, { data: [], total: 0 });
  server.get(GALLERIES, { data: [], total: 0 });
  server.get(PERFORMERS, { data: [], total: 0 });
  server.get(MEDIA, { data: [], total: 0 });
  server.post(VIEW, { views: 1 });
});
afterEach(() => {
  resetCountedViews();
});

it('shows the performer details from the API', async () => {
  const twentyFiveYearsAgo = new Date();
  twentyFiveYearsAgo.setFullYear(twentyFiveYearsAgo.getFullYear() - 25, 0, 1);
  server.get(
    '/performers/anna/view',
    makeDetails({
      _id: 'p1',
      username: 'anna',
      bio: 'Hi, I love to dance.',
      dateOfBirth: twentyFiveYearsAgo.toISOString(),
      categories: [blonde],
      privateCallPrice: 30,
      streamingStatus: 'public',
      country: 'US',
      city: 'Miami',
    }),
  );
  renderProfile('anna');
  expect(await screen.findByRole('heading', { name: 'Anna' })).toBeInTheDocument();
  expect(screen.getByText('Hi, I love to dance.')).toBeInTheDocument();
  expect(screen.getByText('25')).toBeInTheDocument();
  expect(screen.getByText('Blonde')).toBeInTheDocument();
  expect(screen.getByText('30 tokens/min')).toBeInTheDocument();
  expect(screen.getByRole('row', { name: 'Monday 18:00 – 23:00' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: 'Tuesday Closed' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Watch live' })).toHaveAttribute('href', '/live/anna');
  // the city is not the country
  expect(screen.getByText('Country').nextSibling).toHaveTextContent(/^US$/);
  expect(screen.getByText('City').nextSibling).toHaveTextContent(/^Miami$/);
  expect(screen.getByRole('img', { name: 'Anna avatar' })).toHaveAttribute('src', '/uploads/avatars/anna.jpg');
});

it('shows her products, videos, galleries and related performers, each linked to its page', async () => {
  server.get(PRODUCTS, { data: [product({ _id: 'pr1', name: 'Signed poster', token: 40 })], total: 1 });
  server.get(VIDEOS, { data: [makeVideo({ _id: 'v1', title: 'Salsa night' })], total: 9 });
  server.get(GALLERIES, { data: [makeGallery({ _id: 'g1', name: 'Beach day' })], total: 1 });
  server.get(PERFORMERS, {
    data: [makePerformer({ _id: 'p1', username: 'anna' }), makePerformer({ _id: 'p3', username: 'carmen', streamingStatus: 'public' }), bella],
    total: 3,
  });
  renderProfile('anna');
  await screen.findByRole('heading', { name: 'Anna' });

  expect(await within(section('Products')).findByRole('link', { name: 'Signed poster' })).toHaveAttribute('href', '/products/pr1');
  expect(within(section('Products')).getByText('Physical · 40 tokens')).toBeInTheDocument();
  expect(await within(section('Videos')).findByRole('link', { name: 'Salsa night' })).toHaveAttribute('href', '/videos/v1');
  expect(within(section('Videos')).getByText('1 of 9')).toBeInTheDocument();
  expect(await within(section('Galleries')).findByRole('link', { name: 'Beach day' })).toHaveAttribute('href', '/galleries/g1');

  const related = section('Related performers');
  expect(await within(related).findByRole('link', { name: 'Carmen Live' })).toHaveAttribute('href', '/profile/carmen');
  expect(within(related).getByRole('link', { name: 'Bella' })).toHaveAttribute('href', '/profile/bella');
  // she is not related to herself
  expect(within(related).getAllByRole('listitem')).toHaveLength(2);

  const only = (path: string) => server.callsTo('GET', path)[0].params;
  expect(only(PRODUCTS)).toEqual({ performerId: 'p1', limit: 8, offset: 0, sortBy: 'createdAt', sort: 'desc' });
  expect(only(VIDEOS)).toEqual({ performerId: 'p1', limit: 8, offset: 0, sortBy: 'createdAt', sort: 'desc' });
  expect(only(GALLERIES)).toEqual({ performerId: 'p1', limit: 8, offset: 0, sortBy: 'createdAt', sort: 'desc' });
  expect(only(PERFORMERS)).toEqual({ category: 'c1', limit: 13, offset: 0, sortBy: 'isStreaming', sort: 'desc' });
});

it('shows her active photos with their titles, a gallery photo linked to its gallery', async () => {
  server.get(MEDIA, {
    data: [
      makeMedia({ _id: 'm1', title: 'Sunset balcony', thumbnail: '/uploads/m1.jpg', galleryId: null }),
      makeMedia({ _id: 'm2', title: 'Beach towel', thumbnail: '/uploads/m2.jpg', galleryId: 'g7' }),
    ],
    total: 2,
  });
  renderProfile('anna');
  const photos = await screen.findByRole('region', { name: 'Photos' });
  expect(await within(photos).findByRole('img', { name: 'Sunset balcony' })).toHaveAttribute('src', '/uploads/m1.jpg');
  expect(within(photos).getByRole('link', { name: 'Beach towel' })).toHaveAttribute('href', '/galleries/g7');
  expect(server.callsTo('GET', MEDIA)[0].params).toEqual({
    category: 'PHOTO',
    performerId: 'p1',
    limit: 8,
    offset: 0,
    sortBy: 'createdAt',
    sort: 'desc',
  });
});

describe('offline profile', () => {
  afterEach(() => act(() => bus.auth.set({ status: 'signed-out' })));

  it('offers no "Watch live" into an empty room; a member adds her to his favourites', async () => {
    bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u1', username: 'mia' } as Account });
    server.get('/performers/anna/view', makeDetails({ _id: 'p1', username: 'anna', streamingStatus: 'offline', isFavorite: false }));
    server.post(LIKE, { performerId: 'p1', isFavorite: true });
    renderProfile('anna');
    await screen.findByRole('heading', { name: 'Anna' });
    expect(screen.queryByRole('link', { name: 'Watch live' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /message/i })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('button', { name: 'In your favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.callsTo('POST', LIKE)[0].body).toEqual({ performerId: 'p1' });
  });

  it('asks a visitor to sign in to keep her', async () => {
    server.get('/performers/anna/view', makeDetails({ _id: 'p1', username: 'anna', streamingStatus: 'offline' }));
    renderProfile('anna');
    await screen.findByRole('heading', { name: 'Anna' });
    expect(screen.getByRole('link', { name: 'Sign in as a member to add her to favourites' })).toHaveAttribute('href', '/auth/login/user');
    expect(screen.queryByRole('link', { name: 'Watch live' })).not.toBeInTheDocument();
  });
});

it('asks for the four sections at once, not one after another', async () => {
  const never = () => new Promise(() => undefined);
  for (const path of [PRODUCTS, VIDEOS, GALLERIES, PERFORMERS]) server.get(path, never);
  renderProfile('anna');
  await screen.findByRole('heading', { name: 'Anna' });
  await waitFor(() => {
    for (const path of [PRODUCTS, VIDEOS, GALLERIES, PERFORMERS]) expect(server.callsTo('GET', path)).toHaveLength(1);
  });
  for (const name of ['Products', 'Videos', 'Galleries', 'Related performers'])
    expect(within(section(name)).getByText('Loading…')).toBeInTheDocument();
});

it('says when a section is empty, and a failed section has its own retry', async () => {
  server.on('GET', GALLERIES, reply(500, { statusCode: 500, message: 'Galleries are down' }), { times: 1 });
  renderProfile('anna');
  await screen.findByRole('heading', { name: 'Anna' });
  expect(await within(section('Products')).findByText('No products yet')).toBeInTheDocument();
  expect(await within(section('Videos')).findByText('No videos yet')).toBeInTheDocument();
  expect(await within(section('Related performers')).findByText('No related performers')).toBeInTheDocument();
  expect(await within(section('Galleries')).findByText('Galleries are down')).toBeInTheDocument();

  server.get(GALLERIES, { data: [makeGallery({ _id: 'g1', name: 'Beach day' })], total: 1 });
  await userEvent.click(within(section('Galleries')).getByRole('button', { name: 'Retry' }));
  expect(await within(section('Galleries')).findByText('Beach day')).toBeInTheDocument();
});

it('looks for related performers of her gender when she has no category', async () => {
  renderProfile('bella');
  await screen.findByRole('heading', { name: 'Bella' });
  await waitFor(() => expect(server.callsTo('GET', PERFORMERS)).toHaveLength(1));
  expect(server.callsTo('GET', PERFORMERS)[0].params).toEqual({ gender: 'female', limit: 13, offset: 0, sortBy: 'isStreaming', sort: 'desc' });
});

describe('profile views', () => {
  it('counts one view per visit, even under StrictMode and across re-renders', async () => {
    // her details already in the cache (as when coming from the live room): the effect runs at mount, twice in StrictMode
    queryClient.setQueryData(performerKeys.details('anna'), anna);
    const { rerender } = renderProfile('anna', { strict: true });
    await screen.findByRole('heading', { name: 'Anna' });
    await waitFor(() => expect(views()).toEqual(['p1']));
    rerender(
      <StrictMode>
        <Root />
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: 'Anna' });
    expect(views()).toEqual(['p1']);
  });

  it('counts the next performer opened from her page, and nothing when coming Back', async () => {
    server.get(PERFORMERS, { data: [bella], total: 1 });
    renderProfile('anna');
    await userEvent.click(await within(await screen.findByRole('region', { name: 'Related performers' })).findByRole('link', { name: 'Bella' }));
    expect(await screen.findByRole('heading', { name: 'Bella' })).toBeInTheDocument();
    await waitFor(() => expect(views()).toEqual(['p1', 'p2']));

    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Anna' })).toBeInTheDocument();
    expect(views()).toEqual(['p1', 'p2']);
  });

  it('counts again on a new visit', async () => {
    const first = renderProfile('anna');
    await screen.findByRole('heading', { name: 'Anna' });
    await waitFor(() => expect(views()).toEqual(['p1']));
    first.unmount();
    renderProfile('anna');
    await screen.findByRole('heading', { name: 'Anna' });
    await waitFor(() => expect(views()).toEqual(['p1', 'p1']));
  });
});

it('says when the performer does not exist', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the client warns about every 404
  renderProfile('nobody');
  expect(await screen.findByText('Performer not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All performers' })).toHaveAttribute('href', '/performers');
  expect(views()).toEqual([]);
  warn.mockRestore();
});

it('shows an error with retry when the performer cannot be loaded', async () => {
  server.on('GET', '/performers/anna/view', reply(500, { statusCode: 500, message: 'Performer lookup failed' }), { times: 1 });
  renderProfile('anna');
  expect(await screen.findByText('Performer lookup failed')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('heading', { name: 'Anna' })).toBeInTheDocument();
});

it('speaks Russian: headings, facts and the prices per minute with the plural of tokens', async () => {
  server.get(
    '/performers/anna/view',
    makeDetails({ _id: 'p1', username: 'anna', privateCallPrice: 32, groupCallPrice: 21, streamingStatus: 'public' }),
  );
  renderProfile('anna');
  await screen.findByRole('heading', { name: 'Anna' });
  await act(() => changeLanguage('ru'));
  try {
    expect(screen.getByRole('heading', { name: 'О себе' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Цены' })).toBeInTheDocument();
    expect(screen.getByText('32 токена/мин')).toBeInTheDocument();
    expect(screen.getByText('21 токен/мин')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Смотреть эфир' })).toHaveAttribute('href', '/live/anna');
    expect(screen.getByRole('img', { name: 'Аватар: Anna' })).toBeInTheDocument();
  } finally {
    await act(() => changeLanguage('en'));
  }
});

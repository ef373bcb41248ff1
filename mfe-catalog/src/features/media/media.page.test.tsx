import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@platform/shared';
import { reply } from '@platform/shared/mock';
import { makeMedia } from './media.fixtures';
import { mediaKeys } from './media.query';
import { MediaPage } from './media.page';
import type { MediaSearchParams } from './media.resource';
import { mockApiPerTest, renderPagesAt } from '../../testing/render-catalog';

const server = mockApiPerTest();
const searches = () => server.callsTo('GET', '/media');
const lastSearch = () => searches().at(-1)?.params;
const DEFAULT: MediaSearchParams = { limit: 120, offset: 0, sortBy: 'createdAt', sort: 'desc' };

const renderAt = (path: string) => renderPagesAt(path, { '/media': <MediaPage /> });
beforeEach(() => {
  server.get('/tags', { data: [{ name: 'dance', total: 3 }], total: 1 });
  server.get('/actresses', {
    data: [
      { name: 'Anna', total: 4 },
      { name: 'Bella', total: 2 },
    ],
    total: 2,
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

it('lists videos and photos, each linked to its page', async () => {
  server.get('/media', {
    data: [
      makeMedia({ _id: 'm1', title: 'Salsa night', duration: 125, token: 20, isSale: true }),
      makeMedia({ _id: 'm2', kind: 'photo', type: 'PHOTO', title: 'Beach', duration: null }),
    ],
    total: 2,
  });
  renderAt('/media');
  expect(await screen.findByText('2 items')).toBeInTheDocument();
  expect(lastSearch()).toEqual(DEFAULT);
  expect(server.callsTo('GET', '/actresses')[0].params).toEqual({ limit: 200, offset: 0 });
  expect(screen.getByRole('link', { name: 'Salsa night' })).toHaveAttribute('href', '/media/m1');
  const cards = within(screen.getByRole('region', { name: 'Media' })).getAllByRole('listitem');
  expect(within(cards[0]).getByText('2:05')).toBeInTheDocument();
  expect(within(cards[0]).getByText('Anna · 20 tokens')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Photo')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Anna · Free')).toBeInTheDocument();
});

it('sends each filter the media service supports, keeps them in the address and restores them after a refresh', async () => {
  server.get('/media', { data: [makeMedia({ _id: 'm1', title: 'Salsa night' })], total: 300 });
  const { unmount } = renderAt('/media');
  await screen.findByText('Salsa night');

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(lastSearch()).toEqual({ ...DEFAULT, offset: 120 });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Photos');
  expect(lastSearch()).toEqual({ ...DEFAULT, category: 'PHOTO' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'cosplay');
  await screen.findByRole('option', { name: 'Bella' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Actress' }), 'Bella');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Tag' }), 'dance');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most viewed');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search media' }), 'salsa');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  const expected = { ...DEFAULT, sortBy: 'views', category: 'PHOTO', theme: 'cosplay', actress: 'Bella', tags: 'dance', search: 'salsa' };
  expect(lastSearch()).toEqual(expected);
  const address = '?q=salsa&type=PHOTO&category=cosplay&actress=Bella&tag=dance&sort=views%3Adesc';
  expect(window.location.search).toBe(address);

  // A refresh: a new page load at the same address, with an empty cache.
  unmount();
  queryClient.clear();
  server.reset();
  server.get('/tags', { data: [{ name: 'dance', total: 3 }], total: 1 });
  server.get('/actresses', { data: [{ name: 'Bella', total: 2 }], total: 1 });
  server.get('/media', { data: [makeMedia({ _id: 'm1', title: 'Salsa night' })], total: 1 });
  renderAt(`/media${address}`);
  await screen.findByText('Salsa night');
  expect(lastSearch()).toEqual(expected);
  expect(screen.getByRole('searchbox', { name: 'Search media' })).toHaveValue('salsa');
  expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('PHOTO');
  expect(screen.getByRole('combobox', { name: 'Actress' })).toHaveValue('Bella');
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('views:desc');
});

it('says so when nothing matches, and shows an error with a retry', async () => {
  server.get('/media', { data: [], total: 0 });
  server.on('GET', '/media', reply(500, { statusCode: 500, message: 'Media service is down' }), { times: 1 });
  renderAt('/media?actress=Nobody');
  expect(await screen.findByText('Media service is down')).toBeInTheDocument();
  expect(lastSearch()).toEqual({ ...DEFAULT, actress: 'Nobody' });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No media found')).toBeInTheDocument();
});

it('answers the same query again from the cache for 60 s, and asks the server after that', async () => {
  server.get('/media', (req) => ({ data: [makeMedia({ _id: 'm1', title: `Result of ${req.params.category ?? 'all'}` })], total: 1 }));
  const { unmount } = renderAt('/media');
  await screen.findByText('Result of all');
  expect(searches()).toHaveLength(1);

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Videos');
  await screen.findByText('Result of VIDEO');
  expect(searches()).toHaveLength(2);

  // Back to the first query within the minute: from the cache, no request.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
  expect(await screen.findByText('Result of all')).toBeInTheDocument();
  unmount();
  renderAt('/media');
  expect(await screen.findByText('Result of all')).toBeInTheDocument();
  expect(searches()).toHaveLength(2);

  // A minute later the same query is asked again.
  unmount();
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
  renderAt('/media');
  await waitFor(() => expect(searches()).toHaveLength(3));
  expect(lastSearch()).toEqual(DEFAULT);
});

it('a newer search aborts the older one: no error, the older answer is dropped and the newer one shown', async () => {
  let answerSlow!: () => void;
  const slowAnswered = new Promise<void>((resolve) => (answerSlow = resolve));
  server.get('/media', async (req) => {
    if (req.params.search !== 'slow') return { data: [makeMedia({ _id: 'new', title: 'New answer' })], total: 1 };
    await slowAnswered; // the server answers the older search only after the newer one
    return { data: [makeMedia({ _id: 'old', title: 'Old answer' })], total: 1 };
  });
  renderAt('/media?q=slow');
  const box = screen.getByRole('searchbox', { name: 'Search media' });
  await waitFor(() => expect(searches()).toHaveLength(1));
  await userEvent.clear(box);
  await userEvent.type(box, 'fast');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('New answer')).toBeInTheDocument();

  // The older answer arrives now: its search was aborted, so it neither shows nor lands in the cache.
  await act(async () => {
    answerSlow();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(screen.getByText('New answer')).toBeInTheDocument();
  expect(screen.queryByText('Old answer')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const slow = queryClient.getQueryState(mediaKeys.list({ ...DEFAULT, search: 'slow' }));
  expect(slow?.status).not.toBe('error');
  expect(slow?.data).toBeUndefined();
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@platform/shared';
import type { MediaItem } from '@platform/shared/contract';
import { reply, signedInAs } from '@platform/shared/mock';
import { makeMedia } from './media.fixtures';
import { MediaItemPage } from './media-item.page';
import { mediaKeys } from './media.query';
import { MediaPage } from './media.page';
import { mockApiPerTest, renderPagesAt } from '../../testing/render-catalog';

const VIEW = '/media/m1/view';
const server = mockApiPerTest();
let item: MediaItem;

const renderAt = (path: string) => renderPagesAt(path, { '/media': <MediaPage />, '/media/:id': <MediaItemPage /> });
beforeEach(() => {
  item = makeMedia({
    _id: 'm1',
    title: 'Salsa night',
    description: 'Dancing all night.',
    token: 20,
    isSale: true,
    views: 41,
    trailer: '/uploads/trailers/m1.mp4',
    tags: ['dance'],
    actresses: ['Bella'],
  });
  server.get('/media/m1', () => item);
  server.post(VIEW, () => {
    item = { ...item, views: item.views + 1 };
    return { views: item.views };
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

it('shows the trailer of a video for sale with where to buy it, and counts one view', async () => {
  renderAt('/media/m1');
  expect(await screen.findByRole('heading', { name: 'Salsa night' })).toBeInTheDocument();
  expect(screen.getByLabelText('Salsa night (trailer)')).toHaveAttribute('src', '/uploads/trailers/m1.mp4');
  expect(screen.queryByLabelText('Salsa night (full video)')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buy it on its video page' })).toHaveAttribute('href', '/videos/m1');
  expect(screen.getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/profile/anna');
  expect(screen.getByRole('link', { name: 'Bella' })).toHaveAttribute('href', '/media?actress=Bella');
  expect(screen.getByRole('link', { name: '#dance' })).toHaveAttribute('href', '/media?tag=dance');
  expect(await screen.findByText(/42 views/)).toBeInTheDocument();

  expect(server.callsTo('POST', VIEW)).toHaveLength(1);
});

it('counts one view per visit: not again when the item is fetched again, but again on the next visit', async () => {
  const first = renderAt('/media/m1');
  expect(await screen.findByText(/42 views/)).toBeInTheDocument();
  // Fetched again (slowly enough for the page to show it is fetching): no second view.
  server.on('GET', '/media/m1', () => reply(200, { status: 0, data: item }, { delayMs: 30 }), { times: 1 });
  act(() => void queryClient.invalidateQueries({ queryKey: mediaKeys.one('m1') }));
  await waitFor(() => expect(server.callsTo('GET', '/media/m1')).toHaveLength(2));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(server.callsTo('POST', VIEW)).toHaveLength(1);
  first.unmount();

  renderAt('/media/m1'); // the item is still cached: the page shows it at once and asks again
  expect(await screen.findByText(/43 views/)).toBeInTheDocument();
  expect(server.callsTo('POST', VIEW)).toHaveLength(2);
});

it('plays the full video when the API gives its signed URL', async () => {
  item = { ...item, isBought: true, url: '/api/files/signed/m1?sig=x' };
  renderAt('/media/m1');
  expect(await screen.findByLabelText('Salsa night (full video)')).toHaveAttribute('src', '/api/files/signed/m1?sig=x');
  expect(screen.queryByRole('link', { name: 'Buy it on its video page' })).not.toBeInTheDocument();
});

it('shows a locked photo of a gallery with a link to its gallery', async () => {
  item = makeMedia({ _id: 'm1', kind: 'photo', type: 'PHOTO', title: 'Beach', galleryId: 'g1', token: 10, isSale: true, duration: null });
  renderAt('/media/m1');
  expect(await screen.findByRole('img', { name: 'Beach' })).toHaveAttribute('src', '/uploads/previews/m1.jpg');
  expect(screen.getByRole('link', { name: 'Buy its gallery to see it full size' })).toHaveAttribute('href', '/galleries/g1');
});

it('opens from the list, and says when the media does not exist without counting a view', async () => {
  server.get('/media', { data: [item], total: 1 });
  server.get('/tags', { data: [], total: 0 });
  server.get('/actresses', { data: [], total: 0 });
  const { unmount } = renderAt('/media');
  await userEvent.click(await screen.findByRole('link', { name: 'Salsa night' }));
  expect(await screen.findByRole('heading', { name: 'Salsa night' })).toBeInTheDocument();
  await waitFor(() => expect(server.callsTo('POST', VIEW)).toHaveLength(1));
  unmount();

  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.get('/media/gone', reply(404, { statusCode: 404, message: 'Media not found' }));
  renderAt('/media/gone');
  expect(await screen.findByText('Media not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All media' })).toHaveAttribute('href', '/media');
  expect(server.callsTo('POST', '/media/gone/view')).toHaveLength(0);
});

it('sells a photo that belongs to no gallery on its own page, then shows it full size', async () => {
  signedInAs('user', { balance: 50 });
  item = makeMedia({ _id: 'm1', kind: 'photo', type: 'PHOTO', title: 'Portrait', galleryId: null, token: 10, isSale: true, duration: null });
  server.post('/purchase-items/photo/m1', () => {
    item = { ...item, isBought: true, url: '/api/files/protected/m1?viewer=user%3Au1' };
    return { _id: 'pi1', totalPrice: 10, target: 'photo', targetId: 'm1', status: 'success' };
  });
  renderAt('/media/m1');
  await userEvent.click(await screen.findByRole('button', { name: 'Buy for 10 tokens' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Confirm purchase of Portrait' })).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('img', { name: 'Portrait' })).toHaveAttribute('src', '/api/files/protected/m1?viewer=user%3Au1');
  expect(server.callsTo('POST', '/purchase-items/photo/m1')[0].headers['Idempotency-Key']).toBeTruthy();
});

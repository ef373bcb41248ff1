import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaSearchItem } from '@platform/shared/contract';
import { reply } from '@platform/shared/mock';
import { mockApiPerTest, renderAt } from '../../testing/render-catalog';

const server = mockApiPerTest();
const lastSearch = () => server.callsTo('GET', '/media').at(-1)?.params;

const photo = (overrides: Partial<MediaSearchItem> & { _id: string }): MediaSearchItem => ({
  kind: 'photo',
  type: 'PHOTO',
  title: `Photo ${overrides._id}`,
  galleryId: null,
  thumbnail: `/uploads/photos/${overrides._id}-s.webp`,
  token: 0,
  isSale: false,
  isBought: false,
  ...overrides,
});

it('lists photos: a gallery photo opens its gallery, a single photo opens in the lightbox, locked or full size', async () => {
  server.get('/media', {
    data: [
      photo({ _id: 'ph1', title: 'Sunset', galleryId: 'g1' }),
      photo({ _id: 'ph2', title: 'Dune', url: '/api/files/signed/ph2' }),
      photo({ _id: 'ph3', title: 'Palm', token: 5, isSale: true }),
    ],
    total: 3,
  });
  renderAt('/photos');
  expect(await screen.findByText('3 photos')).toBeInTheDocument();
  expect(lastSearch()).toEqual({ category: 'PHOTO', limit: 24, offset: 0, sortBy: 'createdAt', sort: 'desc' });
  expect(screen.getByRole('link', { name: 'Sunset (open its gallery)' })).toHaveAttribute('href', '/galleries/g1');

  await userEvent.click(screen.getByRole('button', { name: 'Dune' }));
  expect(within(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).getByRole('img', { name: 'Dune' })).toHaveAttribute(
    'src',
    '/api/files/signed/ph2',
  );
  await userEvent.keyboard('{ArrowRight}');
  const dialog = screen.getByRole('dialog', { name: 'Photo 2 of 2' });
  expect(within(dialog).getByRole('img', { name: 'Palm' })).toHaveAttribute('src', '/uploads/photos/ph3-s.webp');
  expect(within(dialog).getByText('Locked: 5 tokens')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('filters change the request', async () => {
  server.get('/media', { data: [photo({ _id: 'ph1' })], total: 1 });
  renderAt('/photos');
  await screen.findByText('1 photo');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'GIFs');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'cosplay');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most viewed');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search photos' }), 'red');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(lastSearch()).toEqual({ category: 'GIF', limit: 24, offset: 0, sortBy: 'views', sort: 'desc', theme: 'cosplay', search: 'red' });
});

it('shows the empty and the error state', async () => {
  server.on('GET', '/media', { data: [], total: 0 });
  server.on('GET', '/media', reply(500, { statusCode: 500, message: 'Media service is down' }), { times: 1 });
  renderAt('/photos');
  expect(await screen.findByText('Media service is down')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No photos found')).toBeInTheDocument();
});

it('each tile carries its title, under the picture and as the picture text', async () => {
  server.get('/media', { data: [photo({ _id: 'ph1', title: 'Sunset', galleryId: 'g1' }), photo({ _id: 'ph2', title: '' })], total: 2 });
  renderAt('/photos');
  const list = within(await screen.findByRole('region', { name: 'Photos' }));
  expect(list.getByRole('img', { name: 'Sunset' })).toHaveAttribute('src', '/uploads/photos/ph1-s.webp');
  expect(list.getByText('Sunset')).toBeInTheDocument();
  // an untitled photo is named by its place in the list, never left without text
  expect(list.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', '/uploads/photos/ph2-s.webp');
  expect(list.getByText('Photo 2')).toBeInTheDocument();
});

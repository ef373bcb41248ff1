import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@platform/shared/mock';
import { makeGallery } from '../content/content.fixtures';
import { mockApiPerTest, renderAt } from '../../testing/render-catalog';

const SEARCH = '/user/performer-assets/galleries/search';
const server = mockApiPerTest();

const lastSearch = () => server.callsTo('GET', SEARCH).at(-1)?.params;

beforeEach(() => {
  server.get('/tags', { data: [{ name: 'beach', total: 2 }], total: 1 });
});

it('lists galleries with cover, number of photos and price, and filters the request', async () => {
  server.get(SEARCH, {
    data: [makeGallery({ _id: 'g1', name: 'Summer', token: 30, isSale: true, numOfItems: 12 }), makeGallery({ _id: 'g2', name: 'Winter' })],
    total: 20,
  });
  renderAt('/galleries');
  expect(await screen.findByText('20 galleries')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Summer' })).toHaveAttribute('href', '/galleries/g1');
  const cards = within(screen.getByRole('region', { name: 'Galleries' })).getAllByRole('listitem');
  expect(within(cards[0]).getByText('12 photos')).toBeInTheDocument();
  expect(within(cards[0]).getByText('Anna · 30 tokens')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Anna · Free')).toBeInTheDocument();
  expect(lastSearch()).toEqual({ limit: 12, offset: 0, sortBy: 'createdAt', sort: 'desc' });

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(lastSearch()).toMatchObject({ offset: 12 });
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Tag' }), 'beach');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most viewed');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search galleries' }), 'sun');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(lastSearch()).toEqual({ limit: 12, offset: 0, sortBy: 'views', sort: 'desc', tags: 'beach', q: 'sun' });
});

it('shows the empty and the error state', async () => {
  server.on('GET', SEARCH, { data: [], total: 0 });
  server.on('GET', SEARCH, reply(500, { statusCode: 500, message: 'Galleries are down' }), { times: 1 });
  renderAt('/galleries');
  expect(await screen.findByText('Galleries are down')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No galleries found')).toBeInTheDocument();
});

import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@platform/shared';
import userEvent from '@testing-library/user-event';
import { reply } from '@platform/shared/mock';
import { makeVideo } from '../content/content.fixtures';
import { mockApiPerTest, renderAt } from '../../testing/render-catalog';

const SEARCH = '/user/performer-assets/videos/search';
const server = mockApiPerTest();

const lastSearch = () => server.callsTo('GET', SEARCH).at(-1)?.params;

beforeEach(() => {
  server.get('/tags', { data: [{ name: 'dance', total: 3 }], total: 1 });
  server.get('/actresses', { data: [{ name: 'Anna Rivers', total: 2 }], total: 1 });
});

it('lists videos with their price and links each one to its page', async () => {
  server.get(SEARCH, {
    data: [
      makeVideo({ _id: 'v1', title: 'Salsa night', token: 20, isSaleVideo: true }),
      makeVideo({ _id: 'v2', title: 'Morning yoga' }),
      makeVideo({ _id: 'v3', title: 'Beach day', token: 10, isSaleVideo: true, isBought: true }),
    ],
    total: 3,
  });
  renderAt('/videos');
  expect(await screen.findByText('3 videos')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Salsa night' })).toHaveAttribute('href', '/videos/v1');
  const cards = within(screen.getByRole('region', { name: 'Videos' })).getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  expect(within(cards[0]).getByText('Anna · 20 tokens')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Anna · Free')).toBeInTheDocument();
  expect(within(cards[2]).getByText('Anna · Bought')).toBeInTheDocument();
  expect(lastSearch()).toEqual({ limit: 12, offset: 0, sortBy: 'createdAt', sort: 'desc' });
});

it('sends each filter in the request and starts again from the first page', async () => {
  server.get(SEARCH, { data: [makeVideo({ _id: 'v1', title: 'Salsa night' })], total: 30 });
  renderAt('/videos');
  await screen.findByText('Salsa night');

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(lastSearch()).toMatchObject({ offset: 12, limit: 12 });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'cosplay');
  expect(lastSearch()).toEqual({ limit: 12, offset: 0, sortBy: 'createdAt', sort: 'desc', theme: 'cosplay' });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Shorts');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Tag' }), 'dance');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Actress' }), 'Anna Rivers');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'salsa');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(lastSearch()).toEqual({
    limit: 12,
    offset: 0,
    sortBy: 'token',
    sort: 'asc',
    theme: 'cosplay',
    type: 'SHORT',
    tags: 'dance',
    actress: 'Anna Rivers',
    q: 'salsa',
  });
  expect(window.location.search).toBe('?q=salsa&category=cosplay&type=SHORT&tag=dance&actress=Anna+Rivers&sort=token%3Aasc');
});

it('says so when no video matches', async () => {
  server.get(SEARCH, { data: [], total: 0 });
  renderAt('/videos?category=leaks');
  expect(await screen.findByText('No videos found')).toBeInTheDocument();
  expect(lastSearch()).toMatchObject({ theme: 'leaks' });
});

it('shows the error with a retry', async () => {
  server.on('GET', SEARCH, reply(500, { statusCode: 500, message: 'Search is down' }), { times: 1 });
  renderAt('/videos');
  expect(await screen.findByText('Search is down')).toBeInTheDocument();
  server.get(SEARCH, { data: [makeVideo({ _id: 'v1', title: 'Salsa night' })], total: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Salsa night')).toBeInTheDocument();
});

it('speaks Russian: the count, the prices with the plural of tokens, the filters and the pager', async () => {
  server.get(SEARCH, {
    data: [makeVideo({ _id: 'v1', title: 'Salsa night', token: 21, isSaleVideo: true }), makeVideo({ _id: 'v2', title: 'Morning yoga' })],
    total: 30,
  });
  renderAt('/videos');
  await screen.findByText('30 videos');
  await act(() => changeLanguage('ru'));
  try {
    expect(screen.getByRole('heading', { name: 'Видео', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('30 видео')).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Видео' })).getAllByRole('listitem');
    expect(within(cards[0]).getByText('Anna · 21 токен')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Anna · Бесплатно')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск видео' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveDisplayValue('Сначала новые');
    expect(screen.getByRole('combobox', { name: 'Категория' })).toHaveDisplayValue('Все категории');
    expect(screen.getByText('Страница 1 из 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Следующая' })).toBeEnabled();
  } finally {
    await act(() => changeLanguage('en'));
  }
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, changeLanguage } from '@platform/shared';
import type { Account } from '@platform/shared';
import { reply } from '@platform/shared/mock';
import { searchBanners } from '../banners/banners.resource';
import { makeGallery, makeVideo } from '../content/content.fixtures';
import { makePerformer } from '../performers/performer.fixtures';
import { findPerformers, listCategories } from '../performers/performers.resource';
import { mockApiPerTest, renderAt } from '../../testing/render-catalog';
import '../../testing/fake-socket';

jest.mock('../performers/performers.resource', () => ({
  ...jest.requireActual('../performers/performers.resource'),
  findPerformers: jest.fn(),
  listCategories: jest.fn(),
}));
jest.mock('../banners/banners.resource', () => ({ searchBanners: jest.fn() }));

const search = findPerformers as jest.MockedFunction<typeof findPerformers>;
const anna = makePerformer({ _id: 'p1', username: 'anna', streamingStatus: 'public' });
const bella = makePerformer({ _id: 'p2', username: 'bella', streamingStatus: 'private' });
const carmen = makePerformer({ _id: 'p3', username: 'carmen', streamingStatus: 'group' });
const dana = makePerformer({ _id: 'p4', username: 'dana', streamingStatus: 'offline', avatar: '' });

const VIDEOS = '/user/performer-assets/videos/search';
const GALLERIES = '/user/performer-assets/galleries/search';
const server = mockApiPerTest();

const renderHome = () => renderAt('/');

beforeEach(() => {
  // the rails ask the API; the performer grid and the banners are mocked above
  server.get(VIDEOS, { data: [], total: 0 });
  server.get(GALLERIES, { data: [], total: 0 });
  search.mockReset();
  (listCategories as jest.Mock).mockResolvedValue([{ _id: 'c1', name: 'Blonde', slug: 'blonde', ordering: 0, description: '' }]);
  (searchBanners as jest.Mock).mockResolvedValue([]);
  bus.auth.set({ status: 'signed-out' });
});

it('renders a card per performer from the API', async () => {
  search.mockResolvedValue({ data: [anna, bella, carmen, dana], total: 4 });
  renderHome();
  expect(await screen.findByText('4 performers')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Performers' })).getAllByRole('listitem')).toHaveLength(4);
  expect(screen.getByRole('img', { name: 'Dana avatar' })).toHaveAttribute('src', '/no-avatar.png');
  expect(search).toHaveBeenCalledWith({ q: '', gender: '', category: '' }, 0, 12);
});

it('shows each performer’s own picture, never a generic stream image, and links live performers to their room', async () => {
  search.mockResolvedValue({ data: [anna, bella, carmen, dana], total: 4 });
  renderHome();
  // Without a cover photo or a preview, her avatar is the picture of her card.
  expect(await screen.findByRole('img', { name: 'Bella is in a private show' })).toHaveAttribute('src', bella.avatar);
  expect(screen.getByRole('img', { name: 'Carmen is in a group show' })).toHaveAttribute('src', carmen.avatar);
  expect(screen.getByRole('img', { name: 'Dana is offline' })).toHaveAttribute('src', '/no-avatar.png');
  expect(screen.getByRole('img', { name: 'Anna is live' })).toHaveAttribute('src', anna.avatar);

  expect(screen.getByRole('link', { name: /^Watch Anna live/ })).toHaveAttribute('href', '/live/anna');
  expect(screen.getByRole('link', { name: /^Watch Bella live/ })).toHaveAttribute('href', '/live/bella');
  expect(screen.getByRole('link', { name: 'Dana profile' })).toHaveAttribute('href', '/profile/dana');
  expect(within(screen.getByRole('link', { name: /^Watch Anna live/ })).getByText('Live')).toBeInTheDocument();
});

it('loads the next page with "Load more" until the total is reached', async () => {
  search.mockResolvedValueOnce({ data: [anna, bella], total: 3 }).mockResolvedValueOnce({ data: [carmen], total: 3 });
  renderHome();
  await screen.findByText('Anna');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Carmen')).toBeInTheDocument();
  expect(search).toHaveBeenLastCalledWith({ q: '', gender: '', category: '' }, 2, 12);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('searches by text, gender and category', async () => {
  search.mockResolvedValue({ data: [anna], total: 1 });
  renderHome();
  await screen.findByText('Anna');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search performers' }), 'ann');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Blonde');
  expect(search).toHaveBeenLastCalledWith({ q: 'ann', gender: 'female', category: 'c1' }, 0, 12);
});

it('greets the signed-in account from bus.auth', async () => {
  search.mockResolvedValue({ data: [], total: 0 });
  bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u1', displayName: 'Mia', username: 'mia' } as Account });
  renderHome();
  expect(screen.getByRole('heading', { name: 'Welcome back, Mia' })).toBeInTheDocument();
  await screen.findByText('No performers found');
  act(() => bus.auth.set({ status: 'signed-out' }));
  expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
});

it('removes the signed-in performer from the results and from the total', async () => {
  bus.auth.set({ status: 'signed-in', role: 'performer', user: { _id: 'p1', username: 'anna' } as Account });
  search.mockResolvedValue({ data: [anna, bella, carmen], total: 3 });
  renderHome();
  expect(await screen.findByText('2 performers')).toBeInTheDocument();
  expect(screen.queryByText('Anna')).not.toBeInTheDocument();
  expect(screen.getByText('Bella')).toBeInTheDocument();
});

it('shows an empty state when nothing matches', async () => {
  search.mockResolvedValue({ data: [], total: 0 });
  renderHome();
  expect(await screen.findByText('No performers found')).toBeInTheDocument();
});

it('shows the server message on failure and retries', async () => {
  search.mockRejectedValueOnce({ statusCode: 500, message: 'Database unavailable' });
  search.mockResolvedValueOnce({ data: [anna], total: 1 });
  renderHome();
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByText('Anna')).toBeInTheDocument();
});

const summerBanner = {
  _id: 'b1',
  title: 'Summer show',
  description: 'Every night at nine',
  href: '',
  photo: { url: '/uploads/b1.jpg', thumbnails: [] },
  translations: { ru: { title: 'Летнее шоу', description: 'Каждый вечер в девять' } },
};

it('renders active banners: the picture with the title and text over it', async () => {
  search.mockResolvedValue({ data: [], total: 0 });
  (searchBanners as jest.Mock).mockResolvedValue([summerBanner]);
  const { container } = renderHome();
  expect(await screen.findByText('Summer show')).toBeInTheDocument();
  expect(screen.getByText('Every night at nine')).toBeInTheDocument();
  expect(container.querySelector('img[src="/uploads/b1.jpg"]')).not.toBeNull();
});

it('writes banners and category names in Russian for a Russian interface', async () => {
  search.mockResolvedValue({ data: [], total: 0 });
  (searchBanners as jest.Mock).mockResolvedValue([summerBanner]);
  (listCategories as jest.Mock).mockResolvedValue([
    { _id: 'c1', name: 'Girls', slug: 'girls', ordering: 0, description: '', translations: { ru: { name: 'Девушки' } } },
  ]);
  await changeLanguage('ru');
  try {
    renderHome();
    expect(await screen.findByText('Летнее шоу')).toBeInTheDocument();
    expect(screen.getByText('Каждый вечер в девять')).toBeInTheDocument();
    expect(screen.queryByText('Summer show')).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Девушки' })).toBeInTheDocument();
  } finally {
    await changeLanguage('en');
  }
});

describe('content rails', () => {
  const rail = (name: string) => screen.getByRole('region', { name });

  it('shows the newest videos and the most viewed galleries, each with "See all"', async () => {
    search.mockResolvedValue({ data: [anna], total: 1 });
    server.get(VIDEOS, { data: [makeVideo({ _id: 'v1', title: 'Salsa night' }), makeVideo({ _id: 'v2', title: 'Morning yoga' })], total: 40 });
    server.get(GALLERIES, { data: [makeGallery({ _id: 'g1', name: 'Beach day', numOfItems: 5 })], total: 1 });
    renderHome();

    expect(await within(rail('New videos')).findByRole('link', { name: 'Salsa night' })).toHaveAttribute('href', '/videos/v1');
    expect(within(rail('New videos')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(rail('New videos')).getByText('2 of 40')).toBeInTheDocument();
    expect(within(rail('New videos')).getByRole('link', { name: 'See all new videos' })).toHaveAttribute('href', '/videos');
    expect(server.callsTo('GET', VIDEOS)[0].params).toEqual({ limit: 8, offset: 0, sortBy: 'createdAt', sort: 'desc' });

    expect(await within(rail('Popular galleries')).findByRole('link', { name: 'Beach day' })).toHaveAttribute('href', '/galleries/g1');
    expect(within(rail('Popular galleries')).getByText('5 photos')).toBeInTheDocument();
    expect(within(rail('Popular galleries')).getByRole('link', { name: 'See all popular galleries' })).toHaveAttribute('href', '/galleries');
    expect(server.callsTo('GET', GALLERIES)[0].params).toEqual({ limit: 8, offset: 0, sortBy: 'views', sort: 'desc' });

    // the performer grid is still there, next to the rails
    expect(screen.getByText('Anna')).toBeInTheDocument();
  });

  it('shows each rail loading, then empty', async () => {
    search.mockResolvedValue({ data: [], total: 0 });
    renderHome();
    expect(within(rail('New videos')).getByText('Loading…')).toBeInTheDocument();
    expect(within(rail('Popular galleries')).getByText('Loading…')).toBeInTheDocument();
    expect(await within(rail('New videos')).findByText('No videos yet')).toBeInTheDocument();
    expect(await within(rail('Popular galleries')).findByText('No galleries yet')).toBeInTheDocument();
  });

  it('shows a failed rail with its own retry while the others work', async () => {
    search.mockResolvedValue({ data: [anna], total: 1 });
    server.on('GET', VIDEOS, reply(500, { statusCode: 500, message: 'Videos are down' }), { times: 1 });
    server.get(GALLERIES, { data: [makeGallery({ _id: 'g1', name: 'Beach day' })], total: 1 });
    renderHome();
    expect(await within(rail('New videos')).findByText('Videos are down')).toBeInTheDocument();
    expect(await within(rail('Popular galleries')).findByText('Beach day')).toBeInTheDocument();
    expect(screen.getByText('Anna')).toBeInTheDocument();

    server.get(VIDEOS, { data: [makeVideo({ _id: 'v1', title: 'Salsa night' })], total: 1 });
    await userEvent.click(within(rail('New videos')).getByRole('button', { name: 'Retry' }));
    expect(await within(rail('New videos')).findByText('Salsa night')).toBeInTheDocument();
    expect(within(rail('New videos')).queryByText('Videos are down')).not.toBeInTheDocument();
  });
});

it('speaks Russian: the grid, the number of performers with its plural, the live badges and the filters', async () => {
  search.mockResolvedValue({ data: [anna, bella, carmen, dana], total: 4 });
  renderHome();
  await screen.findByText('4 performers');
  await act(() => changeLanguage('ru'));
  try {
    expect(screen.getByRole('heading', { name: 'Модели', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('4 модели')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Модели' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'Anna в эфире' })).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^Смотреть эфир: Anna/ })).getByText('В эфире')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Профиль: Dana' })).toHaveAttribute('href', '/profile/dana');
    expect(screen.getByRole('searchbox', { name: 'Поиск моделей' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Пол' })).toHaveDisplayValue('Любой пол');
    expect(await within(screen.getByRole('region', { name: 'Новые видео' })).findByText('Видео пока нет')).toBeInTheDocument();
  } finally {
    await act(() => changeLanguage('en'));
  }
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import type { Account } from '@platform/shared';
import { resetPlatform } from '@platform/shared/mock';
import { Root } from '../../root';
import { searchBanners } from '../banners/banners.resource';
import { makePerformer } from '../performers/performer.fixtures';
import { findPerformers, listCategories } from '../performers/performers.resource';

jest.mock('../performers/performers.resource', () => ({
  ...jest.requireActual('../performers/performers.resource'),
  findPerformers: jest.fn(),
  listCategories: jest.fn(),
}));
jest.mock('../banners/banners.resource', () => ({ searchBanners: jest.fn() }));
jest.mock('../../realtime/catalog-socket', () => require('../../testing/fake-socket').socketModule);

const search = findPerformers as jest.MockedFunction<typeof findPerformers>;
const anna = makePerformer({ _id: 'p1', username: 'anna', streamingStatus: 'public' });
const bella = makePerformer({ _id: 'p2', username: 'bella', streamingStatus: 'private' });
const carmen = makePerformer({ _id: 'p3', username: 'carmen', streamingStatus: 'group' });
const dana = makePerformer({ _id: 'p4', username: 'dana', streamingStatus: 'offline', avatar: '' });

function renderHome() {
  window.history.pushState({}, '', '/');
  return render(<Root />);
}

beforeEach(() => {
  search.mockReset();
  (listCategories as jest.Mock).mockResolvedValue([{ _id: 'c1', name: 'Blonde', slug: 'blonde', ordering: 0, description: '' }]);
  (searchBanners as jest.Mock).mockResolvedValue([]);
  bus.auth.set({ status: 'signed-out' });
});
afterEach(() => resetPlatform());

it('renders a card per performer from the API', async () => {
  search.mockResolvedValue({ data: [anna, bella, carmen, dana], total: 4 });
  renderHome();
  expect(await screen.findByText('4 performers')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
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

  expect(screen.getByRole('link', { name: 'Watch Anna live' })).toHaveAttribute('href', '/live/anna');
  expect(screen.getByRole('link', { name: 'Watch Bella live' })).toHaveAttribute('href', '/live/bella');
  expect(screen.getByRole('link', { name: 'Dana profile' })).toHaveAttribute('href', '/profile/dana');
  expect(within(screen.getByRole('link', { name: 'Watch Anna live' })).getByText('Live')).toBeInTheDocument();
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

it('renders active banners', async () => {
  search.mockResolvedValue({ data: [], total: 0 });
  (searchBanners as jest.Mock).mockResolvedValue([{ _id: 'b1', title: 'Summer show', href: '', photo: { url: '/uploads/b1.jpg', thumbnails: [] } }]);
  renderHome();
  expect(await screen.findByRole('img', { name: 'Summer show' })).toHaveAttribute('src', '/uploads/b1.jpg');
});

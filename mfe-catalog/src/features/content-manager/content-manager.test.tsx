import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@platform/shared';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '@platform/shared/mock';
import { mockApiPerTest } from '../../testing/render-catalog';
import { makeGallery, makeProduct, makeVideo, paged } from './manager.fixtures';
import { BASE, renderManager } from './test-utils';

const api = mockApiPerTest();

/** A performer with 14 videos, no photo, 1 gallery and 2 products opens her manager. */
function renderOverviewOfAnna() {
  signedInAs('performer', { _id: 'p1', username: 'anna' } as never);
  api.get(`${BASE}/videos/search`, paged([makeVideo({ _id: 'v1' })], 14));
  api.get(`${BASE}/photos/search`, paged([]));
  api.get(`${BASE}/galleries/search`, paged([makeGallery({ _id: 'g1' })]));
  api.get(`${BASE}/products/search`, paged([makeProduct({ _id: 'pr1', name: 'Photo pack' })], 2));
  renderManager('/account/content');
}

it('asks a visitor to sign in as a performer, and asks nothing of the API', () => {
  renderManager('/account/content/videos');
  expect(screen.getByText('Sign in required')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in as a performer' })).toHaveAttribute('href', '/auth/login/performer');
  expect(api.calls).toHaveLength(0);
});

it('tells a member the manager is for performers', () => {
  signedInAs('user', { _id: 'u1', username: 'bob' } as never);
  renderManager('/account/content');
  expect(screen.getByText('Not available for your account')).toBeInTheDocument();
  expect(screen.getByText('You are signed in as a member. The content manager is for performers only.')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('gives a performer the overview of her content and tabs to each list', async () => {
  renderOverviewOfAnna();

  const cards = within(screen.getByRole('list', { name: 'Your content' })).getAllByRole('listitem');
  expect(await within(cards[0]).findByText('14 videos')).toBeInTheDocument();
  expect(await within(cards[1]).findByText('0 photos')).toBeInTheDocument();
  expect(await within(cards[2]).findByText('1 gallery')).toBeInTheDocument();
  expect(await within(cards[3]).findByText('2 products')).toBeInTheDocument();
  expect(within(cards[0]).getByRole('link', { name: 'Upload video' })).toHaveAttribute('href', '/account/content/videos/new');

  const tabs = screen.getByRole('navigation', { name: 'Content' });
  expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveClass('active');
  await userEvent.click(within(tabs).getByRole('link', { name: 'Products' }));
  expect(await screen.findByRole('region', { name: 'My products' })).toHaveTextContent('Photo pack');
  expect(within(tabs).getByRole('link', { name: 'Products' })).toHaveClass('active');
});

it('speaks Russian: the overview counts with their plurals, the actions and the tabs', async () => {
  renderOverviewOfAnna();
  await screen.findByText('14 videos');
  await act(() => changeLanguage('ru'));
  try {
    expect(screen.getByRole('heading', { name: 'Мои материалы', level: 1 })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Ваши материалы' })).getAllByRole('listitem');
    expect(within(cards[2]).getByText('1 галерея')).toBeInTheDocument();
    expect(within(cards[3]).getByText('2 товара')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'Загрузить видео' })).toHaveAttribute('href', '/account/content/videos/new');
    expect(within(screen.getByRole('navigation', { name: 'Материалы' })).getByRole('link', { name: 'Обзор' })).toHaveClass('active');
  } finally {
    await act(() => changeLanguage('en'));
  }
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, pagedReplies } from '@platform/shared/mock';
import { renderAt, describeInRussian, itInRussian, failOnceThenRetry, expectRefusedTo } from '../../testing/wallet.test-helpers';

const SEARCH = '/purchased-items/user/search';

const item = (n: number, over: Record<string, unknown> = {}) => ({
  _id: `pi${n}`,
  source: 'user',
  sourceId: 'user-1',
  sellerId: 'performer-1',
  target: 'video',
  targetId: `v${n}`,
  type: 'sale_video',
  name: `Video ${n}`,
  description: '',
  totalPrice: 25,
  originalPrice: 25,
  quantity: 1,
  status: 'success',
  conversationId: null,
  createdAt: '2025-03-01T10:20:30.000Z',
  ...over,
});

const api = mockApiPerTest('user', { username: 'member' });

it('lists every purchase record with paging and a refund link', async () => {
  api.get(SEARCH, pagedReplies(item, 22));
  renderAt('/account/purchases');
  const table = await screen.findByRole('table', { name: 'Purchases' });
  expect(within(table).getByRole('row', { name: /Video 1 Sale video 1 25 tokens Success/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request refund: Video 1' })).toHaveAttribute(
    'href',
    '/account/refunds/new?sourceType=purchase&sourceId=pi1&name=Video+1',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('cell', { name: 'Video 22' })).toBeInTheDocument();
  expect(api.callsTo('GET', SEARCH)[1].params).toMatchObject({ offset: 20, limit: 20 });
});

it('links each bought video, gallery and product to its page; a tip has no page', async () => {
  api.get(SEARCH, {
    data: [
      item(1),
      item(2, { target: 'gallery', targetId: 'g2', type: 'sale_gallery', name: 'Beach day' }),
      item(3, { target: 'product', targetId: 'p3', type: 'sale_product', name: 'Signed photo' }),
      item(4, { target: 'performer', targetId: 'performer-1', type: 'tip', name: 'Tip' }),
    ],
    total: 4,
  });
  renderAt('/account/purchases');
  expect(await screen.findByRole('link', { name: 'Video 1' })).toHaveAttribute('href', '/videos/v1');
  expect(screen.getByRole('link', { name: 'Beach day' })).toHaveAttribute('href', '/galleries/g2');
  expect(screen.getByRole('link', { name: 'Signed photo' })).toHaveAttribute('href', '/products/p3');
  expect(screen.getAllByRole('cell', { name: 'Tip' })).toHaveLength(2);
  expect(screen.queryByRole('link', { name: 'Tip' })).not.toBeInTheDocument();
});

it('offers no refund for a cancelled purchase', async () => {
  api.get(SEARCH, { data: [item(1, { status: 'cancelled', name: 'Old tip', type: 'tip' })], total: 1 });
  renderAt('/account/purchases');
  expect(await screen.findByRole('cell', { name: 'Old tip' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Request a refund/ })).not.toBeInTheDocument();
});

it('shows empty and error states', async () => {
  await failOnceThenRetry(api, SEARCH, 'Purchases are down', { data: [], total: 0 }, () => renderAt('/account/purchases'));
  expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
});

it.each([
  [
    'videos',
    {
      _id: 'v1',
      performerId: 'p1',
      description: '',
      status: 'active',
      token: 30,
      isBought: true,
      createdAt: '2025-03-01T10:00:00.000Z',
      title: 'Beach day',
      isSaleVideo: true,
    },
    'Beach day',
  ],
  [
    'galleries',
    {
      _id: 'g1',
      performerId: 'p1',
      description: '',
      status: 'active',
      token: 15,
      isBought: true,
      createdAt: '2025-03-01T10:00:00.000Z',
      name: 'Spring set',
      isSale: true,
    },
    'Spring set',
  ],
  [
    'products',
    {
      _id: 'pr1',
      performerId: 'p1',
      description: '',
      status: 'active',
      token: 40,
      isBought: true,
      createdAt: '2025-03-01T10:00:00.000Z',
      name: 'Signed poster',
      type: 'physical',
      stock: 3,
      publish: true,
    },
    'Signed poster',
  ],
])('lists purchased %s with a link to each', async (kind, row, title) => {
  api.get(`/purchased-items/user/${kind}`, { data: [row], total: 1 });
  renderAt(`/account/purchases/${kind}`);
  expect(await screen.findByRole('cell', { name: title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: `Open ${title}` })).toHaveAttribute('href', `/${kind}/${row._id}`);
  expect(screen.getByText(`Showing 1 of 1 ${kind}`)).toBeInTheDocument();
  expect(api.callsTo('GET', `/purchased-items/user/${kind}`)[0].params).toMatchObject({ offset: 0, limit: 12 });
});

it('shows an empty list of purchased galleries', async () => {
  api.get('/purchased-items/user/galleries', { data: [], total: 0 });
  renderAt('/account/purchases/galleries');
  expect(await screen.findByText('No galleries bought yet')).toBeInTheDocument();
});

it('tells a performer that purchases are for members', () => {
  expectRefusedTo('performer', '/account/purchases/videos', 'You are signed in as a performer. The purchase history is for members only.');
});

describeInRussian(() => {
  itInRussian('lists purchases with translated types, statuses and token plurals', async () => {
    api.get(SEARCH, { data: [item(1), item(2, { totalPrice: 1, type: 'tip', target: 'performer', name: 'Tip' })], total: 2 });
    renderAt('/account/purchases');
    const table = await screen.findByRole('table', { name: 'Покупки' });
    expect(within(table).getByRole('row', { name: /Video 1 Видео 1 25 токенов Успешно Запросить возврат/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Tip Чаевые 1 1 токен Успешно/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запросить возврат: «Video 1»' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Покупки' })).toHaveTextContent('Все покупкиВидеоГалереиТовары');
  });

  itInRussian('lists purchased products in Russian', async () => {
    api.get('/purchased-items/user/products', {
      data: [
        {
          _id: 'pr1',
          performerId: 'p1',
          description: '',
          status: 'active',
          token: 22,
          isBought: true,
          createdAt: '2025-03-01T10:00:00.000Z',
          name: 'Poster',
          type: 'physical',
        },
      ],
      total: 1,
    });
    renderAt('/account/purchases/products');
    const table = await screen.findByRole('table', { name: 'Купленные товары' });
    expect(within(table).getByRole('row', { name: /Poster Физический 22 токена/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть «Poster»' })).toBeInTheDocument();
  });
});

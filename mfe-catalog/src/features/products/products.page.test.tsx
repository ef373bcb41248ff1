import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@platform/shared';
import userEvent from '@testing-library/user-event';
import { reply } from '@platform/shared/mock';
import { ProductsPage } from './products.page';
import { ANNA_ID, makeProduct } from './product.fixtures';
import { mockApiPerTest, renderPagesAt } from '../../testing/render-catalog';

const SEARCH = '/user/performer-assets/products/search';
const server = mockApiPerTest();

const renderAt = (path: string) => renderPagesAt(path, { '/products': <ProductsPage /> });
const lastSearch = () => server.callsTo('GET', SEARCH).at(-1)?.params;

it('lists products with picture, name, price, type and the stock of a physical one', async () => {
  server.get(SEARCH, {
    data: [
      makeProduct({ _id: 'pr1', name: 'E-book', token: 20 }),
      makeProduct({ _id: 'pr2', name: 'Signed poster', type: 'physical', token: 50, stock: 3 }),
      makeProduct({ _id: 'pr3', name: 'Mug', type: 'physical', token: 15, stock: 0 }),
      makeProduct({ _id: 'pr4', name: 'Wallpaper', token: 5, isBought: true }),
    ],
    total: 4,
  });
  renderAt('/products');
  expect(await screen.findByText('4 products')).toBeInTheDocument();
  expect(lastSearch()).toEqual({ limit: 12, offset: 0, sortBy: 'createdAt', sort: 'desc' });
  expect(screen.getByRole('link', { name: 'E-book' })).toHaveAttribute('href', '/products/pr1');
  const cards = within(screen.getByRole('region', { name: 'Products' })).getAllByRole('listitem');
  expect(cards).toHaveLength(4);
  expect(cards[0].querySelector('img')).toHaveAttribute('src', '/uploads/products/images/pr1.webp');
  expect(within(cards[0]).getByText('Anna · 20 tokens')).toBeInTheDocument();
  expect(within(cards[0]).getByText('Digital')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Anna · 50 tokens')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Physical · 3 in stock')).toBeInTheDocument();
  expect(within(cards[2]).getByText('Physical · Out of stock')).toBeInTheDocument();
  expect(within(cards[3]).getByText('Anna · Bought')).toBeInTheDocument();
});

it('sends each filter in the request, keeps them in the address and starts again from the first page', async () => {
  server.get(SEARCH, { data: [makeProduct({ _id: 'pr1', name: 'E-book' })], total: 30 });
  renderAt('/products');
  await screen.findByText('E-book');

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(lastSearch()).toMatchObject({ offset: 12, limit: 12 });
  expect(window.location.search).toBe('?page=2');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Physical');
  expect(lastSearch()).toEqual({ limit: 12, offset: 0, sortBy: 'createdAt', sort: 'desc', type: 'physical' });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'poster');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(lastSearch()).toEqual({ limit: 12, offset: 0, sortBy: 'token', sort: 'asc', type: 'physical', q: 'poster' });
  expect(window.location.search).toBe('?q=poster&type=physical&sort=token%3Aasc');
});

it("shows one performer's products from the address, and all of them again on request", async () => {
  server.get(SEARCH, { data: [makeProduct({ _id: 'pr1', name: 'E-book' })], total: 1 });
  renderAt(`/products?performer=${ANNA_ID}&type=digital`);
  expect(await screen.findByText(/Products of Anna/)).toBeInTheDocument();
  expect(lastSearch()).toEqual({ limit: 12, offset: 0, sortBy: 'createdAt', sort: 'desc', type: 'digital', performerId: ANNA_ID });

  await userEvent.click(screen.getByRole('button', { name: 'Show all performers' }));
  expect(lastSearch()).toEqual({ limit: 12, offset: 0, sortBy: 'createdAt', sort: 'desc', type: 'digital' });
  expect(screen.queryByText(/Products of/)).not.toBeInTheDocument();
});

it('says so when no product matches', async () => {
  server.get(SEARCH, { data: [], total: 0 });
  renderAt('/products?q=nothing');
  expect(await screen.findByText('No products found')).toBeInTheDocument();
  expect(lastSearch()).toMatchObject({ q: 'nothing' });
});

it('shows the error with a retry', async () => {
  server.get(SEARCH, { data: [makeProduct({ _id: 'pr1', name: 'E-book' })], total: 1 });
  server.on('GET', SEARCH, reply(500, { statusCode: 500, message: 'Shop is down' }), { times: 1 });
  renderAt('/products');
  expect(await screen.findByText('Shop is down')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('E-book')).toBeInTheDocument();
});

it('speaks Russian: the count with its plural, the prices, the types and the stock', async () => {
  server.get(SEARCH, {
    data: [makeProduct({ _id: 'pr1', name: 'E-book', token: 22 }), makeProduct({ _id: 'pr2', name: 'Mug', type: 'physical', token: 15, stock: 0 })],
    total: 2,
  });
  renderAt('/products');
  await screen.findByText('2 products');
  await act(() => changeLanguage('ru'));
  try {
    expect(screen.getByText('2 товара')).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Товары' })).getAllByRole('listitem');
    expect(within(cards[0]).getByText('Anna · 22 токена')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Цифровой')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Физический · Нет в наличии')).toBeInTheDocument();
  } finally {
    await act(() => changeLanguage('en'));
  }
});

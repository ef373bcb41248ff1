import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import type { Product } from '@platform/shared/contract';
import { reply, signedInAs } from '@platform/shared/mock';
import { openSignedUrl } from './open-url';
import { makeProduct } from './product.fixtures';
import { ProductPage } from './product.page';
import { ProductsPage } from './products.page';
import { mockApiPerTest, renderPagesAt } from '../../testing/render-catalog';

jest.mock('./open-url', () => ({ openSignedUrl: jest.fn() }));

const SEARCH = '/user/performer-assets/products/search';
const VIEW = '/user/performer-assets/products/pr1/view';
const LINK = '/user/performer-assets/products/pr1/download-link';
const BUY = '/purchase-items/product/pr1';
const SIGNED = '/api/files/signed/ebook?expires=1&sig=x';
const server = mockApiPerTest();
let product: Product;

const renderAt = (path: string) => renderPagesAt(path, { '/products': <ProductsPage />, '/products/:id': <ProductPage /> });
beforeEach(() => {
  product = makeProduct({ _id: 'pr1', name: 'E-book', description: 'My diary, 40 pages.', token: 20 });
  server.get(SEARCH, () => ({ data: [makeProduct({ _id: 'other' }), product], total: 2 }));
  server.get(VIEW, () => product);
  server.get(LINK, { downloadLink: SIGNED, expiresAt: '2025-01-01T10:05:00.000Z' });
});
afterEach(() => {
  jest.mocked(openSignedUrl).mockReset();
  jest.restoreAllMocks();
});

it("shows the product among its performer's products, and a sign-in prompt instead of Buy to a visitor", async () => {
  renderAt('/products/pr1');
  expect(await screen.findByRole('heading', { name: 'E-book' })).toBeInTheDocument();
  expect(server.callsTo('GET', VIEW)).toHaveLength(1);
  expect(screen.getByRole('img', { name: 'E-book' })).toHaveAttribute('src', '/uploads/products/images/pr1.webp');
  expect(screen.getByText('My diary, 40 pages.')).toBeInTheDocument();
  expect(screen.getByText(/Digital product · 20 tokens/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/profile/anna');
  expect(screen.getByRole('link', { name: 'Sign in as a member to buy this product' })).toHaveAttribute('href', '/auth/login/user');
  expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
});

it('buys a digital product after the confirm step, then downloads it through a fresh signed link', async () => {
  signedInAs('user', { balance: 100 });
  bus.balance.set(100);
  server.post(BUY, () => {
    product = { ...product, isBought: true };
    return { _id: 'pi1', totalPrice: 20, target: 'product', targetId: 'pr1', status: 'success' };
  });
  renderAt('/products/pr1');
  await userEvent.click(await screen.findByRole('button', { name: 'Buy for 20 tokens' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm purchase of E-book' });
  expect(within(dialog).getByText('Buy E-book for 20 tokens?')).toBeInTheDocument();
  expect(server.callsTo('POST', BUY)).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  const download = await screen.findByRole('button', { name: 'Download' });
  expect(server.callsTo('POST', BUY)).toHaveLength(1);
  expect(server.callsTo('POST', BUY)[0].headers['Idempotency-Key']).toMatch(/.{8,}/);
  expect(bus.balance.value()).toBe(80);
  expect(server.callsTo('GET', LINK)).toHaveLength(0);

  await userEvent.click(download);
  expect(server.callsTo('GET', LINK)).toHaveLength(1);
  expect(openSignedUrl).toHaveBeenCalledWith(SIGNED);
  expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
});

it('offers Download at once for a bought product and shows why a link was refused', async () => {
  product = { ...product, isBought: true };
  signedInAs('user');
  server.get(LINK, reply(400, { statusCode: 400, message: 'This product has no file to download' }));
  renderAt('/products/pr1');
  await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This product has no file to download');
  expect(openSignedUrl).not.toHaveBeenCalled();
});

it('orders a physical product with the delivery address and says the order was placed', async () => {
  product = makeProduct({ _id: 'pr1', name: 'Signed poster', type: 'physical', token: 50, stock: 3 });
  signedInAs('user', { balance: 100 });
  server.post(BUY, () => {
    product = { ...product, stock: 2, isBought: true };
    return { _id: 'pi2', totalPrice: 50, target: 'product', targetId: 'pr1', status: 'success' };
  });
  renderAt('/products/pr1');
  expect(await screen.findByText(/Physical product · 50 tokens · 3 in stock/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Buy for 50 tokens' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm purchase of Signed poster' });

  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(within(dialog).getByText('Enter the delivery address')).toBeInTheDocument();
  expect(server.callsTo('POST', BUY)).toHaveLength(0);

  await userEvent.type(within(dialog).getByLabelText('Delivery address'), '1 Main St, Springfield');
  await userEvent.type(within(dialog).getByLabelText('Postal code'), '12345');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText(/Your order was placed/)).toBeInTheDocument();
  expect(server.callsTo('POST', BUY)[0].body).toEqual({ quantity: 1, deliveryAddress: '1 Main St, Springfield', postalCode: '12345' });
  expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/account/orders');
  expect(await screen.findByText(/2 in stock/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
});

it('an out-of-stock physical product cannot be bought', async () => {
  product = makeProduct({ _id: 'pr1', name: 'Mug', type: 'physical', token: 15, stock: 0 });
  signedInAs('user');
  renderAt('/products/pr1');
  expect(await screen.findByText('Out of stock.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
});

it('says when the product does not exist, and shows other errors with a retry', async () => {
  server.on('GET', '/user/performer-assets/products/missing/view', reply(404, { statusCode: 404, message: 'Product not found' }));
  const { unmount } = renderAt('/products/missing');
  expect(await screen.findByText('Product not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');
  unmount();

  server.on('GET', VIEW, reply(500, { statusCode: 500, message: 'Shop is down' }), { times: 1 });
  renderAt('/products/pr1');
  expect(await screen.findByText('Shop is down')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'E-book' })).toBeInTheDocument();
});

it('opens from the list with what the list already knows', async () => {
  renderAt('/products');
  await userEvent.click(await screen.findByRole('link', { name: 'E-book' }));
  expect(await screen.findByRole('heading', { name: 'E-book' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/products/pr1');
  expect(server.callsTo('GET', VIEW)).toHaveLength(1);
});

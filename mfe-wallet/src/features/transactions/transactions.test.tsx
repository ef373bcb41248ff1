import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import { Root } from '../../root';

let api: MockApi;
const renderPage = () => renderWithProviders(<Root />, { router: false, route: '/account/transactions' });

beforeEach(() => {
  api = mockApi();
  signedInAs('user', { username: 'member' });
});

afterEach(() => {
  api.restore();
  resetPlatform();
});

it('lists the transactions', async () => {
  api.get('/transactions/user/search', {
    data: [
      {
        _id: 't1',
        paymentGateway: 'sandbox',
        buyerId: 'user-1',
        type: 'token_package',
        products: [{ name: 'Starter', price: 9.99, productType: 'token_package', productId: 'k1', quantity: 1 }],
        totalPrice: 9.99,
        status: 'success',
        createdAt: '2025-03-01T10:20:30.000Z',
      },
    ],
    total: 1,
  });
  renderPage();
  expect(await screen.findByRole('cell', { name: 'Starter' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '9.99' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'sandbox' })).toBeInTheDocument();
  expect(api.callsTo('GET', '/transactions/user/search')[0].params).toMatchObject({ offset: 0, limit: 20 });
});

it('reads a missing endpoint (404) as no history with a clear message', async () => {
  // The shared client warns about a 404 and hands the body back (SPEC.md §8).
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderPage();
  expect(await screen.findByText('Transactions are not available yet')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('404'), expect.anything());
  warn.mockRestore();
});

it('shows an empty state', async () => {
  api.get('/transactions/user/search', { data: [], total: 0 });
  renderPage();
  expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
});

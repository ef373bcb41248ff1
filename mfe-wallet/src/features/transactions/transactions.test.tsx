import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, pagedReplies } from '@platform/shared/mock';
import {
  renderAt,
  describeInRussian,
  itInRussian,
  failOnceThenRetry,
  expectRefusedTo,
  expectMissingEndpointShownAs,
} from '../../testing/wallet.test-helpers';

const PATH = '/transactions/user/search';
const renderPage = () => renderAt('/account/transactions');

const tx = (n: number) => ({
  _id: `t${n}`,
  paymentGateway: 'sandbox',
  buyerId: 'user-1',
  type: 'token_package',
  products: [{ name: `Package ${n}`, price: 9.99, productType: 'token_package', productId: 'k1', quantity: 1, tokens: 100 }],
  totalPrice: 9.99,
  status: 'success',
  createdAt: '2025-03-01T10:20:30.000Z',
});

const api = mockApiPerTest('user', { username: 'member' });

it('lists the transactions and pages with "Load more"', async () => {
  api.get(PATH, pagedReplies(tx, 25));
  renderPage();
  expect(await screen.findByRole('cell', { name: 'Package 1' })).toBeInTheDocument();
  expect(screen.getAllByRole('cell', { name: '9.99 USD' })).toHaveLength(20);
  expect(screen.getByText('Showing 20 of 25 transactions')).toBeInTheDocument();
  expect(api.callsTo('GET', PATH)[0].params).toMatchObject({ offset: 0, limit: 20 });

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('cell', { name: 'Package 25' })).toBeInTheDocument();
  expect(api.callsTo('GET', PATH)[1].params).toMatchObject({ offset: 20, limit: 20 });
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('reads a missing endpoint (404) as no history with a clear message', async () => {
  await expectMissingEndpointShownAs('/account/transactions', 'Transactions are not available yet');
});

it('shows an empty state', async () => {
  api.get(PATH, { data: [], total: 0 });
  renderPage();
  expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  expect(screen.getByText('Token packages you buy are listed here.')).toBeInTheDocument();
});

it('shows the error with a retry', async () => {
  await failOnceThenRetry(api, PATH, 'History is down', { data: [tx(1)], total: 1 }, () => renderPage());
  expect(await screen.findByRole('cell', { name: 'Package 1' })).toBeInTheDocument();
});

it('tells a studio that the history is for members', () => {
  expectRefusedTo('studio', '/account/transactions', 'You are signed in as a studio. The transaction history is for members only.');
});

describeInRussian(() => {
  itInRussian('lists the transactions with Russian headings, amounts and token plurals', async () => {
    api.get(PATH, { data: [tx(1), { ...tx(2), products: [{ ...tx(2).products[0], tokens: 1001 }], totalPrice: 1234.5 }], total: 2 });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Транзакции' });
    expect(within(table).getByRole('columnheader', { name: 'Сумма' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '9,99 USD' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '100 токенов' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: /^1\s001 токен$/ })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: /^1\s234,50 USD$/ })).toBeInTheDocument();
    expect(within(table).getAllByText('Успешно')).toHaveLength(2);
    expect(screen.getByText('Показано 2 из 2')).toBeInTheDocument();
  });

  itInRussian('shows the empty state in Russian', async () => {
    api.get(PATH, { data: [], total: 0 });
    renderPage();
    expect(await screen.findByText('Транзакций пока нет')).toBeInTheDocument();
  });
});

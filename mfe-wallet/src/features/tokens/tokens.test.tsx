import { act, screen } from '@testing-library/react';
import { bus, changeLanguage } from '@platform/shared';
import { mockApiPerTest, resetPlatform } from '@platform/shared/mock';
import {
  renderAt,
  describeInRussian,
  itInRussian,
  failOnceThenRetry,
  expectRefusedTo,
  expectMissingEndpointShownAs,
} from '../../testing/wallet.test-helpers';

// The shared socket is not opened in unit tests (balance.test.tsx covers the socket path).

const renderTokens = () => renderAt('/account/tokens');

const api = mockApiPerTest('user', { username: 'member', balance: 500 });

it('lists the token packages and the balance from bus.balance', async () => {
  api.get('/package/token/search', {
    data: [
      { _id: 'k1', name: 'Starter', description: 'To try things out', ordering: 1, price: 9.99, tokens: 100, isActive: true },
      { _id: 'k2', name: 'Big fan', description: '', ordering: 2, price: 39.99, tokens: 500, isActive: true },
    ],
    total: 2,
  });
  renderTokens();
  expect(await screen.findByRole('listitem', { name: 'Starter' })).toHaveTextContent('100 tokens');
  expect(screen.getByRole('listitem', { name: 'Big fan' })).toHaveTextContent('Price: 39.99');
  expect(screen.getByText(/Your balance/)).toHaveTextContent('Your balance: 500 tokens');
  act(() => bus.balance.set(620));
  expect(screen.getByText(/Your balance/)).toHaveTextContent('Your balance: 620 tokens');
});

it('reads a missing endpoint (404) as an empty shop with a clear message', async () => {
  await expectMissingEndpointShownAs('/account/tokens', 'Token packages are not available yet');
});

it('shows an empty state when there are no packages', async () => {
  api.get('/package/token/search', { data: [], total: 0 });
  renderTokens();
  expect(await screen.findByText('No token packages yet')).toBeInTheDocument();
});

it('shows the server error with retry', async () => {
  await failOnceThenRetry(api, '/package/token/search', 'Shop is down', { data: [], total: 0 }, () => renderTokens());
  expect(await screen.findByText('No token packages yet')).toBeInTheDocument();
});

it('tells a performer that buying tokens is for members', () => {
  expectRefusedTo('performer', '/account/tokens', 'You are signed in as a performer. Buying tokens is for members only.');
  expect(screen.getByRole('link', { name: 'Sign in as a member' })).toHaveAttribute('href', '/auth/login/user');
  expect(api.calls).toHaveLength(0);
});

it('asks a visitor to sign in', () => {
  act(() => resetPlatform());
  renderTokens();
  expect(screen.getByText('Buying tokens is for members. Please sign in first.')).toBeInTheDocument();
});

describeInRussian(() => {
  it('shows the shop, prices and token plurals in Russian and follows a language switch', async () => {
    api.get('/package/token/search', {
      data: [{ _id: 'k1', name: 'Starter', description: '', ordering: 1, price: 9.99, tokens: 100, isActive: true }],
      total: 1,
    });
    renderTokens();
    const card = await screen.findByRole('listitem', { name: 'Starter' });
    await act(() => changeLanguage('ru'));
    expect(screen.getByRole('heading', { level: 1, name: 'Купить токены' })).toBeInTheDocument();
    expect(card).toHaveTextContent('100 токенов');
    expect(card).toHaveTextContent('Цена: 9,99 USD');
    expect(screen.getByRole('list', { name: 'Пакеты токенов' })).toBeInTheDocument();
    expect(screen.getByText(/Ваш баланс/)).toHaveTextContent('Ваш баланс: 500 токенов');
    act(() => bus.balance.set(1201));
    expect(screen.getByText(/Ваш баланс/)).toHaveTextContent(/^Ваш баланс: 1\s201 токен$/);
    act(() => bus.balance.set(3));
    expect(screen.getByText(/Ваш баланс/)).toHaveTextContent('Ваш баланс: 3 токена');
    await act(() => changeLanguage('en'));
    expect(screen.getByText(/Your balance/)).toHaveTextContent('Your balance: 3 tokens');
    expect(card).toHaveTextContent('Price: 9.99 USD');
  });

  itInRussian('tells a performer in Russian that buying tokens is for members', async () => {
    expectRefusedTo('performer', '/account/tokens', 'Вы вошли как модель. Раздел «Покупка токенов» доступен только для роли «участник».');
    expect(screen.getByRole('navigation', { name: 'Кошелёк' })).toHaveTextContent('Доходы');
  });
});

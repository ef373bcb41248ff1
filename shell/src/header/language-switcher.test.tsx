import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { bus, changeLanguage, theme } from '@platform/shared';
import { Header } from './header.component';
import { HEADER_TEST_ENTRIES } from './header.test-helpers';

function renderHeader() {
  return render(
    <ThemeProvider theme={theme}>
      <Header siteName="XCams" logo="" menus={[]} entries={HEADER_TEST_ENTRIES} placeholderAvatarUrl="" />
    </ThemeProvider>,
  );
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
  act(() => {
    bus.auth.set({ status: 'signed-out' });
    bus.balance.set(null);
  });
  localStorage.clear();
});

it('switches the whole header to Russian, remembers the choice and says the balance with the right plural', async () => {
  const user = userEvent.setup();
  act(() => {
    bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u1', name: 'Mia Member', avatar: '' } as never });
    bus.balance.set(1);
  });
  renderHeader();
  expect(screen.getByLabelText('Token balance')).toHaveTextContent('1 token');
  // the desktop bar and the phone menu each have one; jsdom shows both
  await user.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0], 'ru');

  expect(screen.getByRole('navigation', { name: 'Основное меню' })).toHaveTextContent('Модели');
  await user.click(screen.getByRole('button', { name: 'Mia Member' }));
  expect(screen.getByRole('navigation', { name: 'Мой аккаунт' })).toHaveTextContent('Избранное');
  expect(screen.getAllByRole('button', { name: 'Выйти' }).length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Баланс токенов')).toHaveTextContent('1 токен');
  act(() => bus.balance.set(3));
  expect(screen.getByLabelText('Баланс токенов')).toHaveTextContent('3 токена');
  act(() => bus.balance.set(25));
  expect(screen.getByLabelText('Баланс токенов')).toHaveTextContent('25 токенов');
  expect(localStorage.getItem('i18nextLng')).toBe('ru');
  expect(document.documentElement.lang).toBe('ru');
  for (const select of screen.getAllByRole('combobox', { name: 'Язык' })) expect(select).toHaveValue('ru');
});

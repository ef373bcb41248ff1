import { act, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import userEvent from '@testing-library/user-event';
import { bus, changeLanguage, session, theme, ToastHost } from '@platform/shared';
import { Footer } from '../footer/footer.component';
import { Header } from './header.component';
import { HEADER_TEST_ENTRIES, HEADER_TEST_MENUS, resetHeaderBusAfterEach } from './header.test-helpers';

function renderHeader() {
  return render(
    <ThemeProvider theme={theme}>
      <Header siteName="XCams" logo="" menus={HEADER_TEST_MENUS} entries={HEADER_TEST_ENTRIES} placeholderAvatarUrl="" />
      <ToastHost />
    </ThemeProvider>,
  );
}

describe('Header', () => {
  resetHeaderBusAfterEach();

  it('shows the site name, fixed links, header menu items and sign-in links when signed out', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'XCams' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(main).toHaveTextContent('Home');
    expect(main).toHaveTextContent('Performers');
    expect(main).toHaveTextContent('Blog');
    expect(main).not.toHaveTextContent('Terms');
    expect(screen.queryByRole('link', { name: 'Favorites' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login/user');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('lists a fixed link only once when the site menu has it too', () => {
    const home = { ...HEADER_TEST_MENUS[0], _id: 'm3', title: 'Home', path: '/' };
    render(
      <ThemeProvider theme={theme}>
        <Header siteName="XCams" logo="" menus={[home, ...HEADER_TEST_MENUS]} entries={HEADER_TEST_ENTRIES} placeholderAvatarUrl="" />
      </ThemeProvider>,
    );
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getAllByRole('link', { name: 'Home' })).toHaveLength(1);
  });

  it("titles the admin's menu links in the interface language when they have it, else as written", async () => {
    const menus = [
      { ...HEADER_TEST_MENUS[0], translations: { ru: { title: 'Блог' } } },
      { ...HEADER_TEST_MENUS[1], translations: { ru: { title: 'Правила' } } },
      { ...HEADER_TEST_MENUS[1], _id: 'm4', title: 'Press', path: '/press' },
    ];
    render(
      <ThemeProvider theme={theme}>
        <Header siteName="XCams" logo="" menus={menus} entries={HEADER_TEST_ENTRIES} placeholderAvatarUrl="" />
        <Footer menus={menus} footerContent="" siteName="XCams" />
      </ThemeProvider>,
    );
    await act(() => changeLanguage('ru'));
    try {
      expect(screen.getByRole('navigation', { name: 'Основное меню' })).toHaveTextContent('Блог');
      const footer = screen.getByRole('navigation', { name: 'Нижнее меню' });
      expect(within(footer).getByRole('link', { name: 'Правила' })).toHaveAttribute('href', '/terms');
      expect(within(footer).getByRole('link', { name: 'Press' })).toHaveAttribute('href', '/press');
    } finally {
      await act(() => changeLanguage('en'));
    }
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Blog');
    expect(screen.getByRole('link', { name: 'Terms' })).toBeInTheDocument();
  });

  it("shows the member's name, default avatar, balance and unread count from the bus, capped at '9999+'", async () => {
    bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u1', name: 'Mia Member', avatar: '' } as never });
    bus.balance.set(500);
    bus.unread.set(3);
    renderHeader();
    expect(screen.getByText('Mia Member')).toBeInTheDocument();
    expect(screen.getByLabelText('Token balance')).toHaveTextContent('500 tokens');
    expect(screen.getByRole('link', { name: 'Unread messages: 3' })).toHaveTextContent('3');
    expect(document.querySelector('header img[src="/default-user-icon.png"]')).not.toBeNull();
    // the member's own pages wait in the account menu, so the bar stays one row
    expect(screen.queryByRole('link', { name: 'Tokens' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Mia Member' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const own = screen.getByRole('navigation', { name: 'My account' });
    for (const label of ['Tokens', 'Messages', 'Transactions', 'Settings'])
      expect(within(own).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(own).getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/account/favorites');
    expect(within(own).getByRole('link', { name: 'Favorites' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'My content' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    act(() => {
      bus.balance.set(123456);
      bus.unread.set(10000);
    });
    return waitFor(() => {
      expect(screen.getByLabelText('Token balance')).toHaveTextContent('9999+ tokens');
      expect(screen.getByRole('link', { name: 'Unread messages: 9999+' })).toHaveTextContent('9999+');
    });
  });

  it('shows each role its own links', async () => {
    bus.auth.set({ status: 'signed-in', role: 'performer', user: { _id: 'p1', username: 'anna' } as never });
    const { unmount } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'anna' }));
    expect(screen.getByRole('link', { name: 'Go live' })).toHaveAttribute('href', '/live');
    expect(screen.getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/account/earnings');
    expect(screen.getByRole('link', { name: 'My content' })).toHaveAttribute('href', '/account/content');
    expect(screen.queryByRole('link', { name: 'Favorites' })).not.toBeInTheDocument();
    expect(document.querySelector('header img[src="/no-avatar.png"]')).not.toBeNull();
    unmount();
    bus.auth.set({ status: 'signed-in', role: 'studio', user: { _id: 's1', name: 'Studio One' } as never });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Studio One' }));
    expect(screen.getByRole('link', { name: 'Studio' })).toHaveAttribute('href', '/studio/account-settings');
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/studio/members');
    expect(screen.queryByRole('link', { name: 'Tokens' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Favorites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My content' })).not.toBeInTheDocument();
  });

  it("logs out, says 'Log out!' and goes home", async () => {
    window.history.pushState(null, '', '/account/tokens');
    bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u1', name: 'Mia Member' } as never });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Log out!')).toBeInTheDocument();
    expect(screen.getAllByText('Log out!')).toHaveLength(1);
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it("says 'Something went wrong!' when logging out fails", async () => {
    window.history.pushState(null, '', '/account/tokens');
    const clear = jest.spyOn(session, 'clear').mockImplementation(() => {
      throw new Error('storage unavailable');
    });
    bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u1', name: 'Mia Member' } as never });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/tokens');
    clear.mockRestore();
  });
});

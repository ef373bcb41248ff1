import { act, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import userEvent from '@testing-library/user-event';
import { bus, theme } from '@platform/shared';
import type { AuthState } from '@platform/shared';
import { Header } from './header.component';
import { HEADER_TEST_ENTRIES, HEADER_TEST_MENUS, resetHeaderBusAfterEach } from './header.test-helpers';

// jsdom applies no media query, so both header variants are in the accessibility tree here: the desktop
// navigation and the phone menu can be compared side by side. (In a browser one of them is display:none.)

const MEMBER: AuthState = { status: 'signed-in', role: 'user', user: { _id: 'u1', name: 'Mia Member' } as never };
const PERFORMER: AuthState = { status: 'signed-in', role: 'performer', user: { _id: 'p1', username: 'anna' } as never };

function renderHeader(auth: AuthState = { status: 'signed-out' }) {
  act(() => bus.auth.set(auth));
  render(
    <ThemeProvider theme={theme}>
      <Header siteName="XCams" logo="" menus={HEADER_TEST_MENUS} entries={HEADER_TEST_ENTRIES} placeholderAvatarUrl="" />
      <p>Page content</p>
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

/** The element the menu button says it controls. */
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the menu button controls no element');
  return panel;
}

const linksOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Header phone menu', () => {
  resetHeaderBusAfterEach();

  it('opens and closes from the Menu button, moving focus into the panel', async () => {
    const button = renderHeader(MEMBER);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(button)).toBeVisible();
    const menu = within(panelOf(button)).getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    const button = renderHeader(MEMBER);
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('closes when a link in it is chosen', async () => {
    const button = renderHeader(MEMBER);
    await userEvent.click(button);
    const navigations: string[] = [];
    const unsubscribe = bus.navigate.subscribe(({ to }) => navigations.push(to));
    await userEvent.click(within(panelOf(button)).getByRole('link', { name: 'Tokens' }));
    unsubscribe();
    expect(navigations).toEqual(['/account/tokens']);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
  });

  it('closes on a click outside it', async () => {
    const button = renderHeader(MEMBER);
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Page content'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['member', MEMBER],
    ['performer', PERFORMER],
  ])("lists a signed-in %s's desktop links, the account name and Log out", async (_label, auth) => {
    const button = renderHeader(auth);
    // the desktop bar's links and those of its account menu
    await userEvent.click(screen.getByRole('button', { name: auth === MEMBER ? 'Mia Member' : 'anna' }));
    const desktop = [
      ...linksOf(screen.getByRole('navigation', { name: 'Main' })),
      ...linksOf(screen.getByRole('navigation', { name: 'My account' })),
    ];
    await userEvent.keyboard('{Escape}');
    await userEvent.click(button);
    const panel = panelOf(button);
    expect(linksOf(within(panel).getByRole('navigation', { name: 'Menu' }))).toEqual(desktop);
    expect(linksOf(panel)).toContainEqual(['Blog', '/posts']);
    expect(panel).toHaveTextContent(auth === MEMBER ? 'Mia Member' : 'anna');
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it("lists a visitor's desktop links and the sign-in links", async () => {
    const button = renderHeader();
    await userEvent.click(button);
    const desktop = [...linksOf(screen.getByRole('navigation', { name: 'Main' })), ...linksOf(screen.getByRole('navigation', { name: 'Account' }))];
    expect(linksOf(panelOf(button))).toEqual(desktop);
    expect(linksOf(panelOf(button))).toContainEqual(['Log in', '/auth/login/user']);
    expect(within(panelOf(button)).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('logs out from the panel', async () => {
    window.history.pushState(null, '', '/account/tokens');
    const button = renderHeader(MEMBER);
    await userEvent.click(button);
    await userEvent.click(within(panelOf(button)).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(window.location.pathname).toBe('/');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { bus, trackSocketStatus } from '@platform/shared';
import { FakeSocket } from '@platform/shared/mock';
import { ShellApp } from './shell.app';
import { Platform } from './platform/platform';
import { layoutForPath } from './layout/layout-kind';
import { appContainer } from './remotes/app-containers';

jest.mock('@platform/shared', () =>
  jest.requireActual<typeof import('./shell.test-helpers')>('./shell.test-helpers').sharedWithShellCallsAnswered(2),
);

const owners = [
  { name: 'mfe_auth', routes: ['/auth', '/account/settings'] },
  { name: 'mfe_catalog', routes: ['/', '/performers'] },
  { name: 'mfe_wallet', routes: ['/account/tokens'] },
  { name: 'mfe_studio', routes: ['/studio'] },
];

function setup(path: string, patch: Partial<Platform['state$']['value']> = {}) {
  window.history.replaceState(null, '', path);
  localStorage.setItem('platform:popup-18plus', 'entered');
  const platform = new Platform();
  platform.ui.settings$.next({ ...platform.ui.value, siteName: 'XCams' });
  platform.update({ registryReady: true, owners, accountReady: true, ...patch });
  render(<ShellApp platform={platform} />);
  return platform;
}

describe('layouts by path prefix', () => {
  afterEach(() => {
    act(() => bus.auth.set({ status: 'signed-out' }));
    localStorage.clear();
  });

  it.each([
    ['/auth/login/user', 'auth'],
    ['/authors', 'public'],
    ['/studio/account-settings', 'primary'],
    ['/account/tokens', 'primary'],
    ['/accounts', 'public'],
    ['/', 'public'],
    ['/live/anna', 'public'],
  ])('%s uses the %s layout', (path, kind) => {
    expect(layoutForPath(path)).toBe(kind);
  });

  it('renders the auth layout with the app slot holding the owner container', async () => {
    setup('/auth/login/user');
    await waitFor(() => expect(document.querySelector('[data-layout="auth"]')).not.toBeNull());
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByTestId('app-slot')).toContainElement(appContainer('mfe_auth'));
  });

  it('renders the public layout with header and footer', async () => {
    setup('/performers');
    await waitFor(() => expect(document.querySelector('[data-layout="public"]')).not.toBeNull());
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('XCams');
  });

  it('sends a signed-out visitor of a signed-in page to the user login', async () => {
    setup('/account/tokens');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login/user'));
  });

  it('waits for the stored session before deciding, and keeps a signed-in user on the page', async () => {
    const platform = setup('/studio/account-settings', { accountReady: false });
    await waitFor(() => expect(document.querySelector('[data-layout="primary"]')).not.toBeNull());
    act(() => {
      bus.auth.set({ status: 'signed-in', role: 'studio', user: { _id: 's1', name: 'Studio One' } as never });
      platform.update({ accountReady: true });
    });
    await waitFor(() => expect(screen.getByText('Studio One')).toBeInTheDocument());
    // The user-aware wrapper loads the unread count once signed in.
    await waitFor(() => expect(screen.getByRole('link', { name: /unread messages/i })).toHaveTextContent('2'));
    expect(window.location.pathname).toBe('/studio/account-settings');
    expect(document.querySelector('[data-signed-in="true"]')).not.toBeNull();
  });

  it('shows the not-found page for a path no remote owns', async () => {
    setup('/nowhere/at-all');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the maintenance page instead of the remotes in maintenance mode', async () => {
    const platform = setup('/performers');
    await waitFor(() => expect(document.querySelector('[data-layout="public"]')).not.toBeNull());
    act(() => platform.ui.maintenance$.next(true));
    expect(await screen.findByRole('heading', { name: "We'll be back soon" })).toBeInTheDocument();
    expect(screen.getByText(/XCams is down for maintenance/)).toBeInTheDocument();
    expect(screen.queryByTestId('app-slot')).not.toBeInTheDocument();
  });

  it('shows a badge for a remote pointed at a local dev server', async () => {
    setup('/performers', { overridden: ['mfe_live'] });
    const badges = await screen.findAllByRole('status');
    expect(badges.some((badge) => badge.textContent === 'override: mfe_live')).toBe(true);
  });
});

it('tells every page "Reconnecting…" once while the realtime connection is away', async () => {
  const socket = new FakeSocket();
  const stop = trackSocketStatus(socket);
  setup('/performers');
  await waitFor(() => expect(document.querySelector('[data-layout="public"]')).not.toBeNull());
  act(() => socket.setConnected(false));
  expect(screen.getAllByText('Reconnecting…')).toHaveLength(1);
  act(() => socket.setConnected(true));
  expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  stop();
});

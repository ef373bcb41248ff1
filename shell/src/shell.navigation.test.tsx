// pure: one shell stays rendered across the tests, like single-spa's one start() per page.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react/pure';
import { navigateToUrl, start } from 'single-spa';
import { bus } from '@platform/shared';
import { ShellApp } from './shell.app';
import { CONTENT_LOADER_DELAY_MS } from './loader/loader-controller';
import { Platform } from './platform/platform';
import { appContainer } from './remotes/app-containers';
import { mountOutsideAct, registerTestRemotes, textApp } from './remotes/remote-apps.test-helpers';
import type { RemoteLifecycles } from './remotes/remote-loader';

jest.mock('@platform/shared', () =>
  jest.requireActual<typeof import('./shell.test-helpers')>('./shell.test-helpers').sharedWithShellCallsAnswered(0),
);

mountOutsideAct();

const owners = [
  { name: 'mfe_catalog', routes: ['/', '/performers'] },
  { name: 'mfe_live', routes: ['/live'] },
  { name: 'mfe_wallet', routes: ['/wallet'] },
  { name: 'mfe_studio', routes: ['/studio'] },
];

// The wallet's code arrives only when the test says so: a slow network.
let releaseWallet: (module: RemoteLifecycles) => void = () => undefined;
const federation = {
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string): Promise<unknown> => {
    const name = id.split('/')[0];
    if (name === 'mfe_wallet') return new Promise((resolve) => (releaseWallet = resolve));
    if (name === 'mfe_live') return textApp('Live room of anna');
    if (name === 'mfe_studio') return textApp('Studio dashboard');
    return textApp('Performers list');
  }),
};

const header = () => screen.queryByRole('navigation', { name: 'Main' });
const anyLoader = () => screen.queryByRole('progressbar');

let platform: Platform;

// Boots like start-platform.ts: the registry load opens the first page's full-screen loader.
beforeAll(async () => {
  window.history.replaceState(null, '', '/');
  localStorage.setItem('platform:popup-18plus', 'entered');
  platform = new Platform();
  platform.ui.settings$.next({ ...platform.ui.value, siteName: 'XCams' });
  render(<ShellApp platform={platform} />);
  platform.loader.begin('registry');
  registerTestRemotes(federation, owners, { tracker: platform.loader, owners: () => platform.state$.value.owners });
  platform.update({ registryReady: true, owners, accountReady: true });
  start({ urlRerouteOnly: true });
  platform.loader.end('registry');
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  // the boot's loader waits for its settle and idle delays: a busy machine needs more than waitFor's 1 s default
  await waitFor(() => expect(appContainer('mfe_catalog')).toHaveTextContent('Performers list'), { timeout: 10_000 });
  await waitFor(() => expect(anyLoader()).not.toBeInTheDocument(), { timeout: 10_000 });
});

afterAll(() => {
  cleanup();
  act(() => bus.auth.set({ status: 'signed-out' }));
  localStorage.clear();
});

describe('moving between sections', () => {
  // "fast" is a mocked remote that answers at once; on a busy machine the page's own work can still pass 300 ms of
  // wall clock, so these two tests give the indicator a delay no real answer reaches (the slow test uses 300 ms)
  beforeEach(() => (platform.loader.contentDelayMs = 60_000));
  afterEach(() => (platform.loader.contentDelayMs = CONTENT_LOADER_DELAY_MS));

  it('shows no loader between remotes that load fast or are already loaded, and keeps the header', async () => {
    const shown: string[] = [];
    const subscriptions = [
      platform.loader.visible$.subscribe((on) => on && shown.push('full-screen')),
      platform.loader.contentVisible$.subscribe((on) => on && shown.push('in-content')),
    ];
    // The page must never lose its header or show a loader, at any DOM update along the way.
    const problems: string[] = [];
    const observer = new MutationObserver(() => {
      if (!header()) problems.push('header gone');
      if (anyLoader()) problems.push('loader shown');
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });

    navigateToUrl('/live/anna');
    await waitFor(() => expect(appContainer('mfe_live')).toHaveTextContent('Live room of anna'));
    navigateToUrl('/');
    await waitFor(() => expect(appContainer('mfe_catalog')).toHaveTextContent('Performers list'));
    navigateToUrl('/live/anna');
    await waitFor(() => expect(appContainer('mfe_live')).toHaveTextContent('Live room of anna'));
    expect(appContainer('mfe_catalog')).toBeEmptyDOMElement();

    observer.disconnect();
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    expect(federation.loadRemote.mock.calls.filter(([id]) => id === 'mfe_live/lifecycles')).toHaveLength(1);
    expect(shown).toEqual([]);
    expect(problems).toEqual([]);
    expect(anyLoader()).not.toBeInTheDocument();
  });

  it('keeps the header on screen while the next layout loads', async () => {
    act(() => bus.auth.set({ status: 'signed-in', role: 'studio', user: { _id: 's1', name: 'Studio One' } as never }));
    const problems: string[] = [];
    const observer = new MutationObserver(() => {
      if (!header()) problems.push('header gone');
      if (anyLoader()) problems.push('loader shown');
    });
    observer.observe(document.body, { childList: true, subtree: true });

    navigateToUrl('/studio/dashboard');
    await waitFor(() => expect(document.querySelector('[data-layout="primary"]')).not.toBeNull());
    await waitFor(() => expect(appContainer('mfe_studio')).toHaveTextContent('Studio dashboard'));
    navigateToUrl('/live/anna');
    await waitFor(() => expect(document.querySelector('[data-layout="public"]')).not.toBeNull());

    observer.disconnect();
    expect(problems).toEqual([]);
    act(() => bus.auth.set({ status: 'signed-out' }));
  });

  it('shows an in-content loader only once a slow section has taken 300 ms, under the header', async () => {
    platform.loader.contentDelayMs = CONTENT_LOADER_DELAY_MS;
    jest.useFakeTimers();
    try {
      navigateToUrl('/wallet');
      await jest.advanceTimersByTimeAsync(299);
      expect(anyLoader()).not.toBeInTheDocument();
      expect(header()).toBeInTheDocument();

      await jest.advanceTimersByTimeAsync(1);
      const indicator = screen.getByRole('progressbar', { name: 'Loading this section' });
      expect(within(screen.getByRole('main')).getByRole('progressbar', { name: 'Loading this section' })).toBe(indicator);
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
      expect(header()).toBeInTheDocument();

      releaseWallet(textApp('Wallet balance'));
      await jest.advanceTimersByTimeAsync(0);
      expect(appContainer('mfe_wallet')).toHaveTextContent('Wallet balance');
      expect(anyLoader()).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

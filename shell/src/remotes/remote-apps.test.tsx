import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { start, navigateToUrl } from 'single-spa';
import { mountOutsideAct, registerTestRemotes, textApp } from './remote-apps.test-helpers';
import { appContainer } from './app-containers';

mountOutsideAct();

const owners = [
  { name: 'mfe_catalog', routes: ['/', '/performers'] },
  { name: 'mfe_live', routes: ['/live'] },
  { name: 'mfe_wallet', routes: ['/account/tokens'] },
];

describe('failure isolation with single-spa and the MF runtime', () => {
  const attempts: Record<string, number> = {};
  const federation = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (id: string) => {
      const name = id.split('/')[0];
      attempts[name] = (attempts[name] ?? 0) + 1;
      if (name === 'mfe_live' && attempts[name] === 1) throw new Error('net::ERR_CONNECTION_REFUSED');
      if (name === 'mfe_live') return textApp('Live room of anna');
      if (name === 'mfe_wallet') return { notLifecycles: true };
      return textApp('Performers list');
    }),
  };
  const tracker = { begin: jest.fn(), end: jest.fn() };

  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const header = document.createElement('header');
    header.textContent = 'Site header';
    document.body.appendChild(header);
    owners.forEach(({ name }) => document.body.appendChild(appContainer(name)));
    registerTestRemotes(federation, owners, { tracker, owners: () => owners });
    window.history.replaceState(null, '', '/performers');
    start({ urlRerouteOnly: true });
  });

  it('mounts the owner of the path into its own container', async () => {
    await waitFor(() => expect(appContainer('mfe_catalog')).toHaveTextContent('Performers list'));
    expect(tracker.begin).toHaveBeenCalledWith('remote:mfe_catalog');
    expect(tracker.end).toHaveBeenCalledWith('remote:mfe_catalog');
  });

  it('shows an unavailable panel in the failed remote slot only, and Retry reloads just that app', async () => {
    navigateToUrl('/live/anna');
    const live = appContainer('mfe_live');
    await waitFor(() => expect(within(live).getByRole('heading')).toHaveTextContent('Live is unavailable right now'));
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(appContainer('mfe_catalog')).toBeEmptyDOMElement();

    await userEvent.click(within(live).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(live).toHaveTextContent('Live room of anna'));
    expect(federation.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_live', entry: expect.stringMatching(/^\/remotes\/mfe_live\/1\.0\.0\/mf-manifest\.json\?retry=\d+$/) }],
      { force: true },
    );
    expect(within(live).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('treats a module without lifecycles as unavailable too', async () => {
    navigateToUrl('/account/tokens');
    await waitFor(() => expect(appContainer('mfe_wallet')).toHaveTextContent('Wallet is unavailable right now'));
    expect(appContainer('mfe_live')).toBeEmptyDOMElement();
  });

  it('other remotes keep working after a failure', async () => {
    navigateToUrl('/');
    await waitFor(() => expect(appContainer('mfe_catalog')).toHaveTextContent('Performers list'));
    expect(appContainer('mfe_wallet')).toBeEmptyDOMElement();
  });
});

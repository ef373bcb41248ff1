import { waitFor } from '@testing-library/react';
import { start, navigateToUrl } from 'single-spa';
import { mountOutsideAct, registerTestRemotes, textApp } from './remote-apps.test-helpers';
import { appContainer } from './app-containers';

mountOutsideAct();

const owners = [
  { name: 'mfe_catalog', routes: ['/'] },
  { name: 'mfe_live', routes: ['/live'] },
  { name: 'mfe_wallet', routes: ['/account/tokens'] },
];

it("reports each remote's page load and its load or mount failure to the release health", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const federation = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (id: string) => {
      const name = id.split('/')[0];
      if (name === 'mfe_wallet') throw new Error('net::ERR_CONNECTION_REFUSED');
      if (name === 'mfe_live') return { ...textApp('never'), mount: () => Promise.reject(new Error('mount fails')) };
      return textApp('Performers list');
    }),
  };
  const health = { report: jest.fn() };
  owners.forEach(({ name }) => document.body.appendChild(appContainer(name)));
  registerTestRemotes(federation, owners, { tracker: { begin: jest.fn(), end: jest.fn() }, owners: () => owners, health });
  window.history.replaceState(null, '', '/');
  start({ urlRerouteOnly: true });
  await waitFor(() => expect(appContainer('mfe_catalog')).toHaveTextContent('Performers list'));
  navigateToUrl('/live/anna');
  await waitFor(() => expect(appContainer('mfe_live')).toHaveTextContent('Live is unavailable right now'));
  navigateToUrl('/account/tokens');
  await waitFor(() => expect(appContainer('mfe_wallet')).toHaveTextContent('Wallet is unavailable right now'));
  expect(health.report.mock.calls).toEqual([
    ['mfe_catalog', 'load'],
    ['mfe_live', 'load'],
    ['mfe_live', 'mount-failure'],
    ['mfe_wallet', 'load'],
    ['mfe_wallet', 'load-failure'],
  ]);
});

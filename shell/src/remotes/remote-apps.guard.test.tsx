import { waitFor } from '@testing-library/react';
import { loadRemoteApp } from './remote-apps';
import { RemoteLoader } from './remote-loader';
import { mountOutsideAct } from './remote-apps.test-helpers';

mountOutsideAct();

describe('a remote that throws while mounting', () => {
  it('shows the unavailable panel in its own container instead of breaking single-spa', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('render crashed before React took over');
      },
      unmount: async () => undefined,
    };
    const loader = new RemoteLoader({ registerRemotes: jest.fn(), loadRemote: jest.fn(async () => broken) });
    loader.register([{ name: 'mfe_studio', entry: '/remotes/mfe-studio/1/mf-manifest.json' }]);
    const app = await loadRemoteApp('mfe_studio', {
      loader,
      singleSpa: { registerApplication: jest.fn(), unloadApplication: jest.fn(async () => undefined) },
      tracker: { begin: jest.fn(), end: jest.fn() },
      owners: () => [],
      enabled: () => true,
    })();
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    await app.bootstrap({ name: 'mfe_studio', domElement });
    await app.mount({ name: 'mfe_studio', domElement });
    await waitFor(() => expect(domElement).toHaveTextContent('Studio is unavailable right now'));
    await app.unmount({ name: 'mfe_studio', domElement });
    expect(domElement).toBeEmptyDOMElement();
  });
});

import { registerApplication, unloadApplication } from 'single-spa';
import type { RouteOwner } from '../routing/owner';
import { registerRemoteApps, type LoadTracker, type RemoteAppsOptions } from './remote-apps';
import type { FederationPort } from './federation';
import { RemoteLoader, type RemoteLifecycles } from './remote-loader';

/** single-spa mounts asynchronously like in the browser; the remotes in these tests are not driven by act(). */
export function mountOutsideAct(): void {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
}

/** A remote whose page is one paragraph of text. */
export function textApp(text: string): RemoteLifecycles {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      (props.domElement as HTMLElement).innerHTML = `<p>${text}</p>`;
    },
    unmount: async (props) => {
      (props.domElement as HTMLElement).innerHTML = '';
    },
  };
}

/** Registers every remote of `owners` with single-spa, their code coming from `federation`; none is in maintenance. */
export function registerTestRemotes(
  federation: FederationPort,
  owners: RouteOwner[],
  wiring: { tracker: LoadTracker; owners: () => RouteOwner[]; health?: RemoteAppsOptions['health'] },
): void {
  const loader = new RemoteLoader(federation);
  loader.register(owners.map(({ name }) => ({ name, entry: `/remotes/${name}/1.0.0/mf-manifest.json` })));
  registerRemoteApps(
    owners.map(({ name }) => name),
    { loader, singleSpa: { registerApplication, unloadApplication }, ...wiring, enabled: () => true },
  );
}

import { appContainer } from './app-containers';
import { unavailableLifecycles } from './unavailable.lifecycles';
import type { RemoteLifecycles, RemoteLoader } from './remote-loader';
import { createActivityFunction, type RouteOwner } from '../routing/owner';

export interface SingleSpaPort {
  registerApplication(config: {
    name: string;
    app: () => Promise<RemoteLifecycles>;
    activeWhen: (location: Location) => boolean;
    customProps: Record<string, unknown>;
  }): void;
  unloadApplication(name: string): Promise<unknown>;
}

export interface LoadTracker {
  begin(key: string): void;
  end(key: string): void;
}

export interface RemoteAppsOptions {
  loader: RemoteLoader;
  singleSpa: SingleSpaPort;
  tracker: LoadTracker;
  owners: () => RouteOwner[];
  /** False while the site is in maintenance mode for this page: no remote is active (see exemptFromMaintenance). */
  enabled: (pathname: string) => boolean;
  /** Where a remote's page loads and their failures are reported (registry/health-beacon.ts). */
  health?: { report(remote: string, kind: 'load' | 'load-failure' | 'mount-failure'): void };
}

/**
 * Wraps a remote's lifecycles so a failing bootstrap or mount also falls back to the unavailable panel
 * (inside the remote's slot) instead of leaving single-spa's app broken.
 */
function guarded(name: string, remote: RemoteLifecycles, fallback: RemoteLifecycles, onFailure: () => void = () => undefined): RemoteLifecycles {
  let broken = false;
  return {
    bootstrap: async (props) => {
      try {
        await remote.bootstrap(props);
      } catch (error) {
        console.error(`[shell] ${name} failed to bootstrap`, error);
        broken = true;
        onFailure();
      }
    },
    mount: async (props) => {
      if (!broken) {
        try {
          await remote.mount(props);
          return;
        } catch (error) {
          console.error(`[shell] ${name} failed to mount`, error);
          broken = true;
          onFailure();
          await remote.unmount(props).catch(() => undefined);
          (props.domElement as HTMLElement).replaceChildren();
        }
      }
      await fallback.mount(props);
    },
    unmount: async (props) => (broken ? fallback.unmount(props) : remote.unmount(props)),
  };
}

/** Retry one remote: re-register it (cache-busted) and reload only that app — no page reload. */
export function retryRemote(name: string, options: Pick<RemoteAppsOptions, 'loader' | 'singleSpa'>): Promise<void> {
  options.loader.reRegister(name);
  return options.singleSpa.unloadApplication(name).then(() => undefined);
}

export function loadRemoteApp(name: string, options: RemoteAppsOptions): () => Promise<RemoteLifecycles> {
  return async () => {
    const fallback = unavailableLifecycles(name, () => retryRemote(name, options));
    options.tracker.begin(`remote:${name}`);
    options.health?.report(name, 'load');
    try {
      const remote = await options.loader.loadLifecycles(name);
      return guarded(name, remote, fallback, () => options.health?.report(name, 'mount-failure'));
    } catch (error) {
      console.error(`[shell] ${name} is unavailable`, error);
      options.health?.report(name, 'load-failure');
      return fallback;
    } finally {
      options.tracker.end(`remote:${name}`);
    }
  };
}

/** registerApplication for each registry entry. Nothing here waits for a remote. */
export function registerRemoteApps(names: string[], options: RemoteAppsOptions): void {
  for (const name of names) {
    options.singleSpa.registerApplication({
      name,
      app: loadRemoteApp(name, options),
      activeWhen: createActivityFunction(name, options.owners, options.enabled),
      customProps: { domElement: appContainer(name) },
    });
  }
}

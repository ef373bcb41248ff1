// The one place the shell touches the Module Federation runtime (the host instance the build plugin creates).
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './preload-page-remote';

export interface FederationRemote {
  name: string;
  entry: string;
}

export interface FederationPort {
  registerRemotes(remotes: FederationRemote[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

let pluginsInstalled = false;

export const mfRuntime: FederationPort = {
  registerRemotes(remotes, options) {
    if (!pluginsInstalled) {
      pluginsInstalled = true;
      registerPlugins([
        {
          name: 'platform-shell-load-errors',
          // Log with the remote's name; returning nothing lets the error reach the shell, which shows
          // the remote's "unavailable — retry" panel instead of breaking the page.
          errorLoadRemote(args) {
            console.error(`[shell] remote "${args.id}" failed to load (${args.lifecycle})`, args.error);
            return undefined;
          },
          // the page's remote's manifest, already read by the shell's entry (preloadPageRemote); a promise of nothing
          // (that request failed) sends the runtime to the network as no answer does
          fetch: (url) => takeEarlyManifest(url) as Promise<Response> | undefined,
        },
      ]);
    }
    registerRemotes(remotes, options);
  },
  loadRemote(id) {
    return loadRemote(id);
  },
};

import { bus, loadCurrentAccount, pendingRequests$, startBalanceSync, startCacheSync, startMessageSync } from '@platform/shared';
import { exemptFromMaintenance } from '../maintenance/maintenance-exempt';
import { registryEntries, type LoadedRegistry } from '../registry/registry.types';
import { applyOverrides } from '../registry/overrides';
import { deferredHealthReporter } from '../registry/health-queue';
import { platformEnv } from '../config/platform-config';
import { menuOf } from '../header/remote-menu';
import { RemoteLoader } from '../remotes/remote-loader';
import { registerRemoteApps, type SingleSpaPort } from '../remotes/remote-apps';
import { prefetchOnIntent } from '../remotes/prefetch-on-intent';
import { resolveOwner } from '../routing/owner';
import { mayLoadRemote } from '../routing/role-gate';
import { startVerificationNotice } from '../verification/verification-notice';
import type { FederationPort } from '../remotes/federation';
import type { Platform } from './platform';

export interface StartDeps {
  /** The registry the entry asked for (startRegistry, src/registry/early-registry.ts). */
  registry: Promise<LoadedRegistry>;
  federation: FederationPort;
  singleSpa: SingleSpaPort & {
    start(options: { urlRerouteOnly: boolean }): void;
    triggerAppChange(): Promise<unknown>;
    navigateToUrl(url: string): void;
  };
  storage?: Storage;
}

/**
 * Boot order: registry (asked by the entry) → registerRemotes → registerApplication per entry → start().
 * Account, settings and menus load alongside; nothing awaits a remote before start().
 */
export async function startPlatform(platform: Platform, deps: StartDeps): Promise<void> {
  const { singleSpa } = deps;
  const storage = deps.storage ?? window.localStorage;

  bus.navigate.subscribe(({ to, replace }) => {
    if (replace) window.history.replaceState(window.history.state, '', to);
    else singleSpa.navigateToUrl(to);
  });
  pendingRequests$.subscribe((count) => platform.loader.setPendingRequests(count));
  // The server's balance-updated reaches the header and every remote, whichever remote is mounted.
  startBalanceSync();
  // The header's unread badge follows the server; a new message elsewhere on the site shows a notification.
  startMessageSync();
  // The page's query cache follows the signed-in account, its balance and the performers' streaming status.
  startCacheSync();
  // A performer or studio sees the verification decision on the next visit.
  startVerificationNotice();
  // A member hears on any page when a favourite of his goes live (its code is fetched once a member signs in).
  let liveAlerts = false;
  bus.auth.subscribe((auth) => {
    if (liveAlerts || auth.status !== 'signed-in' || auth.role !== 'user') return;
    liveAlerts = true;
    import('../alerts/live-alerts')
      .then(({ startLiveAlerts }) => startLiveAlerts())
      .catch((error: unknown) => console.warn('[shell] live alerts unavailable', error));
  });

  loadCurrentAccount()
    .catch((error: unknown) => console.warn('[shell] could not restore the session', error))
    .finally(() => platform.update({ accountReady: true }));

  // Maintenance switches every remote off (their activity functions read it) and back on.
  platform.ui.maintenance$.subscribe(() => {
    if (platform.state$.value.registryReady) void singleSpa.triggerAppChange();
  });
  platform.ui.refresh().catch((error: unknown) => console.warn('[shell] settings refresh failed', error));

  platform.loader.begin('registry');
  try {
    const { document: registry, source } = await deps.registry;
    const remotes = applyOverrides(registryEntries(registry), storage);
    const loader = new RemoteLoader(deps.federation);
    // each release's page loads and failures go to the edge (not a remote a developer points at a dev server)
    const health =
      source === 'network' && typeof window !== 'undefined'
        ? deferredHealthReporter(
            { env: platformEnv(), entries: registryEntries(registry).filter((entry) => !remotes.some((r) => r.name === entry.name && r.overridden)) },
            window,
          )
        : undefined;
    loader.register(remotes.map(({ name, entry }) => ({ name, entry })));
    const owners = remotes.map(({ name, routes, access }) => ({ name, routes, ...(access ? { access } : {}) }));
    registerRemoteApps(
      remotes.map((remote) => remote.name),
      {
        loader,
        singleSpa,
        tracker: platform.loader,
        owners: () => platform.state$.value.owners,
        enabled: (pathname) => !platform.ui.maintenance$.value || exemptFromMaintenance(pathname, bus.auth.value()),
        health,
      },
    );
    platform.update({
      registryReady: true,
      registrySource: source,
      owners,
      // What each remote's release declared, so a remote's new screen gets its link with its own deploy.
      menu: menuOf(registryEntries(registry)),
      overridden: remotes.filter((remote) => remote.overridden).map((remote) => remote.name),
      preview: registry.preview ?? null,
    });
    singleSpa.start({ urlRerouteOnly: true });
    // A remote with an access rule mounts once the restored session lets it in, and unmounts at sign-out.
    bus.auth.subscribe(() => void singleSpa.triggerAppChange());
    if (typeof document !== 'undefined') {
      prefetchOnIntent(
        document,
        (pathname) => {
          const owners = platform.state$.value.owners;
          const owner = resolveOwner(pathname, owners);
          return owner && mayLoadRemote(owner, owners) ? owner : null;
        },
        (name) => loader.prefetch(name),
      );
    }
  } finally {
    platform.loader.end('registry');
  }
}

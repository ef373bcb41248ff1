import { createRoot } from 'react-dom/client';
import { navigateToUrl, registerApplication, start, triggerAppChange, unloadApplication } from 'single-spa';
import { textsReady } from '@platform/shared';
import { ShellApp } from './shell.app';
import { layoutsRendering } from './layout/layout-preload';
import { Platform } from './platform/platform';
import { startPlatform } from './platform/start-platform';
import { mfRuntime } from './remotes/federation';
import type { LoadedRegistry } from './registry/registry.types';

/**
 * Renders the shell and starts the platform. `firstLayout` is the first page's layout chunk, started by the entry
 * alongside this code: the first render waits for it (it is usually here already) so the header paints in it.
 * `registry` is the registry the entry asked for (startRegistry): the platform starts with its answer.
 */
export function boot(firstLayout: Promise<unknown>, registry: Promise<LoadedRegistry>): void {
  const platform = new Platform();
  const rootElement = document.getElementById('shell-root') as HTMLElement;
  // A page in another language than English first fetches its texts (while the remotes load), so it never shows
  // English for a moment; an English page renders at once.
  void Promise.all([textsReady(), firstLayout]).then(() => {
    layoutsRendering();
    createRoot(rootElement).render(<ShellApp platform={platform} />);
  });

  void startPlatform(platform, {
    registry,
    federation: mfRuntime,
    singleSpa: {
      registerApplication: (config) => registerApplication(config),
      unloadApplication: (name) => unloadApplication(name),
      start,
      triggerAppChange,
      navigateToUrl: (url) => navigateToUrl(url),
    },
  });
}

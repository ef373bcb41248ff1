import { createContext, useContext } from 'react';
import { BehaviorSubject } from 'rxjs';
import { LoaderController } from '../loader/loader-controller';
import { preloadImages } from '../loader/preload-images';
import { UiSettingsStore } from '../settings/ui-settings';
import type { RouteOwner } from '../routing/owner';
import type { RegistrySource } from '../registry/registry.types';
import type { RegistryPreview } from '@platform/shared/contract';
import type { ShellMenuEntry } from '../header/remote-menu';
import { DEFAULT_AVATARS, DEFAULT_IMAGES } from '@platform/shared';

export interface PlatformState {
  /** True once the registry is read and every remote is registered with single-spa. */
  registryReady: boolean;
  registrySource: RegistrySource | null;
  owners: RouteOwner[];
  /** The remotes' menu entries (header, phone menu, footer), from the registry. */
  menu: ShellMenuEntry[];
  /** Remotes pointed at a local dev server by a localStorage override. */
  overridden: string[];
  /** The release this browser previews by a signed link (the edge says so in the registry it sends), if any. */
  preview: RegistryPreview | null;
  /** True once loadCurrentAccount() settled, so a refresh does not bounce a signed-in user to login. */
  accountReady: boolean;
}

/** Everything the shell's React tree reads; one instance per page. */
export class Platform {
  readonly state$ = new BehaviorSubject<PlatformState>({
    registryReady: false,
    registrySource: null,
    owners: [],
    menu: [],
    overridden: [],
    preview: null,
    accountReady: false,
  });
  readonly ui: UiSettingsStore;
  readonly loader: LoaderController;

  constructor(storage: Storage = window.localStorage) {
    this.ui = new UiSettingsStore(storage);
    this.loader = new LoaderController({
      preload: preloadImages,
      imagesToPreload: () => {
        const ui = this.ui.value;
        return [ui.logo, ui.banner, ui.placeholderAvatarUrl, ...Object.values(DEFAULT_AVATARS), ...Object.values(DEFAULT_IMAGES)];
      },
    });
  }

  update(patch: Partial<PlatformState>): void {
    this.state$.next({ ...this.state$.value, ...patch });
  }
}

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform outside <PlatformContext.Provider>');
  return platform;
}

import { BehaviorSubject } from 'rxjs';
import type { MenuItem } from '@platform/shared/contract';
import { getMenus, getPublicSettings } from '@platform/shared';

/** UI settings (site name, logo, menus, footer, 18+ popup), persisted in localStorage so a reload paints the right header at once. */
export interface UiSettings {
  theme: 'light';
  siteName: string;
  logo: string;
  banner: string;
  menus: MenuItem[];
  placeholderAvatarUrl: string;
  footerContent: string;
  /** The footer and popup texts for a Russian interface (empty: the default ones). */
  footerContentRu: string;
  enablePopup18Plus: boolean;
  popupContent18Plus: string;
  popupContent18PlusRu: string;
  /** What the maintenance page says (empty: its own text), in English and for a Russian interface. */
  maintenanceMessage: string;
  maintenanceMessageRu: string;
}

export const UI_SETTINGS_KEY = 'platform:ui-settings';

export const DEFAULT_UI_SETTINGS: UiSettings = {
  theme: 'light',
  siteName: '',
  logo: '',
  banner: '',
  menus: [],
  placeholderAvatarUrl: '',
  footerContent: '',
  footerContentRu: '',
  enablePopup18Plus: true,
  popupContent18Plus: '',
  popupContent18PlusRu: '',
  maintenanceMessage: '',
  maintenanceMessageRu: '',
};

function readStored(storage: Storage): UiSettings {
  try {
    const raw = storage.getItem(UI_SETTINGS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') return { ...DEFAULT_UI_SETTINGS, ...(parsed as Partial<UiSettings>), theme: 'light' };
  } catch {
    // A corrupt entry is replaced by the next refresh.
  }
  return DEFAULT_UI_SETTINGS;
}

/** Keeps well-formed items in the admin's order (getMenus already unwraps bare or paged lists). */
function sortMenus(items: MenuItem[]): MenuItem[] {
  return items
    .filter((item) => item && typeof item.title === 'string' && typeof item.path === 'string')
    .sort((a, b) => (a.ordering ?? 0) - (b.ordering ?? 0));
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : fallback;

export class UiSettingsStore {
  readonly settings$: BehaviorSubject<UiSettings>;
  /** maintenanceMode of /settings/public: not a UI setting, never persisted (it must clear at once). */
  readonly maintenance$ = new BehaviorSubject<boolean>(false);

  constructor(private readonly storage: Storage = window.localStorage) {
    this.settings$ = new BehaviorSubject(readStored(storage));
  }

  get value(): UiSettings {
    return this.settings$.value;
  }

  /** Re-reads settings and menus through the page's query cache (one request per 5 minutes each). */
  async refresh(): Promise<void> {
    const [settingsResult, menusResult] = await Promise.allSettled([getPublicSettings(), getMenus()]);
    const current = this.value;
    const next: UiSettings = { ...current };
    if (settingsResult.status === 'fulfilled') {
      const settings: Record<string, unknown> = settingsResult.value ?? {};
      next.siteName = text(settings.siteName, current.siteName);
      next.logo = text(settings.logoUrl ?? settings.logo, current.logo);
      next.banner = text(settings.banner ?? settings.bannerUrl, current.banner);
      next.placeholderAvatarUrl = text(settings.placeholderAvatarUrl, current.placeholderAvatarUrl);
      next.footerContent = text(settings.footerContent, current.footerContent);
      next.footerContentRu = text(settings.footerContentRu, current.footerContentRu);
      next.enablePopup18Plus = flag(settings.enablePopup18Plus, current.enablePopup18Plus);
      next.popupContent18Plus = text(settings.popupContent18Plus, current.popupContent18Plus);
      next.popupContent18PlusRu = text(settings.popupContent18PlusRu, current.popupContent18PlusRu);
      next.maintenanceMessage = text(settings.maintenanceMessage, current.maintenanceMessage);
      next.maintenanceMessageRu = text(settings.maintenanceMessageRu, current.maintenanceMessageRu);
      this.maintenance$.next(flag(settings.maintenanceMode, false));
    }
    if (menusResult.status === 'fulfilled') next.menus = sortMenus(menusResult.value);
    this.settings$.next(next);
    try {
      this.storage.setItem(UI_SETTINGS_KEY, JSON.stringify(next));
    } catch {
      // Storage disabled: settings still apply for this visit.
    }
  }
}

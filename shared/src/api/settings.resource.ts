import type { MenuItem, PublicSettings, SettingsKeysResponse } from '../contract';
import { cached } from './cache';
import { api } from './client';

/** Lists come either bare or paged ({data, total}); callers want the items. */
export function itemsOf<T>(payload: unknown): T[] {
  if (Array.isArray(payload)) return payload as T[];
  const inner = (payload as { data?: unknown } | null)?.data;
  return Array.isArray(inner) ? (inner as T[]) : [];
}

/** GET /settings/public, cached 5 min. */
export function getPublicSettings(): Promise<PublicSettings> {
  return cached('settings/public', async () => (await api.get<PublicSettings>('/settings/public')).data);
}

/** POST /settings/keys {keys}, cached 5 min per key set. */
export function getSettingKeys(keys: string[]): Promise<SettingsKeysResponse> {
  const sorted = [...keys].sort();
  return cached(`settings/keys:${sorted.join(',')}`, async () =>
    (await api.post<SettingsKeysResponse>('/settings/keys', { keys: sorted })).data ?? {},
  );
}

/** GET /menus, cached 5 min. */
export function getMenus(): Promise<MenuItem[]> {
  return cached('menus', async () => itemsOf<MenuItem>((await api.get<unknown>('/menus')).data));
}

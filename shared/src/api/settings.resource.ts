import { queryOptions } from '@tanstack/react-query';
import { CACHE_MS } from '../constants';
import type { MenuItem, PublicSettings, SettingsKeysResponse } from '../contract';
import { queryClient } from '../query/query-client';
import { api } from './client';
import { itemsOf } from './envelope';

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => ['settings', 'public'] as const,
  /** One entry per key set, whatever order the keys were asked in. */
  keys: (keys: string[]) => ['settings', 'keys', ...[...keys].sort()] as const,
  menus: () => ['settings', 'menus'] as const,
};

// Settings and menus change rarely: an answer is reused for 5 minutes, and kept at least that long.
const fiveMinutes = { staleTime: CACHE_MS, gcTime: CACHE_MS } as const;

/** GET /settings/public. */
export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: async (): Promise<PublicSettings> => (await api.get<PublicSettings>('/settings/public')).data,
    ...fiveMinutes,
  });

/** POST /settings/keys {keys} (sent sorted). */
export const settingKeysQuery = (keys: string[]) => {
  const sorted = [...keys].sort();
  return queryOptions({
    queryKey: settingsKeys.keys(sorted),
    queryFn: async (): Promise<SettingsKeysResponse> => (await api.post<SettingsKeysResponse>('/settings/keys', { keys: sorted })).data ?? {},
    ...fiveMinutes,
  });
};

/** GET /menus (bare or paged; the items). */
export const menusQuery = () =>
  queryOptions({
    queryKey: settingsKeys.menus(),
    queryFn: async (): Promise<MenuItem[]> => itemsOf<MenuItem>((await api.get<unknown>('/menus')).data),
    ...fiveMinutes,
  });

/** GET /settings/public through the page's query cache (one request per 5 minutes; a failure is not kept). */
export function getPublicSettings(): Promise<PublicSettings> {
  return queryClient.fetchQuery(publicSettingsQuery());
}

/** POST /settings/keys through the page's query cache, per key set. */
export function getSettingKeys(keys: string[]): Promise<SettingsKeysResponse> {
  return queryClient.fetchQuery(settingKeysQuery(keys));
}

/** GET /menus through the page's query cache. */
export function getMenus(): Promise<MenuItem[]> {
  return queryClient.fetchQuery(menusQuery());
}

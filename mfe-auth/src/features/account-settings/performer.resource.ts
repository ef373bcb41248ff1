import { api, payload, type Account } from '@platform/shared';
import type { Country, Language, PerformerSelf, SuspendAccountResponse, UpdatePerformerRequest } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

/** Reference lists never change while the page is open: the API lets browsers keep them for an hour. */
const HOUR_MS = 60 * 60_000;

const keys = {
  countries: ['mfe-auth', 'reference', 'countries'] as const,
  languages: ['mfe-auth', 'reference', 'languages'] as const,
};

/** GET /settings/countries: [{code, name}] (ISO 3166-1 alpha-2, sorted by name). */
export const countriesQuery = () =>
  queryOptions({
    queryKey: keys.countries,
    queryFn: async (): Promise<Country[]> => payload(await api.get<Country[]>('/settings/countries')),
    staleTime: HOUR_MS,
  });

/** GET /languages/list: [{code, name}]; a performer's languages are stored by name ('English'). */
export const languagesQuery = () =>
  queryOptions({
    queryKey: keys.languages,
    queryFn: async (): Promise<Language[]> => payload(await api.get<Language[]>('/languages/list')),
    staleTime: HOUR_MS,
  });

/** PUT /performers (the API's performer profile update; answers her whole profile). */
export async function updatePerformer(body: UpdatePerformerRequest): Promise<PerformerSelf> {
  return payload(await api.put<PerformerSelf>('/performers', body));
}

export type SuspendRole = 'user' | 'performer';
const suspendPaths: Record<SuspendRole, string> = {
  user: '/users/suspend-account',
  performer: '/performers/suspend-account',
};

/** POST /users/suspend-account | /performers/suspend-account {password}: 400 with the server's words when the password is wrong. */
export async function suspendAccount(role: SuspendRole, password: string): Promise<SuspendAccountResponse> {
  return payload(await api.post<SuspendAccountResponse>(suspendPaths[role], { password }));
}

export const asPerformer = (account: Account): Partial<PerformerSelf> => account as Partial<PerformerSelf>;

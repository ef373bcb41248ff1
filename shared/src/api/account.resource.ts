import { queryOptions } from '@tanstack/react-query';
import type { Account } from '../bus';
import type { PerformerSelf, Role, Studio, User } from '../contract';
import { api } from './client';
import type { RequestOptions } from './request';

export const ME_PATHS: Record<Role, string> = {
  user: '/users/me',
  performer: '/performers/me',
  studio: '/studio/me',
};

type AccountOf<R extends Role> = R extends 'user' ? User : R extends 'performer' ? PerformerSelf : Studio;

/** GET /users/me | /performers/me | /studio/me. Throws on 404 too (there is no account to show). */
export async function getCurrentAccount<R extends Role>(role: R, options: RequestOptions = {}): Promise<AccountOf<R>> {
  const res = await api.get<AccountOf<R>>(ME_PATHS[role], options);
  if (!res || res.status !== 0 || !res.data) throw res ?? { statusCode: 404, message: 'Not Found' };
  return res.data;
}

export const accountKeys = {
  all: ['account'] as const,
  /** The signed-in account of a role: kept equal to bus.auth's account (balance included) by the cache sync. */
  current: (role: Role) => ['account', 'current', role] as const,
};

/** The signed-in account of `role`; asked again whenever a screen asks for it (the bus has the last known one). */
export const currentAccountQuery = <R extends Role>(role: R) =>
  queryOptions({
    queryKey: accountKeys.current(role),
    queryFn: (): Promise<AccountOf<R>> => getCurrentAccount(role),
  });

export type { Account };

import type { Account } from '../bus';
import type { Role } from '../contract';

/** Where each role lands after login: user → '/', performer → '/live' when verified else '/', studio → '/studio/account-settings'. */
export function redirectAfterLogin(role: Role, account?: Account | null): string {
  if (role === 'studio') return '/studio/account-settings';
  if (role === 'performer') return (account as { verified?: boolean } | null | undefined)?.verified === true ? '/live' : '/';
  return '/';
}

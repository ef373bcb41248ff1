import { matchesPrefix } from '../routing/path-prefix';

export type LayoutKind = 'auth' | 'primary' | 'public';

/** /auth… auth layout; /studio…, /account… and /admin… signed-in (primary) layout; the rest public. */
export function layoutForPath(path: string): LayoutKind {
  if (matchesPrefix(path, '/auth')) return 'auth';
  if (matchesPrefix(path, '/studio') || matchesPrefix(path, '/account') || matchesPrefix(path, '/admin')) return 'primary';
  return 'public';
}

export const SIGNED_OUT_REDIRECT = '/auth/login/user';

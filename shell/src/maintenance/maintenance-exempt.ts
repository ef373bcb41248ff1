import { isAdmin, type AuthState } from '@platform/shared';

/** Sign-in stays open in maintenance mode, so the operator can come in and turn it off. */
const OPEN_PATHS = ['/auth/login/'];

/**
 * Whether maintenance mode leaves this page alone: the signed-in admin sees the whole site (the back office
 * included, where maintenance is turned off), and anyone may open the sign-in pages.
 */
export function exemptFromMaintenance(pathname: string, auth: AuthState): boolean {
  return isAdmin(auth) || OPEN_PATHS.some((path) => pathname.startsWith(path));
}

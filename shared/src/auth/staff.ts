import type { AuthState } from '../bus';

/** The role that opens the back office (`/admin`): a member account whose roles hold it. */
export const ADMIN_ROLE = 'admin';

/** True for a signed-in admin. The shell loads the back office's code only then; the API checks again on every call. */
export function isAdmin(auth: AuthState): boolean {
  if (auth.status !== 'signed-in' || auth.role !== 'user') return false;
  const roles = (auth.user as { roles?: unknown }).roles;
  return Array.isArray(roles) && roles.includes(ADMIN_ROLE);
}

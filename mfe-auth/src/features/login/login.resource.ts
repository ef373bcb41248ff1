import { signIn, type AuthState } from '@platform/shared';
import type { LoginRequest, Role } from '@platform/shared/contract';

/**
 * Sign-in goes through the shared helper so the session cookie, the profile load and the `auth`
 * bus channel (which the shell header listens to) stay in one place.
 * user → POST /auth/code/login, performer → /auth/performers/login, studio → /auth/studio/login.
 */
export function login(role: Role, credentials: LoginRequest): Promise<AuthState> {
  return signIn(role, credentials);
}

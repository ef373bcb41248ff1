import { LOGIN_PATHS, api, loadCurrentAccount, session, type AuthState } from '@platform/shared';
import type { LoginRequest, LoginResponse, Role } from '@platform/shared/contract';
import { twoFactorStepOf, type TwoFactorStep } from '../two-factor/two-factor.resource';

/**
 * user → POST /auth/code/login, performer → /auth/performers/login, studio → /auth/studio/login.
 * Answers the signed-in state, or the second step an account with two-factor sign-in (the admin always) still needs.
 */
export async function login(role: Role, credentials: LoginRequest): Promise<AuthState | TwoFactorStep> {
  const res = await api.post<LoginResponse>(LOGIN_PATHS[role], credentials);
  const step = twoFactorStepOf(res?.data);
  if (step) return step;
  const token = res?.data?.token;
  if (!token) throw res ?? { statusCode: 400, message: 'Bad request!' };
  return completeSignIn(role, token);
}

/**
 * Stores the session the API issued (it also set the HttpOnly cookie), loads the profile and publishes bus.auth +
 * bus.balance through the shared session restore, so the header and every remote hear of it.
 */
export async function completeSignIn(role: Role, token: string): Promise<AuthState> {
  session.set(token, role);
  return loadCurrentAccount();
}

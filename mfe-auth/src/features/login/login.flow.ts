import { getServerMessage, navigate, redirectAfterLogin, toast } from '@platform/shared';
import type { LoginRequest, Role } from '@platform/shared/contract';
import { authStore } from '../auth-store/auth.store';
import { login } from './login.resource';

/**
 * requesting → success (loggedIn, data stored, redirect per role)
 *            → fail (loggedIn false, error body stored, server message shown).
 */
export async function submitLogin(role: Role, credentials: LoginRequest): Promise<void> {
  authStore.dispatch({ type: 'login/requesting' });
  try {
    const state = await login(role, credentials);
    if (state.status !== 'signed-in') throw { message: 'Bad request!' };
    authStore.dispatch({ type: 'login/success', data: state });
    navigate(redirectAfterLogin(role, state.user));
  } catch (error) {
    authStore.dispatch({ type: 'login/fail', error });
    toast.error(getServerMessage(error));
  }
}

import { getServerMessage, navigate, redirectAfterLogin, toast, type AuthState } from '@platform/shared';
import type { LoginRequest, Role } from '@platform/shared/contract';
import { authStore } from '../auth-store/auth.store';
import type { TwoFactorStep } from '../two-factor/two-factor.resource';
import { completeSignIn, login } from './login.resource';

/** A sign-in that is done: success stored, redirect per role. */
function signedIn(role: Role, state: AuthState) {
  if (state.status !== 'signed-in') throw { message: 'Bad request!' };
  authStore.dispatch({ type: 'login/success', data: state });
  navigate(redirectAfterLogin(role, state.user));
}

function failed(error: unknown) {
  authStore.dispatch({ type: 'login/fail', error });
  toast.error(getServerMessage(error));
}

/**
 * requesting → success (loggedIn, data stored, redirect per role)
 *            → two-factor (the step is answered; the page asks for a code)
 *            → fail (loggedIn false, error body stored, server message shown).
 */
export async function submitLogin(role: Role, credentials: LoginRequest): Promise<TwoFactorStep | null> {
  authStore.dispatch({ type: 'login/requesting' });
  try {
    const state = await login(role, credentials);
    if (state.status === 'two-factor') {
      authStore.dispatch({ type: 'login/reset' });
      return state;
    }
    signedIn(role, state);
  } catch (error) {
    failed(error);
  }
  return null;
}

/** The second step done: the token the API answered signs in like a password sign-in. */
export async function finishTwoFactorLogin(role: Role, token: string): Promise<void> {
  try {
    signedIn(role, await completeSignIn(role, token));
  } catch (error) {
    failed(error);
  }
}

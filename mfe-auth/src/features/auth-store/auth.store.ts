import type { AuthState } from '@platform/shared';
import { createStore, useStore } from './create-store';

/** Auth slice: login result, auth code, password update. */
export interface LoginResult {
  requesting: boolean;
  success: boolean;
  data: AuthState | null;
  error: unknown;
}

export interface PasswordUpdate {
  submiting: boolean; // spelled as the platform family spells it
  success: boolean;
  error: unknown;
}

export interface AuthSlice {
  loggedIn: boolean;
  authUser: AuthState | null;
  authCode: string | null;
  authCodeEmail: string | null;
  userLogin: LoginResult;
  updatePassword: PasswordUpdate;
}

export type AuthAction =
  | { type: 'login/requesting' }
  | { type: 'login/success'; data: AuthState }
  | { type: 'login/fail'; error: unknown }
  | { type: 'login/reset' }
  // The API never answers the code (it only travels by e-mail): `code` is what the member may have typed.
  | { type: 'authCode/stored'; email: string; code?: string }
  | { type: 'password/submitting' }
  | { type: 'password/success' }
  | { type: 'password/fail'; error: unknown }
  | { type: 'password/reset' }
  | { type: 'auth/signedOut' };

export const initialLogin: LoginResult = { requesting: false, success: false, data: null, error: null };
export const initialPassword: PasswordUpdate = { submiting: false, success: false, error: null };

export const initialAuth: AuthSlice = {
  loggedIn: false,
  authUser: null,
  authCode: null,
  authCodeEmail: null,
  userLogin: initialLogin,
  updatePassword: initialPassword,
};

export function authReducer(state: AuthSlice, action: AuthAction): AuthSlice {
  switch (action.type) {
    case 'login/requesting':
      return { ...state, userLogin: { ...initialLogin, requesting: true } };
    case 'login/success':
      return {
        ...state,
        loggedIn: true,
        authUser: action.data,
        userLogin: { requesting: false, success: true, data: action.data, error: null },
      };
    case 'login/fail':
      return {
        ...state,
        loggedIn: false,
        authUser: null,
        userLogin: { requesting: false, success: false, data: null, error: action.error },
      };
    case 'login/reset':
      return { ...state, userLogin: initialLogin };
    case 'authCode/stored':
      return { ...state, authCode: action.code ?? null, authCodeEmail: action.email };
    case 'password/submitting':
      return { ...state, updatePassword: { submiting: true, success: false, error: null } };
    case 'password/success':
      return { ...state, updatePassword: { submiting: false, success: true, error: null } };
    case 'password/fail':
      return { ...state, updatePassword: { submiting: false, success: false, error: action.error } };
    case 'password/reset':
      return { ...state, updatePassword: initialPassword };
    case 'auth/signedOut':
      // Logout resets auth to its defaults.
      return initialAuth;
    default:
      return state;
  }
}

const CODE_KEY = 'mfe_auth.authCode';

/** The e-mail a code was sent to (and a typed code) survive a refresh of /auth/login/user (kept for this tab only). */
function restoreCode(): Pick<AuthSlice, 'authCode' | 'authCodeEmail'> {
  try {
    const raw = window.sessionStorage.getItem(CODE_KEY);
    if (!raw) return { authCode: null, authCodeEmail: null };
    const parsed = JSON.parse(raw) as { code?: unknown; email?: unknown };
    return {
      authCode: typeof parsed.code === 'string' ? parsed.code : null,
      authCodeEmail: typeof parsed.email === 'string' ? parsed.email : null,
    };
  } catch {
    return { authCode: null, authCodeEmail: null };
  }
}

function persistCode(state: AuthSlice): void {
  try {
    if (state.authCode === null && state.authCodeEmail === null) window.sessionStorage.removeItem(CODE_KEY);
    else window.sessionStorage.setItem(CODE_KEY, JSON.stringify({ code: state.authCode, email: state.authCodeEmail }));
  } catch {
    // storage may be unavailable (private mode); the in-memory value still works
  }
}

export const authStore = createStore<AuthSlice, AuthAction>(
  (state, action) => {
    const next = authReducer(state, action);
    if (next.authCode !== state.authCode || next.authCodeEmail !== state.authCodeEmail) persistCode(next);
    return next;
  },
  { ...initialAuth, ...restoreCode() },
);

export const resetLoginData = (): void => authStore.dispatch({ type: 'login/reset' });

export function useAuthSlice<T>(select: (s: AuthSlice) => T): T {
  return useStore(authStore, select);
}

import { bus, toast } from '../bus';
import { api } from '../api';
import { queryClient } from '../query/query-client';
import { session } from '../session';
import { publishSignedOut } from './publish';

export const LOGOUT_SUCCESS = 'Log out!';
export const LOGOUT_FAILURE = 'Something went wrong!';
export const SIGNED_OUT_EVERYWHERE = 'You have been signed out everywhere.';

/** Signing out must never wait long for the server: past this the token is dropped locally anyway. */
const LOGOUT_REQUEST_MS = 5000;

/** POST with a short deadline and no 403 toast; resolves false instead of throwing. */
async function endOnServer(path: '/auth/logout' | '/auth/logout-all'): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_REQUEST_MS);
  try {
    const res = await api.post<boolean>(path, undefined, { quiet: true, signal: controller.signal });
    return res?.status === 0;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function clearLocalSession(): void {
  session.clear();
  queryClient.clear();
  publishSignedOut();
}

/**
 * Ends the token on the server (POST /auth/logout, so a copied token stops working too), then clears the
 * session and the page's query cache, publishes signed-out (auth signed-out, balance null, unread 0) and the
 * 'Log out!' toast. A failed server call still signs out here. Navigation to '/' after logout is the caller's.
 */
export async function signOut(options: { silent?: boolean } = {}): Promise<void> {
  if (session.get()) await endOnServer('/auth/logout');
  try {
    clearLocalSession();
    if (!options.silent) toast.success(LOGOUT_SUCCESS);
  } catch (e) {
    if (!options.silent) toast.error(LOGOUT_FAILURE);
    throw e;
  }
}

/**
 * "Sign out everywhere": POST /auth/logout-all ends every token of the account (other devices and tabs too),
 * then signs out here. When the server call fails nothing changes and the promise rejects (toast included):
 * the other devices would still be signed in.
 */
export async function signOutEverywhere(): Promise<void> {
  if (!(await endOnServer('/auth/logout-all'))) {
    toast.error(LOGOUT_FAILURE);
    throw new Error('Signing out everywhere failed');
  }
  clearLocalSession();
  toast.success(SIGNED_OUT_EVERYWHERE);
}

/**
 * Replaces the stored token of the signed-in account (the API answers a new one after a password change, which
 * ends every earlier token). Re-publishing the auth state makes the socket reconnect with the new token.
 */
export function renewSession(token: string): void {
  const stored = session.get();
  if (!stored) return;
  session.set(token, stored.role);
  bus.auth.set(bus.auth.value());
}

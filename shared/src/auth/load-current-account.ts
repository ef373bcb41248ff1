import type { AuthState } from '../bus';
import { getCurrentAccount } from '../api';
import { session } from '../session';
import { publishSignedIn, publishSignedOut } from './publish';

/**
 * Restores the signed-in state from the stored session (the shell calls it at start).
 * No session, or the server rejects the token (403/401/404) → the session is cleared and signed-out
 * is published. Other failures (network, 5xx) reject and keep the session for a later retry.
 */
export async function loadCurrentAccount(): Promise<AuthState> {
  const stored = session.get();
  if (!stored) return publishSignedOut();
  try {
    const account = await getCurrentAccount(stored.role, { quiet: true });
    return publishSignedIn(stored.role, account);
  } catch (e) {
    const status = (e as { statusCode?: number } | null)?.statusCode;
    if (status === 403 || status === 401 || status === 404) {
      session.clear();
      return publishSignedOut();
    }
    throw e;
  }
}

import type { AuthState } from '../bus';
import { getCurrentAccount } from '../api';
import type { Role } from '../contract';
import { session } from '../session';
import { publishSignedIn, publishSignedOut } from './publish';

// The shell restores the session at start, and a screen that needs the account may ask again before that
// answer arrives: callers for the same stored session share one request.
let inFlight: { key: string; result: Promise<AuthState> } | null = null;

/**
 * Restores the signed-in state from the stored session (the shell calls it at start).
 * No session, or the server rejects the token (403/401/404) → the session is cleared and signed-out
 * is published. Other failures (network, 5xx) reject and keep the session for a later retry.
 */
export function loadCurrentAccount(): Promise<AuthState> {
  const stored = session.get();
  if (!stored) return Promise.resolve(publishSignedOut());
  const key = `${stored.role}:${stored.token}`;
  if (inFlight?.key === key) return inFlight.result;
  const result = restore(stored.role);
  const entry = { key, result };
  inFlight = entry;
  const done = () => {
    if (inFlight === entry) inFlight = null;
  };
  result.then(done, done);
  return result;
}

async function restore(role: Role): Promise<AuthState> {
  try {
    const account = await getCurrentAccount(role, { quiet: true });
    return publishSignedIn(role, account);
  } catch (e) {
    const status = (e as { statusCode?: number } | null)?.statusCode;
    if (status === 403 || status === 401 || status === 404) {
      session.clear();
      return publishSignedOut();
    }
    throw e;
  }
}

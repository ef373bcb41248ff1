import type { AuthState } from '../bus';
import { getCurrentAccount } from '../api';
import type { Role } from '../contract';
import { queryClient } from '../query/query-client';
import { session } from '../session';
import { publishSignedIn, publishSignedOut } from './publish';

/**
 * The shell restores the session at start, and a screen that needs the account may ask again before that
 * answer arrives: callers for the same stored session share one request (the query cache de-duplicates a
 * fetch in flight). Nothing is kept once it settles (gcTime 0, always stale): the next call asks again.
 */
const sessionRestoreQuery = (role: Role, token: string) => ({
  // Not under ['account']: a sign-out published by the restore itself drops those entries, and must not cancel it.
  queryKey: ['session', 'restore', role, token] as const,
  queryFn: () => restore(role),
  staleTime: 0,
  gcTime: 0,
});

/**
 * Restores the signed-in state from the stored session (the shell calls it at start).
 * No session, or the server rejects the token (403/401/404) → the session is cleared and signed-out
 * is published. Other failures (network, 5xx) reject and keep the session for a later retry.
 */
export function loadCurrentAccount(): Promise<AuthState> {
  const stored = session.get();
  if (!stored) return Promise.resolve(publishSignedOut());
  return queryClient.fetchQuery(sessionRestoreQuery(stored.role, stored.token));
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

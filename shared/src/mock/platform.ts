import { bus, SIGNED_OUT, type Account, type AuthState } from '../bus';
import { publishSignedIn } from '../auth/publish';
import type { Role } from '../contract';
import { queryClient } from '../query/query-client';
import { session } from '../session';

/** Signs in without a server: session (token `test-token`), bus.auth and bus.balance. */
export function signedInAs(role: Role, account: Partial<Account> & { _id?: string } = {}, token = 'test-token'): AuthState {
  session.set(token, role);
  return publishSignedIn(role, { _id: `${role}-1`, ...account } as Account);
}

/** Back to a fresh page: signed out, no session, an empty query cache. Call it in afterEach. */
export function resetPlatform(): void {
  session.clear();
  queryClient.clear();
  bus.auth.set(SIGNED_OUT);
  bus.balance.set(null);
  bus.unread.set(0);
}

import { bus, SIGNED_OUT, type Account, type AuthState } from '../bus';
import { clearApiCache } from '../api/cache';
import { publishSignedIn } from '../auth/publish';
import type { Role } from '../contract';
import { session } from '../session';

/** Signs in without a server: session (token `test-token`), bus.auth and bus.balance. */
export function signedInAs(role: Role, account: Partial<Account> & { _id?: string } = {}, token = 'test-token'): AuthState {
  session.set(token, role);
  return publishSignedIn(role, { _id: `${role}-1`, ...account } as Account);
}

/** Back to a fresh page: signed out, no session, empty caches. Call it in afterEach. */
export function resetPlatform(): void {
  session.clear();
  clearApiCache();
  bus.auth.set(SIGNED_OUT);
  bus.balance.set(null);
  bus.unread.set(0);
}

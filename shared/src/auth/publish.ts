import { bus, SIGNED_OUT, type Account, type AuthState } from '../bus';
import type { Role } from '../contract';

/** Announces a signed-in account to every remote (and, through the bus, to other tabs). */
export function publishSignedIn(role: Role, user: Account): AuthState {
  const state: AuthState = { status: 'signed-in', role, user };
  bus.auth.set(state);
  bus.balance.set(typeof user.balance === 'number' ? user.balance : null);
  return state;
}

export function publishSignedOut(): AuthState {
  bus.auth.set(SIGNED_OUT);
  bus.balance.set(null);
  bus.unread.set(0);
  return SIGNED_OUT;
}

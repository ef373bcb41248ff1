import { getCurrentAccount } from '../api/account.resource';
import { bus } from '../bus';
import { startSignedInSync } from '../bus/helpers';
import type { Role } from '../contract';
import { getSocket, onSocketReconnected } from '../socket';

// Page-wide like the bus: counts server figures applied, so a client-side adjustment can tell whether
// the socket was faster than its own HTTP answer (and must not count the same movement twice).
interface BalanceState {
  revision: number;
  stopSync: (() => void) | null;
}
declare global {
  var __PLATFORM_BALANCE__: BalanceState | undefined;
}
const state: BalanceState = (globalThis.__PLATFORM_BALANCE__ ??= { revision: 0, stopSync: null });

export const BALANCE_UPDATED_EVENT = 'balance-updated';

/** A member's balance is never shown below 0; performers and studios show the figure as is. */
function clampForRole(balance: number): number {
  const auth = bus.auth.value();
  return auth.status === 'signed-in' && auth.role === 'user' ? Math.max(0, balance) : balance;
}

export const balanceRevision = (): number => state.revision;

/** The server's figure (`balance-updated`) is the truth: it replaces whatever was shown. Malformed figures are ignored. */
export function applyServerBalance(balance: unknown): void {
  if (typeof balance !== 'number' || !Number.isFinite(balance)) return;
  state.revision += 1;
  bus.balance.set(clampForRole(balance));
}

/**
 * Adjusts the shown balance by `delta` after a movement this page made (a spend is negative, bought tokens
 * positive) — unless a server figure arrived since `since` (taken when the action started), which already
 * includes the movement. Returns the balance now shown.
 */
export function adjustBalance(delta: number, since: number): number | null {
  const current = bus.balance.value();
  if (state.revision === since && current !== null) bus.balance.set(clampForRole(current + delta));
  return bus.balance.value();
}

/**
 * After a socket drop the `balance-updated` events sent meanwhile are lost: asks the server for the figure.
 * A `balance-updated` that arrives while the answer is on its way is newer, so it wins.
 */
async function refetchBalance(role: Role): Promise<void> {
  const since = state.revision;
  try {
    const account = await getCurrentAccount(role, { quiet: true });
    const auth = bus.auth.value();
    if (state.revision === since && auth.status === 'signed-in' && auth.role === role) applyServerBalance(account.balance);
  } catch (error) {
    console.warn('[shared] balance refetch after reconnect failed', error);
  }
}

/**
 * Follows `balance-updated` on the page's socket for as long as someone is signed in, and asks for the
 * balance again each time the socket comes back after a drop. The shell calls it
 * once at start; calling it again is harmless. Returns a function that stops it.
 */
export function startBalanceSync(): () => void {
  return startSignedInSync(state, 'stopSync', () => {
    const socket = getSocket();
    const onUpdate = (event: { balance?: unknown } | undefined) => applyServerBalance(event?.balance);
    socket.on(BALANCE_UPDATED_EVENT, onUpdate);
    const stopReconnected = onSocketReconnected(() => {
      const now = bus.auth.value();
      if (now.status === 'signed-in') void refetchBalance(now.role);
    });
    return () => {
      socket.off(BALANCE_UPDATED_EVENT, onUpdate);
      stopReconnected();
    };
  });
}

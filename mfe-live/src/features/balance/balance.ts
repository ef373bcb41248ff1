import { bus, useBusState } from '@platform/shared';
import { STREAM_EVENTS, type BalanceUpdatedEvent } from '@platform/shared/contract';
import { useSocketEvent } from '../../realtime/use-socket-event';

const isUser = () => {
  const auth = bus.auth.value();
  return auth.status === 'signed-in' && auth.role === 'user';
};

/** The server's figure is the truth (xlive-contract.md); a member's balance never shows below 0 (SPEC.md §4). */
export function applyServerBalance(balance: number): void {
  if (typeof balance !== 'number' || Number.isNaN(balance)) return;
  bus.balance.set(isUser() ? Math.max(0, balance) : balance);
}

/**
 * After a spend: the header shows the new balance at once. If `balance-updated` already arrived
 * (the balance moved since `before`), it is left alone so the amount is not taken twice.
 */
export function applySpend(before: number | null, amount: number): void {
  if (before === null || bus.balance.value() !== before) return;
  applyServerBalance(before - amount);
}

/** Keeps bus.balance (the header) in step with the server's `balance-updated` events while mounted. */
export function useBalanceSync(): number | null {
  useSocketEvent<BalanceUpdatedEvent>(STREAM_EVENTS.balanceUpdated, (event) => applyServerBalance(event?.balance));
  return useBusState(bus.balance);
}

import { getSocket } from '@platform/shared';
import type { BalanceUpdatedEvent } from '@platform/shared/contract';

/** Sent by the API to every socket of an account after any token movement (xlive-contract.md "Realtime"). */
export const BALANCE_UPDATED = 'balance-updated';

/** Listens on the page's one shared socket; returns the unsubscribe. */
export function onBalanceUpdated(handler: (event: BalanceUpdatedEvent) => void): () => void {
  const socket = getSocket();
  socket.on(BALANCE_UPDATED, handler);
  return () => {
    socket.off(BALANCE_UPDATED, handler);
  };
}

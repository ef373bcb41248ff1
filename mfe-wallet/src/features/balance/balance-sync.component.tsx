import { useEffect } from 'react';
import { bus, useBusState } from '@platform/shared';
import { applyServerBalance } from './balance';
import { onBalanceUpdated } from './balance.resource';

/**
 * While this remote is mounted and someone is signed in, `balance-updated` from the shared socket updates
 * bus.balance — the header, every other remote and (through the bus) every other tab follow.
 */
export function BalanceSync() {
  const auth = useBusState(bus.auth);
  const role = auth.status === 'signed-in' ? auth.role : null;
  useEffect(() => {
    if (!role) return undefined;
    return onBalanceUpdated((event) => applyServerBalance(role, event?.balance));
  }, [role]);
  return null;
}

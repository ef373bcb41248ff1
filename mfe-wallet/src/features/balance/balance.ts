import { bus } from '@platform/shared';
import type { Role } from '@platform/shared/contract';

// Counts server figures applied; a purchase compares it to know whether the socket was faster than its response.
let revision = 0;

export const balanceRevision = (): number => revision;

/** A member's balance is never shown below 0 (SPEC.md §4); performers and studios show the figure as is. */
const clamp = (role: Role, balance: number): number => (role === 'user' ? Math.max(0, balance) : balance);

/** The server's figure (balance-updated) is the truth: it replaces whatever we showed. */
export function applyServerBalance(role: Role, balance: unknown): void {
  const value = Number(balance);
  if (typeof balance !== 'number' || !Number.isFinite(value)) return;
  revision += 1;
  bus.balance.set(clamp(role, value));
}

/**
 * Buying tokens adds to the balance (SPEC.md §4). `before` and `since` are the balance and revision at the
 * moment the purchase started: if a server figure arrived meanwhile it already includes these tokens.
 */
export function applyTokensBought(before: number | null, since: number, added: number): number | null {
  if (revision === since) bus.balance.set(clamp('user', (before ?? 0) + added));
  return bus.balance.value();
}

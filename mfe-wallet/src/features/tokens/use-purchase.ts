import { useEffect, useRef, useState } from 'react';
import {
  adjustBalance,
  balanceRevision,
  getServerMessage,
  MONEY_EVENTS,
  newIdempotencyKey,
  translateMessage,
  useSocketEvent,
} from '@platform/shared';
import type { PaymentTransaction, TokenPackage } from '@platform/shared/contract';
import { purchaseTokens } from './tokens.resource';

export interface Receipt {
  transactionId: string;
  packageName: string;
  price: number;
  tokensAdded: number;
  newBalance: number | null;
  date: string;
}

export type PurchaseState =
  | { step: 'idle' }
  | { step: 'confirm'; pkg: TokenPackage; paying: boolean; error: string | null }
  | { step: 'pending'; pkg: TokenPackage }
  | { step: 'receipt'; receipt: Receipt };

/** While a purchase is pending, how often the page asks again under its key (in case the settled event was missed). */
export const PENDING_RECHECK_MS = 10_000;

/**
 * No answer says what became of the payment: the purchase is still running on the server (409), or the API
 * went away mid-way (no response, 5xx). The server finishes it either way; the page waits for the outcome.
 */
function outcomeUnknown(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status !== 'number' || status === 409 || status >= 500;
}

/**
 * Buy → confirm → pay → receipt. One Idempotency-Key per purchase action: created when the member
 * chooses a package, reused by "Confirm purchase" after a failure, dropped on cancel or success.
 * A payment whose outcome is unknown shows as pending until the server's `payment-settled` for its key
 * arrives (or a repeated call under the key answers it), then the receipt or the refusal, without a reload.
 */
export function usePurchase() {
  const [state, setState] = useState<PurchaseState>({ step: 'idle' });
  const key = useRef<string | null>(null);
  const since = useRef(0);

  const choose = (pkg: TokenPackage) => {
    key.current = newIdempotencyKey();
    setState({ step: 'confirm', pkg, paying: false, error: null });
  };

  const cancel = () => {
    key.current = null;
    setState({ step: 'idle' });
  };

  const paid = (pkg: TokenPackage, tx: PaymentTransaction) => {
    const added = tx.products?.reduce((sum, p) => sum + (p.tokens ?? 0), 0) || pkg.tokens;
    const newBalance = adjustBalance(added, since.current);
    key.current = null;
    setState({
      step: 'receipt',
      receipt: { transactionId: tx._id, packageName: pkg.name, price: tx.totalPrice, tokensAdded: added, newBalance, date: tx.createdAt },
    });
  };

  /** One call under the action's key; false when its outcome is still unknown. */
  const pay = async (pkg: TokenPackage): Promise<boolean> => {
    const sentKey = key.current;
    try {
      const tx = await purchaseTokens(pkg._id, sentKey!);
      if (key.current === sentKey) paid(pkg, tx);
      return true;
    } catch (error) {
      if (outcomeUnknown(error)) return false;
      // The balance stays as it was; the same key is kept so "Confirm purchase" retries this very action.
      if (key.current === sentKey) setState({ step: 'confirm', pkg, paying: false, error: getServerMessage(error) });
      return true;
    }
  };

  const confirm = async () => {
    if (state.step !== 'confirm' || state.paying || !key.current) return;
    const { pkg } = state;
    since.current = balanceRevision();
    setState({ step: 'confirm', pkg, paying: true, error: null });
    if (!(await pay(pkg))) setState({ step: 'pending', pkg });
  };

  const pendingPkg = state.step === 'pending' ? state.pkg : null;
  useSocketEvent(pendingPkg ? MONEY_EVENTS.paymentSettled : null, (event) => {
    if (!pendingPkg || !event || event.idempotencyKey !== key.current) return;
    if (event.status === 'success' && event.transaction) paid(pendingPkg, event.transaction);
    else setState({ step: 'confirm', pkg: pendingPkg, paying: false, error: translateMessage(event.message ?? 'The payment was declined') });
  });
  useEffect(() => {
    if (!pendingPkg) return undefined;
    const recheck = setInterval(() => void pay(pendingPkg), PENDING_RECHECK_MS);
    return () => clearInterval(recheck);
    // pay only reads refs and sets state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingPkg]);

  const close = () => {
    key.current = null;
    setState({ step: 'idle' });
  };

  return { state, choose, cancel, confirm, close };
}

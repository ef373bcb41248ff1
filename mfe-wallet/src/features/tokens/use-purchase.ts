import { useRef, useState } from 'react';
import { adjustBalance, balanceRevision, getServerMessage, newIdempotencyKey } from '@platform/shared';
import type { TokenPackage } from '@platform/shared/contract';
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
  { step: 'idle' } | { step: 'confirm'; pkg: TokenPackage; paying: boolean; error: string | null } | { step: 'receipt'; receipt: Receipt };

/**
 * Buy → confirm → pay → receipt. One Idempotency-Key per purchase action: created when the member
 * chooses a package, reused by "Confirm purchase" after a failure, dropped on cancel or success.
 */
export function usePurchase() {
  const [state, setState] = useState<PurchaseState>({ step: 'idle' });
  const key = useRef<string | null>(null);

  const choose = (pkg: TokenPackage) => {
    key.current = newIdempotencyKey();
    setState({ step: 'confirm', pkg, paying: false, error: null });
  };

  const cancel = () => {
    key.current = null;
    setState({ step: 'idle' });
  };

  const confirm = async () => {
    if (state.step !== 'confirm' || state.paying || !key.current) return;
    const { pkg } = state;
    const since = balanceRevision();
    setState({ step: 'confirm', pkg, paying: true, error: null });
    try {
      const tx = await purchaseTokens(pkg._id, key.current);
      const added = tx.products?.reduce((sum, p) => sum + (p.tokens ?? 0), 0) || pkg.tokens;
      const newBalance = adjustBalance(added, since);
      key.current = null;
      setState({
        step: 'receipt',
        receipt: { transactionId: tx._id, packageName: pkg.name, price: tx.totalPrice, tokensAdded: added, newBalance, date: tx.createdAt },
      });
    } catch (error) {
      // The balance stays as it was; the same key is kept so "Confirm purchase" retries this very action.
      setState({ step: 'confirm', pkg, paying: false, error: getServerMessage(error) });
    }
  };

  const close = () => setState({ step: 'idle' });

  return { state, choose, cancel, confirm, close };
}

import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getServerMessage, newIdempotencyKey } from '@platform/shared';
import type { TokenPackage } from '@platform/shared/contract';
import { goToProcessor } from './redirect';
import { receiptPath, startCheckout } from './tokens.resource';

export type PurchaseState =
  { step: 'idle' } | { step: 'confirm'; pkg: TokenPackage; paying: boolean; error: string | null } | { step: 'redirecting'; pkg: TokenPackage };

/**
 * Buy → confirm → the processor's page. One Idempotency-Key per purchase action: created when the member chooses a
 * package and reused by "Continue to payment" after a failure, so the server opens one payment for it. The member pays
 * on the processor's own page (our site never sees the card) and comes back to the purchase's receipt page.
 */
export function usePurchase() {
  const [state, setState] = useState<PurchaseState>({ step: 'idle' });
  const key = useRef<string | null>(null);
  const navigate = useNavigate();

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
    const sentKey = key.current;
    setState({ step: 'confirm', pkg, paying: true, error: null });
    try {
      const checkout = await startCheckout(pkg._id, sentKey);
      if (key.current !== sentKey) return;
      if (checkout.status !== 'pending') {
        // this action's payment is already settled: its receipt says how
        void navigate(receiptPath(checkout.paymentId));
        return;
      }
      setState({ step: 'redirecting', pkg });
      goToProcessor(checkout.redirectUrl);
    } catch (error) {
      // the same key is kept, so "Continue to payment" retries this very action
      if (key.current === sentKey) setState({ step: 'confirm', pkg, paying: false, error: getServerMessage(error) });
    }
  };

  return { state, choose, cancel, confirm };
}

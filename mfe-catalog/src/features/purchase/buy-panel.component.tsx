import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { adjustBalance, balanceRevision, bus, Button, getServerMessage, newIdempotencyKey, PlatformLink, toast, useBusState } from '@platform/shared';
import type { PurchasedItem, PurchaseProductRequest } from '@platform/shared/contract';
import { buyItem, type SaleKind } from './purchase.resource';

interface Props {
  kind: SaleKind;
  id: string;
  title: string;
  price: number;
  /** Called once the API recorded the purchase (refetch the item: it now carries its signed URL). */
  onBought: (item: PurchasedItem) => void;
  /** Extra fields shown in the confirm step (a physical product's delivery address); return null when they are valid. */
  details?: { form: ReactNode; body: () => PurchaseProductRequest | null };
}

type Step = { kind: 'idle' } | { kind: 'confirm'; busy: boolean; error: string | null };

const NOUN: Record<SaleKind, string> = { video: 'video', gallery: 'gallery', photo: 'photo', product: 'product' };

/** The API's answer when the balance is too low ("You do not have enough tokens"). */
export const isShortOfTokens = (message: string) => /enough tokens/i.test(message);

/**
 * Buy → confirm (shows the price) → one POST with an Idempotency-Key. The key is made when the member opens the
 * confirm step and kept for a retry of that action, so a repeated click or a retried request is charged once.
 * Signed-out visitors are sent to sign in; performers and studios cannot buy.
 */
export function BuyPanel({ kind, id, title, price, onBought, details }: Props) {
  const auth = useBusState(bus.auth);
  const balance = useBusState(bus.balance);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const key = useRef<string | null>(null);

  if (auth.status !== 'signed-in') {
    return (
      <Box>
        <p>
          <strong>{price} tokens</strong> · <PlatformLink to="/auth/login/user">Sign in as a member to buy this {NOUN[kind]}</PlatformLink>
        </p>
      </Box>
    );
  }
  if (auth.role !== 'user') {
    return (
      <Box>
        <p>
          <strong>{price} tokens</strong> · Only members can buy this {NOUN[kind]}.
        </p>
      </Box>
    );
  }

  const open = () => {
    key.current = newIdempotencyKey();
    setStep({ kind: 'confirm', busy: false, error: null });
  };
  const cancel = () => {
    key.current = null;
    setStep({ kind: 'idle' });
  };
  const confirm = async () => {
    if (step.kind !== 'confirm' || step.busy || !key.current) return;
    const body = details ? details.body() : undefined;
    if (body === null) return;
    const since = balanceRevision();
    setStep({ kind: 'confirm', busy: true, error: null });
    try {
      const item = await buyItem(kind, id, key.current, body);
      adjustBalance(-item.totalPrice, since);
      key.current = null;
      setStep({ kind: 'idle' });
      toast.success(`You bought ${title}`);
      onBought(item);
    } catch (error) {
      // The same key stays for "Confirm" again: the API answers a repeat without charging twice.
      setStep({ kind: 'confirm', busy: false, error: getServerMessage(error) });
    }
  };

  if (step.kind === 'idle') {
    return (
      <Box>
        <Button variant="primary" onClick={open}>
          Buy for {price} tokens
        </Button>
      </Box>
    );
  }
  return (
    <Box role="dialog" aria-label={`Confirm purchase of ${title}`}>
      <p>
        <strong>
          Buy {title} for {price} tokens?
        </strong>
      </p>
      {balance !== null && <p>Your balance: {balance} tokens</p>}
      {details?.form}
      {step.error && (
        <p role="alert">
          {step.error} {isShortOfTokens(step.error) && <PlatformLink to="/account/tokens">Buy tokens</PlatformLink>}
        </p>
      )}
      <Actions>
        <Button variant="primary" busy={step.busy} onClick={() => void confirm()}>
          Confirm
        </Button>
        <Button disabled={step.busy} onClick={cancel}>
          Cancel
        </Button>
      </Actions>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 12px 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.error};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  adjustBalance,
  balanceRevision,
  bus,
  Button,
  getServerMessage,
  newIdempotencyKey,
  PHONE_MAX,
  PlatformLink,
  toast,
  useBusState,
  useFocusTrap,
} from '@platform/shared';
import type { PurchasedItem, PurchaseProductRequest } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
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

/** The API's answer when the balance is too low ("You do not have enough tokens"). */
export const isShortOfTokens = (message: string) => /enough tokens/i.test(message);

/**
 * Buy → confirm (shows the price) → one POST with an Idempotency-Key. The key is made when the member opens the
 * confirm step and kept for a retry of that action, so a repeated click or a retried request is charged once.
 * Signed-out visitors are sent to sign in; performers and studios cannot buy.
 */
export function BuyPanel({ kind, id, title, price, onBought, details }: Props) {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const balance = useBusState(bus.balance);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const key = useRef<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const questionId = useId();
  // after the confirm step closes, focus goes back to "Buy" (the button it replaced)
  const refocusBuy = useRef(false);
  const confirming = step.kind === 'confirm';
  // Escape is Cancel (not while the purchase is on its way); a stable callback keeps the trap from restarting
  const busy = useRef(false);
  useEffect(() => {
    busy.current = step.kind === 'confirm' && step.busy;
  });
  const escape = useCallback(() => {
    if (!busy.current) cancel();
  }, []);
  useFocusTrap(box, { active: confirming, onEscape: escape });
  useEffect(() => {
    if (confirming || !refocusBuy.current) return;
    refocusBuy.current = false;
    box.current?.querySelector<HTMLElement>('button')?.focus();
  }, [confirming]);
  const tokens = (count: number) => t('shared:tokens', { count });

  if (auth.status !== 'signed-in') {
    return (
      <Box>
        <p>
          <strong>{tokens(price)}</strong> · <PlatformLink to="/auth/login/user">{t(`buy.signInToBuy.${kind}`)}</PlatformLink>
        </p>
      </Box>
    );
  }
  if (auth.role !== 'user') {
    return (
      <Box>
        <p>
          <strong>{tokens(price)}</strong> · {t(`buy.membersOnly.${kind}`)}
        </p>
      </Box>
    );
  }

  const open = () => {
    key.current = newIdempotencyKey();
    setStep({ kind: 'confirm', busy: false, error: null });
  };
  function cancel() {
    refocusBuy.current = true;
    key.current = null;
    setStep({ kind: 'idle' });
  }
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
      refocusBuy.current = true;
      setStep({ kind: 'idle' });
      toast.success(t('buy.bought', { title }));
      onBought(item);
    } catch (error) {
      // The same key stays for "Confirm" again: the API answers a repeat without charging twice.
      setStep({ kind: 'confirm', busy: false, error: getServerMessage(error) });
    }
  };

  if (step.kind === 'idle') {
    return (
      <Box ref={box}>
        <Button variant="primary" onClick={open}>
          {t('buy.buyFor', { tokens: tokens(price) })}
        </Button>
      </Box>
    );
  }
  return (
    <Box ref={box} role="dialog" aria-modal="true" aria-label={t('buy.confirmLabel', { title })} aria-describedby={questionId}>
      <p id={questionId}>
        <strong>{t('buy.question', { title, tokens: tokens(price) })}</strong>
      </p>
      {balance !== null && <p>{t('buy.balance', { tokens: tokens(balance) })}</p>}
      {details?.form}
      {step.error && (
        <p role="alert">
          {step.error} {isShortOfTokens(step.error) && <PlatformLink to="/account/tokens">{t('buy.buyTokens')}</PlatformLink>}
        </p>
      )}
      <Actions>
        <Button variant="primary" busy={step.busy} onClick={() => void confirm()}>
          {t('buy.confirm')}
        </Button>
        <Button disabled={step.busy} onClick={cancel}>
          {t('buy.cancel')}
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
    overflow-wrap: anywhere;
  }
  @media (max-width: ${PHONE_MAX}) {
    > button {
      min-height: 44px;
    }
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.error};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  /* phones: Confirm and Cancel share the row, each a large touch target */
  @media (max-width: ${PHONE_MAX}) {
    button {
      flex: 1 1 0;
      min-height: 44px;
    }
  }
`;

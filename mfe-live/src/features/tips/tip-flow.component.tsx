import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  adjustBalance,
  balanceRevision,
  bus,
  Button,
  formatNumber,
  getServerMessage,
  newIdempotencyKey,
  toast,
  useBusState,
  useFocusTrap,
} from '@platform/shared';
import { useTexts } from '../../i18n';
import { cannotAfford, NotEnoughTokens } from '../balance/balance-check.component';

export type TipStep = { kind: 'choose' } | { kind: 'confirm'; amount: number; key: string } | { kind: 'sending'; amount: number };
export type TipProblem = { text: string; buy: boolean } | null;

export interface TipFlow {
  step: TipStep;
  problem: TipProblem;
  /** Checks the amount (a whole number, within the balance), then asks to confirm it. */
  review(amount: number): void;
  /** Sends the confirmed tip (one new Idempotency-Key per action), then comes back to choosing. */
  confirm(): Promise<void>;
  cancel(): void;
}

/**
 * Every tip of the room goes this way — the tip panel's amounts and the tip menu's items: a balance check, a confirm
 * step (focus kept inside, Escape cancels, `focusBack` gives the focus back to what opened it), then `send` with a new
 * Idempotency-Key; the header balance drops at once, a toast says `sentText`.
 */
export function useTipFlow({
  send,
  sentText,
  focusBack,
}: {
  send(amount: number, key: string): Promise<unknown>;
  sentText(amount: number): string;
  focusBack(): void;
}): TipFlow {
  const { t } = useTexts();
  const balance = useBusState(bus.balance);
  const [step, setStep] = useState<TipStep>({ kind: 'choose' });
  const [problem, setProblem] = useState<TipProblem>(null);
  // Back from the dialog, what opened it has the focus again (it was re-created, so the trap cannot give it back).
  const refocus = useRef(false);
  const stepRef = useRef(step);
  const focusBackRef = useRef(focusBack);
  useLayoutEffect(() => {
    stepRef.current = step;
    focusBackRef.current = focusBack;
  });

  useEffect(() => {
    if (!refocus.current || step.kind !== 'choose') return;
    refocus.current = false;
    focusBackRef.current();
  }, [step.kind]);

  const backToChoose = () => {
    refocus.current = true;
    setStep({ kind: 'choose' });
  };

  const cancel = useCallback(() => {
    if (stepRef.current.kind !== 'confirm') return;
    refocus.current = true;
    setStep({ kind: 'choose' });
  }, []);

  const review = (amount: number) => {
    setProblem(null);
    if (!Number.isInteger(amount) || amount < 1) return setProblem({ text: t('tips.wholeNumber'), buy: false });
    if (cannotAfford(balance, amount)) {
      const tokens = t('shared:tokens', { count: amount });
      return setProblem({ text: t('tips.notEnough', { tokens, balance: formatNumber(balance ?? 0) }), buy: true });
    }
    setStep({ kind: 'confirm', amount, key: newIdempotencyKey() });
  };

  const confirm = async () => {
    const current = stepRef.current;
    if (current.kind !== 'confirm') return;
    setStep({ kind: 'sending', amount: current.amount });
    const since = balanceRevision();
    try {
      await send(current.amount, current.key);
      adjustBalance(-current.amount, since);
      toast.success(sentText(current.amount));
    } catch (error) {
      toast.error(getServerMessage(error));
    }
    backToChoose();
  };

  return { step, problem, review, confirm, cancel };
}

/** Why a tip cannot go (with Buy tokens when the balance is short). */
export function TipProblemNote({ problem }: { problem: TipProblem }) {
  if (!problem) return null;
  return problem.buy ? <NotEnoughTokens text={problem.text} /> : <p role="alert">{problem.text}</p>;
}

/** The confirm dialog of a tip in `flow` (shown while it is not choosing): `question` says what is sent to whom. */
export function TipConfirm({ flow, question }: { flow: TipFlow; question: string }) {
  const { t } = useTexts();
  const titleId = `${useId()}-title`;
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, { active: flow.step.kind !== 'choose', onEscape: flow.cancel });
  if (flow.step.kind === 'choose') return null;
  return (
    <Confirm ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('tips.confirmTitle')}</h3>
      <p>{question}</p>
      <Button variant="primary" busy={flow.step.kind === 'sending'} onClick={() => void flow.confirm()}>
        {t('confirm')}
      </Button>
      <Button disabled={flow.step.kind === 'sending'} onClick={flow.cancel}>
        {t('cancel')}
      </Button>
    </Confirm>
  );
}

/** A tip box of the room (the tip panel, the tip menu): a column under its heading, buttons a finger can hit on a phone. */
export const TipBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h2 {
    font-size: 16px;
    margin: 0;
  }
  @media (max-width: 640px) {
    button {
      min-height: 44px;
    }
  }
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  h3 {
    flex-basis: 100%;
    margin: 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    flex-basis: 100%;
    margin: 0;
    font-weight: 600;
  }
`;

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
import { sendTip } from './tips.resource';

export const TIP_PRESETS = [5, 10, 25, 50, 100];

interface Props {
  performerId: string;
  performerName: string;
  conversationId: string | null;
}

type Step = { kind: 'choose' } | { kind: 'confirm'; amount: number; key: string } | { kind: 'sending'; amount: number };

/**
 * Tip with presets or a custom amount, a balance check, then a confirm dialog (focus kept inside, Escape
 * cancels, the focus comes back to Tip); one Idempotency-Key per action.
 */
export function TipPanel({ performerId, performerName, conversationId }: Props) {
  const { t } = useTexts();
  const balance = useBusState(bus.balance);
  const [amount, setAmount] = useState<number>(TIP_PRESETS[1]);
  const [custom, setCustom] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<{ text: string; buy: boolean } | null>(null);
  const tokens = (count: number) => t('shared:tokens', { count });
  const ids = useId();
  const tipButtonId = `${ids}-tip`;
  const titleId = `${ids}-title`;
  const dialog = useRef<HTMLDivElement>(null);
  // Back from the dialog, Tip has the focus again (it was re-created, so the trap cannot give it back).
  const refocus = useRef(false);
  const stepRef = useRef(step);
  useLayoutEffect(() => {
    stepRef.current = step;
  });

  const backToChoose = () => {
    refocus.current = true;
    setStep({ kind: 'choose' });
  };

  useEffect(() => {
    if (!refocus.current || step.kind !== 'choose') return;
    refocus.current = false;
    document.getElementById(tipButtonId)?.focus();
  }, [step.kind, tipButtonId]);

  const cancel = useCallback(() => {
    if (stepRef.current.kind !== 'confirm') return;
    refocus.current = true;
    setStep({ kind: 'choose' });
  }, []);
  useFocusTrap(dialog, { active: step.kind !== 'choose', onEscape: cancel });

  const chosen = custom.trim() ? Number(custom) : amount;

  const review = () => {
    setProblem(null);
    if (!Number.isInteger(chosen) || chosen < 1) return setProblem({ text: t('tips.wholeNumber'), buy: false });
    if (cannotAfford(balance, chosen)) {
      return setProblem({ text: t('tips.notEnough', { tokens: tokens(chosen), balance: formatNumber(balance ?? 0) }), buy: true });
    }
    setStep({ kind: 'confirm', amount: chosen, key: newIdempotencyKey() });
  };

  const confirm = async (value: number, key: string) => {
    setStep({ kind: 'sending', amount: value });
    const since = balanceRevision();
    try {
      await sendTip(performerId, value, conversationId, key);
      adjustBalance(-value, since);
      toast.success(t('tips.sent', { tokens: tokens(value), name: performerName }));
      setCustom('');
    } catch (error) {
      toast.error(getServerMessage(error));
    }
    backToChoose();
  };

  return (
    <Section aria-label={t('tips.region')}>
      <h2>{t('tips.heading', { name: performerName })}</h2>
      {step.kind === 'choose' && (
        <>
          <Presets role="group" aria-label={t('tips.amount')}>
            {TIP_PRESETS.map((value) => (
              <Button
                key={value}
                size="sm"
                variant={!custom.trim() && amount === value ? 'primary' : 'default'}
                aria-pressed={!custom.trim() && amount === value}
                aria-label={tokens(value)}
                onClick={() => {
                  setCustom('');
                  setAmount(value);
                }}
              >
                {formatNumber(value)}
              </Button>
            ))}
            <input
              aria-label={t('tips.custom')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder={t('tips.customPlaceholder')}
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
            />
          </Presets>
          <Button id={tipButtonId} variant="primary" onClick={review}>
            {t('tips.tip')}
          </Button>
          {problem && (problem.buy ? <NotEnoughTokens text={problem.text} /> : <p role="alert">{problem.text}</p>)}
        </>
      )}
      {step.kind !== 'choose' && (
        <Confirm ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h3 id={titleId}>{t('tips.confirmTitle')}</h3>
          <p>{t('tips.confirmText', { tokens: tokens(step.amount), name: performerName })}</p>
          <Button variant="primary" busy={step.kind === 'sending'} onClick={() => step.kind === 'confirm' && void confirm(step.amount, step.key)}>
            {t('confirm')}
          </Button>
          <Button disabled={step.kind === 'sending'} onClick={cancel}>
            {t('cancel')}
          </Button>
        </Confirm>
      )}
    </Section>
  );
}

const Section = styled.section`
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

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  input {
    width: 90px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: 999px;
  }
  @media (max-width: 640px) {
    button {
      min-width: 44px;
    }
    input {
      min-height: 44px;
      font-size: 16px;
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

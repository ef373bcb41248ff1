import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, formatNumber } from '@platform/shared';
import { useTexts } from '../../i18n';
import { sendTip } from './tips.resource';
import { TipBox, TipConfirm, TipProblemNote, useTipFlow } from './tip-flow.component';

export const TIP_PRESETS = [5, 10, 25, 50, 100];

interface Props {
  performerId: string;
  performerName: string;
  conversationId: string | null;
}

/**
 * Tip with presets or a custom amount, a balance check, then a confirm dialog (useTipFlow: focus kept inside, Escape
 * cancels, the focus comes back to Tip); one Idempotency-Key per action.
 */
export function TipPanel({ performerId, performerName, conversationId }: Props) {
  const { t } = useTexts();
  const [amount, setAmount] = useState<number>(TIP_PRESETS[1]);
  const [custom, setCustom] = useState('');
  const tokens = (count: number) => t('shared:tokens', { count });
  const tipButtonId = `${useId()}-tip`;
  const flow = useTipFlow({
    send: async (value, key) => {
      await sendTip(performerId, value, conversationId, key);
      setCustom('');
    },
    sentText: (value) => t('tips.sent', { tokens: tokens(value), name: performerName }),
    focusBack: () => document.getElementById(tipButtonId)?.focus(),
  });

  const chosen = custom.trim() ? Number(custom) : amount;

  return (
    <TipBox aria-label={t('tips.region')}>
      <h2>{t('tips.heading', { name: performerName })}</h2>
      {flow.step.kind === 'choose' && (
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
          <Button id={tipButtonId} variant="primary" onClick={() => flow.review(chosen)}>
            {t('tips.tip')}
          </Button>
          <TipProblemNote problem={flow.problem} />
        </>
      )}
      {flow.step.kind !== 'choose' && (
        <TipConfirm flow={flow} question={t('tips.confirmText', { tokens: tokens(flow.step.amount), name: performerName })} />
      )}
    </TipBox>
  );
}

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

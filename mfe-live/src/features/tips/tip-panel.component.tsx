import { useState } from 'react';
import styled from 'styled-components';
import { adjustBalance, balanceRevision, bus, Button, getServerMessage, toast, useBusState, newIdempotencyKey } from '@platform/shared';
import { cannotAfford, NotEnoughTokens } from '../balance/balance-check.component';
import { sendTip } from './tips.resource';

export const TIP_PRESETS = [5, 10, 25, 50, 100];

interface Props {
  performerId: string;
  performerName: string;
  conversationId: string | null;
}

type Step = { kind: 'choose' } | { kind: 'confirm'; amount: number; key: string } | { kind: 'sending'; amount: number };

/** Tip with presets or a custom amount, a balance check, then a confirm step; one Idempotency-Key per action. */
export function TipPanel({ performerId, performerName, conversationId }: Props) {
  const balance = useBusState(bus.balance);
  const [amount, setAmount] = useState<number>(TIP_PRESETS[1]);
  const [custom, setCustom] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<{ text: string; buy: boolean } | null>(null);

  const chosen = custom.trim() ? Number(custom) : amount;

  const review = () => {
    setProblem(null);
    if (!Number.isInteger(chosen) || chosen < 1) return setProblem({ text: 'Enter a whole number of tokens (at least 1).', buy: false });
    if (cannotAfford(balance, chosen)) {
      return setProblem({ text: `Not enough tokens: the tip is ${chosen} tokens and your balance is ${balance}.`, buy: true });
    }
    setStep({ kind: 'confirm', amount: chosen, key: newIdempotencyKey() });
  };

  const confirm = async (value: number, key: string) => {
    setStep({ kind: 'sending', amount: value });
    const since = balanceRevision();
    try {
      await sendTip(performerId, value, conversationId, key);
      adjustBalance(-value, since);
      toast.success(`You tipped ${value} tokens to ${performerName}`);
      setCustom('');
      setStep({ kind: 'choose' });
    } catch (error) {
      toast.error(getServerMessage(error));
      setStep({ kind: 'choose' });
    }
  };

  return (
    <Section aria-label="Tip">
      <h2>Tip {performerName}</h2>
      {step.kind === 'choose' && (
        <>
          <Presets role="group" aria-label="Tip amount">
            {TIP_PRESETS.map((value) => (
              <Button
                key={value}
                size="sm"
                variant={!custom.trim() && amount === value ? 'primary' : 'default'}
                aria-pressed={!custom.trim() && amount === value}
                aria-label={`${value} tokens`}
                onClick={() => {
                  setCustom('');
                  setAmount(value);
                }}
              >
                {value}
              </Button>
            ))}
            <input
              aria-label="Custom amount"
              type="number"
              min={1}
              step={1}
              placeholder="Custom"
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
            />
          </Presets>
          <Button variant="primary" onClick={review}>
            Tip
          </Button>
          {problem && (problem.buy ? <NotEnoughTokens text={problem.text} /> : <p role="alert">{problem.text}</p>)}
        </>
      )}
      {step.kind !== 'choose' && (
        <Confirm role="dialog" aria-label="Confirm tip">
          <p>
            Send {step.amount} tokens to {performerName}?
          </p>
          <Button variant="primary" busy={step.kind === 'sending'} onClick={() => step.kind === 'confirm' && void confirm(step.amount, step.key)}>
            Confirm
          </Button>
          <Button disabled={step.kind === 'sending'} onClick={() => setStep({ kind: 'choose' })}>
            Cancel
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
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  input {
    width: 90px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
  }
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  p {
    flex-basis: 100%;
    margin: 0;
    font-weight: 600;
  }
`;

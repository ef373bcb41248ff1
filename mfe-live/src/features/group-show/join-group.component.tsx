import { useState } from 'react';
import styled from 'styled-components';
import { bus, Button, getServerMessage, toast, useBusState } from '@platform/shared';
import type { PerformerDetails } from '@platform/shared/contract';
import { cannotAfford, NotEnoughTokens } from '../balance/balance-check.component';
import type { ShowTicket } from '../watch/show-view.component';
import { joinGroupShow } from './group-show.resource';

/** Join her running group show: the price per minute, a balance check and a confirm step. */
export function JoinGroup({ performer, onJoined }: { performer: PerformerDetails; onJoined(ticket: ShowTicket): void }) {
  const balance = useBusState(bus.balance);
  const [step, setStep] = useState<'idle' | 'confirm' | 'joining'>('idle');
  const [short, setShort] = useState<string | null>(null);
  const name = performer.name || performer.username;
  const price = performer.groupCallPrice;

  const ask = () => {
    setShort(null);
    if (cannotAfford(balance, price)) {
      setShort(`The group show costs ${price} tokens per minute; your balance is ${balance} tokens.`);
      return;
    }
    setStep('confirm');
  };

  const join = async () => {
    setStep('joining');
    try {
      const { conversation, sessionId } = await joinGroupShow(performer._id);
      onJoined({ kind: 'group', conversationId: conversation._id, sessionId });
    } catch (error) {
      toast.error(getServerMessage(error));
      setStep('idle');
    }
  };

  return (
    <Box aria-label="Group show">
      <p>
        {name} is in a group show: <strong>{price} tokens/min</strong>
      </p>
      {step === 'idle' ? (
        <Button variant="primary" onClick={ask}>
          Join group show
        </Button>
      ) : (
        <div role="dialog" aria-label="Confirm joining the group show">
          <p>Join the group show for {price} tokens per minute?</p>
          <Button variant="primary" busy={step === 'joining'} onClick={() => void join()}>
            Confirm
          </Button>
          <Button disabled={step === 'joining'} onClick={() => setStep('idle')}>
            Cancel
          </Button>
        </div>
      )}
      {short && <NotEnoughTokens text={short} />}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  p {
    margin: 0;
  }
  [role='dialog'] {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
`;

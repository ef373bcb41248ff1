import { useRef, useState } from 'react';
import styled from 'styled-components';
import { bus, Button, getServerMessage, STREAM_EVENTS, toast, useBusState, useSocketEvent, translateMessage } from '@platform/shared';
import type { PerformerDetails, PrivateChatAcceptedEvent } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { cannotAfford, NotEnoughTokens } from '../balance/balance-check.component';
import type { ShowTicket } from '../watch/show-view.component';
import { requestPrivateShow } from './private-show.resource';

/** `text: null`: she declined (the text is the interface's own, in the current language); otherwise the server's reason. */
type Step =
  { kind: 'idle' } | { kind: 'requesting' } | { kind: 'waiting'; conversationId: string; sessionId: string } | { kind: 'ended'; text: string | null };

interface Props {
  performer: PerformerDetails;
  /** She is in her public show, so a request can be made. A request already on its way stays: her status changes the moment she accepts. */
  open: boolean;
  onAccepted(ticket: ShowTicket): void;
}

/** Request a private show: balance checked first, then a waiting state until she accepts or declines. */
export function RequestPrivate({ performer, open, onAccepted }: Props) {
  const { t } = useTexts();
  const balance = useBusState(bus.balance);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [short, setShort] = useState<string | null>(null);
  // An answer may overtake the response of our own request.
  const early = useRef(new Map<string, PrivateChatAcceptedEvent | 'rejected'>());
  const name = performer.name || performer.username;
  const price = performer.privateCallPrice;

  const request = async () => {
    setShort(null);
    if (cannotAfford(balance, price)) {
      setShort(
        t('private.tooExpensive', { name, tokens: t('shared:tokens', { count: price }), balance: t('shared:tokens', { count: balance ?? 0 }) }),
      );
      return;
    }
    setStep({ kind: 'requesting' });
    try {
      const { conversation, sessionId } = await requestPrivateShow(performer._id);
      const conversationId = conversation?._id;
      const answer = early.current.get(conversationId);
      if (answer === 'rejected') return setStep({ kind: 'ended', text: null });
      if (answer) return onAccepted({ kind: 'private', conversationId, sessionId: answer.sessionId || sessionId });
      setStep({ kind: 'waiting', conversationId, sessionId });
    } catch (error) {
      toast.error(getServerMessage(error));
      setStep({ kind: 'idle' });
    }
  };

  useSocketEvent(STREAM_EVENTS.privateChatAccepted, (event) => {
    if (step.kind === 'requesting') early.current.set(event.conversationId, event);
    if (step.kind === 'waiting' && event?.conversationId === step.conversationId) {
      onAccepted({ kind: 'private', conversationId: step.conversationId, sessionId: event.sessionId || step.sessionId });
    }
  });

  useSocketEvent(STREAM_EVENTS.privateChatRejected, (event) => {
    if (step.kind === 'requesting') early.current.set(event.conversationId, 'rejected');
    if (step.kind === 'waiting' && event?.conversationId === step.conversationId) setStep({ kind: 'ended', text: null });
  });

  useSocketEvent(STREAM_EVENTS.showEnded, (event) => {
    if (step.kind === 'waiting' && event?.conversationId === step.conversationId) {
      setStep({ kind: 'ended', text: event.message ? translateMessage(event.message) : null });
    }
  });

  const pending = step.kind === 'waiting' || step.kind === 'requesting';
  if (!open && !pending) return null;

  return (
    <Box aria-label={t('private.region')}>
      {step.kind === 'waiting' ? (
        <p role="status">
          {t('private.waiting', { name })}{' '}
          <Button size="sm" variant="link" onClick={() => setStep({ kind: 'idle' })}>
            {t('private.stopWaiting')}
          </Button>
        </p>
      ) : (
        <>
          <Button variant="primary" busy={step.kind === 'requesting'} onClick={() => void request()}>
            {t('private.request')}
          </Button>
          <span>{t('perMinute', { tokens: t('shared:tokens', { count: price }) })}</span>
        </>
      )}
      {short && <NotEnoughTokens text={short} />}
      {step.kind === 'ended' && <p role="alert">{step.text ?? t('private.declined')}</p>}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  p {
    margin: 0;
    flex-basis: 100%;
  }
  @media (max-width: 640px) {
    > button {
      min-height: 44px;
    }
  }
`;

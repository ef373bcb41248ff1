import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { bus, Button, getServerMessage, toast, useBusState, useFocusTrap } from '@platform/shared';
import type { PerformerDetails } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { cannotAfford, NotEnoughTokens } from '../balance/balance-check.component';
import { joinGroupShow } from '../group-show/group-show.resource';
import { spyOnPrivateShow } from '../private-show/private-show.resource';
import type { ShowTicket } from './show-view.component';

type Step = 'idle' | 'confirm' | 'joining';

/** What a member joins while she is in a show: her group show, or her private show as a silent spy. */
const SHOWS = {
  group: {
    price: (p: PerformerDetails) => p.groupCallPrice,
    join: async (performerId: string): Promise<ShowTicket> => {
      const { conversation, sessionId } = await joinGroupShow(performerId);
      return { kind: 'group', conversationId: conversation._id, sessionId };
    },
  },
  spy: {
    price: (p: PerformerDetails) => p.spyCallPrice ?? p.privateCallPrice,
    join: async (performerId: string): Promise<ShowTicket> => ({ kind: 'spy', ...(await spyOnPrivateShow(performerId)) }),
  },
} as const;

/**
 * Join her running group show, or spy on her private show: the price per minute, a balance check and a confirm
 * dialog (Escape cancels). Texts under `group.*` or `spy.*`.
 */
export function JoinShow({
  performer,
  kind,
  onJoined,
}: {
  performer: PerformerDetails;
  kind: keyof typeof SHOWS;
  onJoined(ticket: ShowTicket): void;
}) {
  const { t } = useTexts();
  const balance = useBusState(bus.balance);
  const [step, setStep] = useState<Step>('idle');
  const [short, setShort] = useState<string | null>(null);
  const name = performer.name || performer.username;
  const price = SHOWS[kind].price(performer);
  const tokens = (count: number) => t('shared:tokens', { count });
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const stepRef = useRef(step);
  useLayoutEffect(() => {
    stepRef.current = step;
  });
  const cancel = useCallback(() => {
    if (stepRef.current === 'confirm') setStep('idle');
  }, []);
  useFocusTrap(dialog, { active: step !== 'idle', onEscape: cancel });

  const ask = () => {
    setShort(null);
    if (cannotAfford(balance, price)) {
      setShort(t(`${kind}.tooExpensive`, { tokens: tokens(price), balance: tokens(balance ?? 0) }));
      return;
    }
    setStep('confirm');
  };

  const join = async () => {
    setStep('joining');
    try {
      onJoined(await SHOWS[kind].join(performer._id));
    } catch (error) {
      toast.error(getServerMessage(error));
      setStep('idle');
    }
  };

  return (
    <Box aria-label={t(`${kind}.region`)}>
      <p>
        <Trans
          t={t}
          i18nKey={`${kind}.inShow`}
          values={{ name, price: t('perMinute', { tokens: tokens(price) }) }}
          components={{ strong: <strong /> }}
        />
      </p>
      {/* The button stays while the dialog is open, so the focus comes back to it when the dialog closes. */}
      <Button variant="primary" onClick={ask} disabled={step !== 'idle'}>
        {t(`${kind}.join`)}
      </Button>
      {step !== 'idle' && (
        <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h3 id={titleId}>{t(`${kind}.confirmTitle`)}</h3>
          <p>{t(`${kind}.confirmText`, { tokens: tokens(price) })}</p>
          <Button variant="primary" busy={step === 'joining'} onClick={() => void join()}>
            {t('confirm')}
          </Button>
          <Button disabled={step === 'joining'} onClick={cancel}>
            {t('cancel')}
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
  [role='dialog'] h3 {
    flex-basis: 100%;
    margin: 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [role='dialog'] p {
    flex-basis: 100%;
  }
  @media (max-width: 640px) {
    button {
      min-height: 44px;
    }
  }
`;

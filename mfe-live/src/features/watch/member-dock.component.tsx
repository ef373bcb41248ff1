import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, lazyPage, PHONE_MAX, ReportButton } from '@platform/shared';
import type { PerformerDetails, StreamingStatus } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { RequestPrivate } from '../private-show/request-private.component';
import { TipPanel } from '../tips/tip-panel.component';
import { JoinShow } from './join-show.component';
import type { ShowTicket } from './show-view.component';

// Her tip menu (features/tip-menu), beside the tip panel.
const TipMenuList = lazyPage(() => import('../tip-menu/room-tip-menu.component').then(({ TipMenuList }) => ({ TipMenuList })), 'TipMenuList', {
  fallback: null,
});

interface Props {
  performer: PerformerDetails;
  name: string;
  status: StreamingStatus;
  conversationId: string | null;
  /** A private show was accepted, a group show joined or a private show spied on: the room becomes the show. */
  onEnter: (ticket: ShowTicket) => void;
}

/**
 * A member's actions in the room: the private or group show and tips. On a phone it is a bar stuck to the bottom of
 * the screen, whose Tip opens the tip panel above it; on a wider screen the panel sits in the page.
 */
export function MemberDock({ performer, name, status, conversationId, onEnter }: Props) {
  const { t } = useTexts();
  const [tipOpen, setTipOpen] = useState(false);
  const tipSheetId = useId();
  const tipSheet = useRef<HTMLDivElement>(null);
  const tipToggle = useRef<HTMLSpanElement>(null);

  // Opened from the phone bar: the focus goes to the panel's selected amount.
  useEffect(() => {
    if (!tipOpen) return;
    const sheet = tipSheet.current;
    (sheet?.querySelector<HTMLElement>('[aria-pressed="true"]') ?? sheet?.querySelector<HTMLElement>('button, input'))?.focus();
  }, [tipOpen]);

  const closeTip = () => {
    setTipOpen(false);
    tipToggle.current?.querySelector('button')?.focus();
  };

  return (
    <Dock>
      <Actions>
        <RequestPrivate performer={performer} open={status === 'public'} onAccepted={onEnter} />
        {status === 'group' && <JoinShow performer={performer} kind="group" onJoined={onEnter} />}
        {status === 'private' && performer.allowSpy && <JoinShow performer={performer} kind="spy" onJoined={onEnter} />}
        <ReportButton targetType="live-room" targetId={performer._id} what={name} />
        <TipToggle ref={tipToggle}>
          <Button variant="primary" aria-expanded={tipOpen} aria-controls={tipSheetId} onClick={() => (tipOpen ? closeTip() : setTipOpen(true))}>
            {t('room.tip')}
          </Button>
        </TipToggle>
      </Actions>
      <TipSheet
        id={tipSheetId}
        ref={tipSheet}
        $open={tipOpen}
        onKeyDown={(event) => {
          // Escape closes the phone sheet (the confirm dialog inside handles its own Escape first).
          if (event.key === 'Escape' && tipOpen && !event.defaultPrevented) closeTip();
        }}
      >
        <TipPanel performerId={performer._id} performerName={name} conversationId={conversationId} />
        <TipMenuList performerId={performer._id} performerName={name} conversationId={conversationId} />
      </TipSheet>
    </Dock>
  );
}

const Dock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  @media (max-width: ${PHONE_MAX}) {
    order: 10;
    position: sticky;
    bottom: 0;
    z-index: 5;
    /* the sheet opens above the bar; keyboard order stays bar first, then the sheet */
    flex-direction: column-reverse;
    gap: 8px;
    padding: 8px 12px calc(8px + env(safe-area-inset-bottom, 0px));
    background: ${({ theme }) => theme.colors.background};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadow.dock};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  @media (max-width: ${PHONE_MAX}) {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    > section {
      flex: 1 1 180px;
      min-width: 0;
    }
  }
`;

/** Tip in the phone bar; the tip panel sits in the page on a wider screen. */
const TipToggle = styled.span`
  display: none;
  @media (max-width: ${PHONE_MAX}) {
    display: inline-flex;
    margin-left: auto;
    button {
      min-height: 44px;
      min-width: 88px;
    }
  }
`;

const TipSheet = styled.div<{ $open: boolean }>`
  @media (max-width: ${PHONE_MAX}) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    max-height: 60vh;
    overflow-y: auto;
    padding-bottom: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

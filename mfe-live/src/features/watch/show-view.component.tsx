import { useState } from 'react';
import styled from 'styled-components';
import { applyServerBalance, Button, formatNumber, STREAM_EVENTS, translateMessage, useSocketEvent } from '@platform/shared';
import type { PerformerDetails } from '@platform/shared/contract';
import { VideoStage } from '../../common/video-stage';
import { useTexts } from '../../i18n';
import { useRoomMembership } from '../../realtime/use-room-membership';
import { ChatPanel } from '../chat/chat-panel.component';
import { optionFor, type MediaConfig } from '../media/media-config';
import { participantStreamId } from '../media/stream-ids';
import { StreamVideo } from '../media/stream-video.component';
import { OwnCamera } from '../private-show/own-camera.component';
import { SpyCount } from '../private-show/spy-count.component';

export interface ShowTicket {
  /** In her private or group show, or spying on her private show (her video only, no chat). */
  kind: 'private' | 'group' | 'spy';
  conversationId: string;
  sessionId: string;
}

interface Props {
  ticket: ShowTicket;
  performer: PerformerDetails;
  config: MediaConfig;
  meId: string;
  /** Back to the room; `message` is the server's reason when it ended the show. */
  onEnd(message: string | null): void;
}

/**
 * A member inside a private or group show (or spying on a private one: no camera, no chat): the performer's show stream, its per-minute cost, the
 * minutes billed by the server (`show-billed` also sets the header balance), the show's chat and, in
 * a private show, the member's optional camera. `show-ended` takes her back with the server's text. The
 * player keeps trying without a deadline of its own: the server ends a show whose video does not play within
 * 15 s of the accept, charging nothing, and says so.
 */
export function ShowView({ ticket, performer, config, meId, onEnd }: Props) {
  const { t } = useTexts();
  const [billed, setBilled] = useState<{ minutes: number; spent: number; balance: number | null }>({ minutes: 0, spent: 0, balance: null });
  const name = performer.name || performer.username;
  const price = { private: performer.privateCallPrice, group: performer.groupCallPrice, spy: performer.spyCallPrice ?? performer.privateCallPrice }[
    ticket.kind
  ];

  useRoomMembership(ticket.conversationId, {
    join: STREAM_EVENTS.joinRoom,
    rejoin: STREAM_EVENTS.rejoinRoom,
    leave: STREAM_EVENTS.leaveRoom,
  });

  useSocketEvent(STREAM_EVENTS.showBilled, (event) => {
    if (event?.conversationId !== ticket.conversationId) return;
    setBilled((b) => ({ minutes: Math.max(b.minutes, event.minute), spent: b.spent + (event.token || 0), balance: event.balance }));
    applyServerBalance(event.balance);
  });

  useSocketEvent(STREAM_EVENTS.showEnded, (event) => {
    if (event?.conversationId === ticket.conversationId) onEnd(event.message ? translateMessage(event.message) : t('show.ended'));
  });

  const title = { private: t('show.privateWith', { name }), group: t('show.groupWith', { name }), spy: t('show.spyOn', { name }) }[ticket.kind];

  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <Cost>
        <span>
          {t('show.price')} <strong>{t('perMinute', { tokens: t('shared:tokens', { count: price }) })}</strong>
        </span>
        <span>
          {t('show.billedMinutes')} <output aria-label={t('show.billedMinutesLabel')}>{formatNumber(billed.minutes)}</output>
        </span>
        {billed.minutes === 0 && <span role="note">{t('show.billingStarts')}</span>}
        {billed.balance !== null && (
          <span>
            {t('show.balance')} <output aria-label={t('show.balanceLabel')}>{formatNumber(billed.balance)}</output>{' '}
            {t('tokensWord', { count: billed.balance })}
          </span>
        )}
      </Cost>
      <Stage>
        <StreamVideo
          config={config}
          streamId={ticket.sessionId}
          option={optionFor(config, ticket.kind === 'spy' ? 'private' : ticket.kind)}
          label={title}
          waitingText={t('show.waitingCamera', { name })}
          tokenRequired
        />
      </Stage>
      {ticket.kind === 'spy' && <p role="note">{t('show.spyNote')}</p>}
      {ticket.kind === 'private' && <SpyCount conversationId={ticket.conversationId} />}
      <Row>
        {ticket.kind === 'private' && <OwnCamera config={config} streamId={participantStreamId('private', ticket.sessionId, meId)} />}
        <Button onClick={() => onEnd(null)}>{t('show.leave')}</Button>
      </Row>
      {ticket.kind !== 'spy' && (
        <ChatPanel
          kind={ticket.kind}
          conversationId={ticket.conversationId}
          meId={meId}
          title={ticket.kind === 'private' ? t('chat.privateChat') : t('chat.groupChat')}
        />
      )}
    </section>
  );
}

const Cost = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
`;

const Stage = styled(VideoStage)`
  margin-bottom: 12px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  margin-bottom: 12px;
  @media (max-width: 640px) {
    button {
      min-height: 44px;
    }
  }
`;

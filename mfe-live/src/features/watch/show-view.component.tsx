import { useState } from 'react';
import styled from 'styled-components';
import { applyServerBalance, Button, STREAM_EVENTS } from '@platform/shared';
import type { PerformerDetails, ShowBilledEvent, ShowEndedEvent } from '@platform/shared/contract';
import { useRoomMembership, useSocketEvent } from '../../realtime/use-socket-event';
import { ChatPanel } from '../chat/chat-panel.component';
import { optionFor, type MediaConfig } from '../media/media-config';
import { participantStreamId } from '../media/stream-ids';
import { StreamVideo } from '../media/stream-video.component';
import { OwnCamera } from '../private-show/own-camera.component';

export interface ShowTicket {
  kind: 'private' | 'group';
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
 * A member inside a private or group show: the performer's show stream, its per-minute cost, the
 * minutes billed by the server (`show-billed` also sets the header balance), the show's chat and, in
 * a private show, the member's optional camera. `show-ended` takes her back with the server's text. The
 * player keeps trying without a deadline of its own: the server ends a show whose video does not play within
 * 15 s of the accept, charging nothing, and says so.
 */
export function ShowView({ ticket, performer, config, meId, onEnd }: Props) {
  const [billed, setBilled] = useState<{ minutes: number; spent: number; balance: number | null }>({ minutes: 0, spent: 0, balance: null });
  const name = performer.name || performer.username;
  const price = ticket.kind === 'private' ? performer.privateCallPrice : performer.groupCallPrice;

  useRoomMembership(ticket.conversationId, {
    join: STREAM_EVENTS.joinRoom,
    rejoin: STREAM_EVENTS.rejoinRoom,
    leave: STREAM_EVENTS.leaveRoom,
  });

  useSocketEvent<ShowBilledEvent>(STREAM_EVENTS.showBilled, (event) => {
    if (event?.conversationId !== ticket.conversationId) return;
    setBilled((b) => ({ minutes: Math.max(b.minutes, event.minute), spent: b.spent + (event.token || 0), balance: event.balance }));
    applyServerBalance(event.balance);
  });

  useSocketEvent<ShowEndedEvent>(STREAM_EVENTS.showEnded, (event) => {
    if (event?.conversationId === ticket.conversationId) onEnd(event.message || 'The show has ended.');
  });

  const title = ticket.kind === 'private' ? `Private show with ${name}` : `Group show with ${name}`;

  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <Cost>
        <span>
          Price: <strong>{price} tokens/min</strong>
        </span>
        <span>
          Billed minutes: <output aria-label="Billed minutes">{billed.minutes}</output>
        </span>
        {billed.minutes === 0 && <span role="note">Billing starts when the video plays.</span>}
        {billed.balance !== null && (
          <span>
            Balance: <output aria-label="Balance">{billed.balance}</output> tokens
          </span>
        )}
      </Cost>
      <Stage>
        <StreamVideo
          config={config}
          streamId={ticket.sessionId}
          option={optionFor(config, ticket.kind)}
          label={title}
          waitingText={`Waiting for ${name}'s camera…`}
          tokenRequired
        />
      </Stage>
      <Row>
        {ticket.kind === 'private' && <OwnCamera config={config} streamId={participantStreamId('private', ticket.sessionId, meId)} />}
        <Button onClick={() => onEnd(null)}>Leave show</Button>
      </Row>
      <ChatPanel
        kind={ticket.kind}
        conversationId={ticket.conversationId}
        meId={meId}
        title={ticket.kind === 'private' ? 'Private chat' : 'Group chat'}
      />
    </section>
  );
}

const Cost = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
`;

const Stage = styled.div`
  aspect-ratio: 16 / 9;
  background: #111;
  border-radius: 8px;
  overflow: hidden;
  margin-bottom: 12px;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  margin-bottom: 12px;
`;

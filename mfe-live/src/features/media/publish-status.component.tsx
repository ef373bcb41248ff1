import styled from 'styled-components';
import type { PublishState } from './publish';

export const PUBLISH_STATUS_TEXT: Record<PublishState, string> = {
  connecting: 'Connecting your stream…',
  live: 'Your stream is live',
  reconnecting: 'Connection lost, reconnecting…',
  failed: 'Your stream has stopped',
};

const COLOURS: Record<PublishState, string> = { connecting: '#f5a623', live: '#2ecc71', reconnecting: '#f5a623', failed: '#e74c3c' };

interface Props {
  /** From `startPublish`'s `onState`. */
  state: PublishState;
  /** Players the media server counts (null: not known). */
  viewers?: number | null;
}

/** The performer's outgoing stream at a glance (presentational: the broadcast page owns the state). */
export function PublishStatus({ state, viewers }: Props) {
  return (
    <Line role="status" aria-label="Stream status" data-state={state}>
      <Dot style={{ background: COLOURS[state] }} aria-hidden />
      <span>{PUBLISH_STATUS_TEXT[state]}</span>
      {typeof viewers === 'number' && state === 'live' && <span>· {viewers === 1 ? '1 player connected' : `${viewers} players connected`}</span>}
    </Line>
  );
}

const Line = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0;
`;

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
`;

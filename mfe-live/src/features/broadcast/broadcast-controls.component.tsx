import styled from 'styled-components';
import { Button } from '@platform/shared';
import type { BroadcastState } from './use-broadcast';

interface Props {
  state: BroadcastState;
  cameraReady: boolean;
  configReady: boolean;
  verified: boolean;
  onGoLive(): void;
  onResume(): void;
  onGroup(): void;
  onFinish(): void;
}

/** Go live / Start group show when offline; Finish while a show runs; Resume broadcast for a show the server still runs. */
export function BroadcastControls({ state, cameraReady, configReady, verified, onGoLive, onResume, onGroup, onFinish }: Props) {
  const ready = cameraReady && configReady && verified;
  const show = state.status === 'running' ? state.show : null;
  return (
    <Bar>
      {(state.status === 'offline' || state.status === 'starting') && (
        <Button
          variant="primary"
          busy={state.status === 'starting' && state.mode === 'public'}
          disabled={!ready || state.status === 'starting'}
          onClick={onGoLive}
        >
          Go live
        </Button>
      )}
      {(state.status === 'offline' || show?.mode === 'public' || (state.status === 'starting' && state.mode === 'group')) && (
        <Button busy={state.status === 'starting' && state.mode === 'group'} disabled={!ready || state.status === 'starting'} onClick={onGroup}>
          Start group show
        </Button>
      )}
      {state.status === 'interrupted' && (
        <Button variant="primary" disabled={!ready} onClick={onResume}>
          Resume broadcast
        </Button>
      )}
      {(show || state.status === 'interrupted' || state.status === 'finishing') && (
        <Button variant="danger" busy={state.status === 'finishing'} onClick={onFinish}>
          Finish
        </Button>
      )}
      {!cameraReady && <Hint>Your camera must be on to go live.</Hint>}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

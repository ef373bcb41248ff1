import styled from 'styled-components';
import { Button } from '@platform/shared';
import { useBroadcastTexts } from '../../broadcast-texts';
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
  const { t } = useBroadcastTexts();
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
          {t('broadcast.goLive')}
        </Button>
      )}
      {(state.status === 'offline' || show?.mode === 'public' || (state.status === 'starting' && state.mode === 'group')) && (
        <Button busy={state.status === 'starting' && state.mode === 'group'} disabled={!ready || state.status === 'starting'} onClick={onGroup}>
          {t('broadcast.startGroup')}
        </Button>
      )}
      {state.status === 'interrupted' && (
        <Button variant="primary" disabled={!ready} onClick={onResume}>
          {t('broadcast.resume')}
        </Button>
      )}
      {(show || state.status === 'interrupted' || state.status === 'finishing') && (
        <Button variant="danger" busy={state.status === 'finishing'} onClick={onFinish}>
          {t('broadcast.finish')}
        </Button>
      )}
      {!cameraReady && <Hint>{t('broadcast.cameraHint')}</Hint>}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  @media (max-width: 640px) {
    button {
      min-height: 44px;
      flex: 1 1 140px;
    }
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@platform/shared';
import { useTexts } from '../../i18n';
import type { MediaConfig, PlayOption } from './media-config';
import { useStreamPlayer } from './use-stream-player';

interface Props {
  config: MediaConfig;
  streamId: string;
  option: PlayOption;
  label: string;
  testId?: string;
  restartKey?: number;
  /** Shown while the stream is not there yet (the adaptor / hls.js keep retrying). */
  waitingText?: string;
  /**
   * When set, a stream that plays nothing within 10 s (none there, refused, no transport works) shows
   * this with a Retry button instead of a spinner; without it the player keeps waiting.
   */
  unavailableText?: string;
  /** A paid show: played with a token that names the viewer (minutes are billed only while it plays). */
  tokenRequired?: boolean;
  /** False: the waiting text stands alone (a camera that may stay off), without a spinner. */
  waitingSpinner?: boolean;
}

/** How long a member looks at a spinner before being told the video cannot be played. */
export const PLAY_DEADLINE_MS = 10_000;

/**
 * A played stream. Starts muted (browsers allow muted autoplay only) with an Unmute button.
 * `data-testid="live-video"` by default.
 */
export function StreamVideo({
  config,
  streamId,
  option,
  label,
  testId = 'live-video',
  restartKey = 0,
  waitingText,
  unavailableText,
  tokenRequired = false,
  waitingSpinner = true,
}: Props) {
  const { t } = useTexts();
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const { state, transport, retry } = useStreamPlayer(
    video,
    config,
    streamId,
    option,
    restartKey,
    unavailableText === undefined ? undefined : PLAY_DEADLINE_MS,
    tokenRequired,
  );
  const waiting = state.status === 'waiting';

  return (
    <Frame>
      <video ref={video} data-testid={testId} data-transport={transport} aria-label={label} autoPlay playsInline muted={muted} />
      {(state.status === 'connecting' || waiting) && (
        <Overlay role="status">
          {!(waiting && !waitingSpinner) && <Spinner size={28} label={t('player.connecting')} />}
          <span>{waiting ? (waitingText ?? t('player.waiting')) : t('player.connectingText')}</span>
        </Overlay>
      )}
      {state.status === 'error' && (
        <Overlay role="alert">
          {unavailableText && <strong>{unavailableText}</strong>}
          {!(unavailableText && state.timedOut) && <span>{state.message}</span>}
          <Button size="sm" onClick={retry}>
            {t('player.retry')}
          </Button>
        </Overlay>
      )}
      <Controls>
        <Button size="sm" onClick={() => setMuted((m) => !m)} aria-pressed={!muted}>
          {muted ? t('player.unmute') : t('player.mute')}
        </Button>
      </Controls>
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  video {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.media};
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.backdrop};
  text-align: center;
  padding: 16px;
`;

const Controls = styled.div`
  position: absolute;
  right: 8px;
  bottom: 8px;
`;

import styled from 'styled-components';
import { defaultImageForStream } from '@platform/shared';
import type { StreamingStatus } from '@platform/shared/contract';
import { optionFor, type MediaConfig } from '../media/media-config';
import { VideoStage } from '../../common/video-stage';
import { useTexts } from '../../i18n';
import { StreamVideo } from '../media/stream-video.component';

interface Props {
  name: string;
  status: StreamingStatus;
  config: MediaConfig | null;
  sessionId: string | null;
  restartKey: number;
}

/**
 * The room's stage: her public show (WebRTC or HLS per optionForBroadcast), or the default image of
 * the site for offline, private and group (settings may override the images). Only a show that should
 * be playing can end in "cannot be played"; offline is never an error.
 */
export function Stage({ name, status, config, sessionId, restartKey }: Props) {
  const { t } = useTexts();
  const text = t(`stage.${status}`, { name });
  const image = defaultImageForStream(status, config?.images);
  return (
    <Frame aria-label={t('stage.label')}>
      {image ? (
        <img data-testid="stream-placeholder" src={image} alt={text} />
      ) : config && sessionId ? (
        <StreamVideo
          config={config}
          streamId={sessionId}
          option={optionFor(config, 'public')}
          label={text}
          restartKey={restartKey}
          waitingText={t('stage.waiting', { name })}
          unavailableText={t('stage.unavailable', { name })}
        />
      ) : (
        <LiveText>{text}</LiveText>
      )}
    </Frame>
  );
}

const Frame = styled(VideoStage)`
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const LiveText = styled.p`
  color: ${({ theme }) => theme.colors.white};
  text-align: center;
  padding: 0 12px;
  font-size: 20px;
  font-weight: 600;
`;

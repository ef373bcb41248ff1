import styled from 'styled-components';
import { defaultImageForStream } from '@platform/shared';
import type { StreamingStatus } from '@platform/shared/contract';
import { optionFor, type MediaConfig } from '../media/media-config';
import { StreamVideo } from '../media/stream-video.component';

export const STAGE_TEXT: Record<StreamingStatus, (name: string) => string> = {
  public: (name) => `${name} is live now`,
  private: (name) => `${name} is in a private show`,
  group: (name) => `${name} is in a group show`,
  offline: (name) => `${name} is offline`,
};

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
  const text = STAGE_TEXT[status](name);
  const image = defaultImageForStream(status, config?.images);
  return (
    <Frame aria-label="Stage">
      {image ? (
        <img data-testid="stream-placeholder" src={image} alt={text} />
      ) : config && sessionId ? (
        <StreamVideo
          config={config}
          streamId={sessionId}
          option={optionFor(config, 'public')}
          label={text}
          restartKey={restartKey}
          waitingText={`Waiting for ${name}'s video…`}
          unavailableText={`${name}'s video cannot be played right now.`}
        />
      ) : (
        <LiveText>{text}</LiveText>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  background: #111;
  border-radius: 8px;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const LiveText = styled.p`
  color: #fff;
  font-size: 20px;
  font-weight: 600;
`;

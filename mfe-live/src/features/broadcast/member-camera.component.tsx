import styled from 'styled-components';
import { useBroadcastTexts } from '../../broadcast-texts';
import type { MediaConfig } from '../media/media-config';
import { StreamVideo } from '../media/stream-video.component';

/**
 * In a private show: the member's optional camera (played over WebRTC; shown once the member turns it on).
 * Until then it says the camera is off, without a spinner: he may never turn it on.
 */
export function MemberCamera({ config, streamId, name }: { config: MediaConfig; streamId: string; name: string }) {
  const { t } = useBroadcastTexts();
  return (
    <Box aria-label={t('broadcast.memberCamera', { name })}>
      <StreamVideo
        config={config}
        streamId={streamId}
        option="webrtc"
        label={t('broadcast.memberCamera', { name })}
        testId="member-camera"
        waitingText={t('broadcast.memberCameraOff', { name })}
        waitingSpinner={false}
      />
    </Box>
  );
}

const Box = styled.section`
  width: 240px;
  max-width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.media};
`;

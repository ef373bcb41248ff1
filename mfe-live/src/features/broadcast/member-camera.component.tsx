import styled from 'styled-components';
import type { MediaConfig } from '../media/media-config';
import { StreamVideo } from '../media/stream-video.component';

/**
 * In a private show: the member's optional camera (played over WebRTC; shown once the member turns it on).
 * Until then it says the camera is off, without a spinner: he may never turn it on.
 */
export function MemberCamera({ config, streamId, name }: { config: MediaConfig; streamId: string; name: string }) {
  return (
    <Box aria-label={`${name}'s camera`}>
      <StreamVideo
        config={config}
        streamId={streamId}
        option="webrtc"
        label={`${name}'s camera`}
        testId="member-camera"
        waitingText={`${name}'s camera is off`}
        waitingSpinner={false}
      />
    </Box>
  );
}

const Box = styled.section`
  width: 240px;
  aspect-ratio: 4 / 3;
  border-radius: 8px;
  overflow: hidden;
  background: #111;
`;

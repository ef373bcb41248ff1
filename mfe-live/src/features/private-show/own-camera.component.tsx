import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, toast } from '@platform/shared';
import { useTexts } from '../../i18n';
import { mediaErrorMessage } from '../broadcast/use-media-preview';
import type { MediaConfig } from '../media/media-config';
import { startPublish, type PublishHandle } from '../media/publish';
import { StreamTokenError, streamToken } from '../media/stream-token.resource';

type CameraState = 'off' | 'starting' | 'on';

/** The member's optional camera in a private show, published to `private-{key}-{userId}` with a one-time publish token. */
export function OwnCamera({ config, streamId }: { config: MediaConfig; streamId: string }) {
  const { t } = useTexts();
  const [state, setState] = useState<CameraState>('off');
  const video = useRef<HTMLVideoElement>(null);
  const running = useRef<{ stream: MediaStream | null; handle: PublishHandle | null }>({ stream: null, handle: null });

  const stop = () => {
    running.current.handle?.stop();
    running.current.stream?.getTracks().forEach((t) => t.stop());
    running.current = { stream: null, handle: null };
    if (video.current) video.current.srcObject = null;
    setState('off');
  };

  useEffect(() => stop, []);

  const start = async () => {
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      running.current.stream = stream;
      if (video.current) video.current.srcObject = stream;
      const token = await streamToken(streamId, 'publish', config.secureOption);
      running.current.handle = await startPublish({
        config,
        streamId,
        token,
        stream,
        onStarted: () => setState('on'),
        onError: (message) => {
          toast.error(message);
          stop();
        },
      });
    } catch (error) {
      if (!(error instanceof StreamTokenError)) toast.error(mediaErrorMessage(error));
      stop();
    }
  };

  return (
    <Box aria-label={t('private.yourCamera')}>
      <video ref={video} autoPlay muted playsInline hidden={state === 'off'} aria-label={t('private.yourCameraPreview')} />
      {state === 'off' ? (
        <Button size="sm" onClick={() => void start()}>
          {t('private.cameraOn')}
        </Button>
      ) : (
        <Button size="sm" busy={state === 'starting'} onClick={stop}>
          {t('private.cameraOff')}
        </Button>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 200px;
  max-width: 100%;
  video {
    width: 100%;
    aspect-ratio: 4 / 3;
    background: ${({ theme }) => theme.colors.media};
    border-radius: 6px;
    transform: scaleX(-1);
  }
`;

import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, SelectField, Spinner } from '@platform/shared';
import { VideoStage } from '../../common/video-stage';
import { useBroadcastTexts } from '../../broadcast-texts';
import type { useMediaPreview } from './use-media-preview';

const optionsOf = (devices: MediaDeviceInfo[], fallback: (n: number) => string) =>
  devices.map((d, i) => ({ value: d.deviceId, label: d.label || fallback(i + 1) }));

interface Props {
  preview: ReturnType<typeof useMediaPreview>;
  /** Shown when there is another camera to switch to (several cameras, or a phone's front and back). */
  onSwitchCamera?: () => void;
  switching?: boolean;
  children?: ReactNode;
}

/** The performer's own camera, muted, with camera and microphone selectors (the stream she publishes) and Switch camera. */
export function CameraPreview({ preview, onSwitchCamera, switching = false, children }: Props) {
  const { t } = useBroadcastTexts();
  const { state, devices, selectCamera, selectMicrophone, retry } = preview;
  const video = useRef<HTMLVideoElement>(null);
  const stream = state.status === 'ready' ? state.stream : null;
  const cameraId = state.status === 'ready' ? state.cameraId : '';
  // The back camera is shown as it is; her own (front) camera as a mirror, as phones do.
  const mirrored = state.status !== 'ready' || state.facing !== 'environment';

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    // Set again when the camera changed inside the same stream (switched while live), so every browser shows it.
    if (el.srcObject === stream) el.srcObject = null;
    el.srcObject = stream;
  }, [stream, cameraId]);

  return (
    <section aria-label={t('camera.preview')}>
      <Stage $mirrored={mirrored}>
        {/* Muted: the performer must not hear herself. */}
        <video ref={video} autoPlay muted playsInline aria-label={t('camera.yours')} hidden={!stream} />
        {state.status === 'requesting' && <Spinner size={32} label={t('camera.starting')} />}
        {state.status === 'error' && <ErrorState message={state.message} onRetry={retry} />}
        {children}
      </Stage>
      {onSwitchCamera && stream && (
        <SwitchRow>
          <Button busy={switching} onClick={onSwitchCamera}>
            {t('camera.switch')}
          </Button>
        </SwitchRow>
      )}
      <Selectors>
        <SelectField
          label={t('camera.camera')}
          value={cameraId}
          options={optionsOf(devices.cameras, (n) => t('camera.cameraN', { n }))}
          disabled={devices.cameras.length === 0}
          onChange={(e) => selectCamera(e.target.value)}
        />
        <SelectField
          label={t('camera.microphone')}
          value={state.status === 'ready' ? state.microphoneId : ''}
          options={optionsOf(devices.microphones, (n) => t('camera.microphoneN', { n }))}
          disabled={devices.microphones.length === 0}
          onChange={(e) => selectMicrophone(e.target.value)}
        />
      </Selectors>
    </section>
  );
}

const Stage = styled(VideoStage)<{ $mirrored: boolean }>`
  position: relative;
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transform: ${({ $mirrored }) => ($mirrored ? 'scaleX(-1)' : 'none')};
  }
  [role='alert'] {
    background: ${({ theme }) => theme.colors.background};
    width: 100%;
    height: 100%;
  }
`;

const SwitchRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 8px;
  @media (max-width: 640px) {
    button {
      min-height: 44px;
      width: 100%;
    }
  }
`;

const Selectors = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin-top: 12px;
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

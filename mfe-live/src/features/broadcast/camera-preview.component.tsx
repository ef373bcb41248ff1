import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState, SelectField, Spinner } from '@platform/shared';
import type { useMediaPreview } from './use-media-preview';

const optionsOf = (devices: MediaDeviceInfo[], fallback: string) =>
  devices.map((d, i) => ({ value: d.deviceId, label: d.label || `${fallback} ${i + 1}` }));

/** The performer's own camera, muted, with camera and microphone selectors (the stream she publishes). */
export function CameraPreview({ preview, children }: { preview: ReturnType<typeof useMediaPreview>; children?: ReactNode }) {
  const { state, devices, selectCamera, selectMicrophone, retry } = preview;
  const video = useRef<HTMLVideoElement>(null);
  const stream = state.status === 'ready' ? state.stream : null;

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  return (
    <section aria-label="Camera preview">
      <Stage>
        {/* Muted: the performer must not hear herself. */}
        <video ref={video} autoPlay muted playsInline aria-label="Your camera" hidden={!stream} />
        {state.status === 'requesting' && <Spinner size={32} label="Starting camera" />}
        {state.status === 'error' && <ErrorState message={state.message} onRetry={retry} />}
        {children}
      </Stage>
      <Selectors>
        <SelectField
          label="Camera"
          value={state.status === 'ready' ? state.cameraId : ''}
          options={optionsOf(devices.cameras, 'Camera')}
          disabled={devices.cameras.length === 0}
          onChange={(e) => selectCamera(e.target.value)}
        />
        <SelectField
          label="Microphone"
          value={state.status === 'ready' ? state.microphoneId : ''}
          options={optionsOf(devices.microphones, 'Microphone')}
          disabled={devices.microphones.length === 0}
          onChange={(e) => selectMicrophone(e.target.value)}
        />
      </Selectors>
    </section>
  );
}

const Stage = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  background: #111;
  border-radius: 8px;
  overflow: hidden;
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transform: scaleX(-1);
  }
  [role='alert'] {
    background: #fff;
    width: 100%;
    height: 100%;
  }
`;

const Selectors = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin-top: 12px;
`;

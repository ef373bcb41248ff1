import { useCallback, useEffect, useState } from 'react';

export interface DeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

export type PreviewState =
  { status: 'requesting' } | { status: 'ready'; stream: MediaStream; cameraId: string; microphoneId: string } | { status: 'error'; message: string };

/** Maps getUserMedia failures (DOMException names) to what the performer can do about them. */
export function mediaErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Camera and microphone access was denied. Allow access in your browser and try again.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera or microphone was found. Connect one and try again.';
    case 'NotReadableError':
    case 'AbortError':
      return 'The camera or microphone is in use by another application.';
    default:
      return (error as { message?: string } | null)?.message || 'The camera could not be started.';
  }
}

const deviceId = (track: MediaStreamTrack | undefined) => track?.getSettings?.().deviceId ?? '';

const mediaDevices = () => (typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined);

/** What a new request shows first: waiting for the browser, or at once why there is no camera here. */
const requestState = (): PreviewState =>
  mediaDevices()?.getUserMedia
    ? { status: 'requesting' }
    : { status: 'error', message: 'This browser cannot use a camera here (a secure https page is needed).' };

/**
 * Camera + microphone preview: asks for both, lists the devices (labels are only readable once
 * access is granted) and re-acquires when the performer picks another device. Tracks are stopped
 * whenever the stream is replaced and on unmount, so the camera light goes off.
 */
export function useMediaPreview() {
  const [wanted, setWanted] = useState<{ cameraId: string; microphoneId: string }>({ cameraId: '', microphoneId: '' });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PreviewState>(requestState);
  const [devices, setDevices] = useState<DeviceLists>({ cameras: [], microphones: [] });

  const refreshDevices = useCallback(async () => {
    const all = await navigator.mediaDevices.enumerateDevices();
    setDevices({
      cameras: all.filter((d) => d.kind === 'videoinput'),
      microphones: all.filter((d) => d.kind === 'audioinput'),
    });
  }, []);

  // Another device picked or a retry: a new request starts.
  const request = { cameraId: wanted.cameraId, microphoneId: wanted.microphoneId, attempt };
  const [lastRequest, setLastRequest] = useState(request);
  if (lastRequest.cameraId !== request.cameraId || lastRequest.microphoneId !== request.microphoneId || lastRequest.attempt !== request.attempt) {
    setLastRequest(request);
    setState(requestState());
  }

  useEffect(() => {
    const media = mediaDevices();
    if (!media?.getUserMedia) return; // the request state already says why
    let stream: MediaStream | null = null;
    let current = true;
    media
      .getUserMedia({
        video: wanted.cameraId ? { deviceId: { exact: wanted.cameraId } } : true,
        audio: wanted.microphoneId ? { deviceId: { exact: wanted.microphoneId } } : true,
      })
      .then(async (s) => {
        stream = s;
        if (!current) return s.getTracks().forEach((t) => t.stop());
        setState({
          status: 'ready',
          stream: s,
          cameraId: deviceId(s.getVideoTracks()[0]) || wanted.cameraId,
          microphoneId: deviceId(s.getAudioTracks()[0]) || wanted.microphoneId,
        });
        await refreshDevices();
      })
      .catch((error: unknown) => current && setState({ status: 'error', message: mediaErrorMessage(error) }));
    return () => {
      current = false;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [wanted.cameraId, wanted.microphoneId, attempt, refreshDevices]);

  // A camera plugged in or out while the page is open shows up in the lists.
  useEffect(() => {
    const media = mediaDevices();
    if (!media?.addEventListener) return;
    const onChange = () => void refreshDevices().catch(() => undefined);
    media.addEventListener('devicechange', onChange);
    return () => media.removeEventListener('devicechange', onChange);
  }, [refreshDevices]);

  return {
    state,
    devices,
    selectCamera: (cameraId: string) => setWanted((w) => ({ ...w, cameraId })),
    selectMicrophone: (microphoneId: string) => setWanted((w) => ({ ...w, microphoneId })),
    retry: () => setAttempt((n) => n + 1),
  };
}

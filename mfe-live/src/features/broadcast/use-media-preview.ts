import { useCallback, useEffect, useRef, useState } from 'react';
import { broadcastText } from '../../broadcast-texts';

export interface DeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

/** Which way a phone camera looks: 'user' (front, at her) or 'environment' (back). */
export type Facing = 'user' | 'environment';

/** The next camera: a device of the list, or (on a phone) the other side. */
export type CameraSwitch = { deviceId: string; facing?: undefined } | { facing: Facing; deviceId?: undefined };

export type PreviewState =
  | { status: 'requesting' }
  | { status: 'ready'; stream: MediaStream; cameraId: string; microphoneId: string; facing: Facing | null }
  | { status: 'error'; message: string };

/** Maps getUserMedia failures (DOMException names) to what the performer can do about them. */
export function mediaErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return broadcastText('camera.denied');
    case 'NotFoundError':
    case 'OverconstrainedError':
      return broadcastText('camera.notFound');
    case 'NotReadableError':
    case 'AbortError':
      return broadcastText('camera.inUse');
    default:
      return (error as { message?: string } | null)?.message || broadcastText('camera.couldNotStart');
  }
}

/** A phone or tablet: its cameras are told apart by the side they face, which enumerateDevices does not say. */
export function isTouchDevice(): boolean {
  return typeof navigator !== 'undefined' && (navigator.maxTouchPoints ?? 0) > 0;
}

/** Whether a "Switch camera" button makes sense: more than one camera, or a touch device (front and back). */
export const canSwitchCamera = (cameras: MediaDeviceInfo[], touch: boolean) => touch || cameras.length > 1;

/**
 * The camera after `current`: on a touch device the other side (front ↔ back; unknown counts as front), otherwise
 * the next camera of the list (wrapping round); null when there is nothing to switch to.
 */
export function nextCamera(cameras: MediaDeviceInfo[], current: { cameraId: string; facing: Facing | null }, touch: boolean): CameraSwitch | null {
  if (touch) return { facing: current.facing === 'environment' ? 'user' : 'environment' };
  const listed = cameras.filter((c) => c.deviceId);
  if (listed.length < 2) return null;
  const index = listed.findIndex((c) => c.deviceId === current.cameraId);
  return { deviceId: listed[(index + 1) % listed.length].deviceId };
}

const settingsOf = (track: MediaStreamTrack | undefined) => track?.getSettings?.() ?? {};
const facingOf = (track: MediaStreamTrack | undefined): Facing | null => {
  const facing = settingsOf(track).facingMode;
  return facing === 'user' || facing === 'environment' ? facing : null;
};

const mediaDevices = () => (typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined);

/** What a new request shows first: waiting for the browser, or at once why there is no camera here. */
const requestState = (): PreviewState =>
  mediaDevices()?.getUserMedia ? { status: 'requesting' } : { status: 'error', message: broadcastText('camera.insecure') };

interface Wanted {
  cameraId: string;
  microphoneId: string;
  facing: Facing | null;
  /** The stream already shows this camera (switched by the publishing adaptor): nothing to ask for. */
  adopted: boolean;
}

const videoConstraint = ({ cameraId, facing }: Wanted): MediaTrackConstraints | true =>
  cameraId ? { deviceId: { exact: cameraId } } : facing ? { facingMode: facing } : true;

/**
 * Camera + microphone preview: asks for both, lists the devices (labels are only readable once
 * access is granted) and re-acquires when the performer picks another device or switches the camera. Tracks are
 * stopped whenever the stream is replaced and on unmount, so the camera light goes off. While she is live the
 * switch happens in the publishing adaptor instead, on this same stream; `adopt` then records the new camera.
 */
export function useMediaPreview() {
  const [wanted, setWanted] = useState<Wanted>({ cameraId: '', microphoneId: '', facing: null, adopted: false });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PreviewState>(requestState);
  const [devices, setDevices] = useState<DeviceLists>({ cameras: [], microphones: [] });
  /** The stream the preview holds (stopped when replaced and on unmount). */
  const live = useRef<MediaStream | null>(null);

  const refreshDevices = useCallback(async () => {
    const all = await navigator.mediaDevices.enumerateDevices();
    setDevices({
      cameras: all.filter((d) => d.kind === 'videoinput'),
      microphones: all.filter((d) => d.kind === 'audioinput'),
    });
  }, []);

  // Another device picked or a retry: a new request starts (an adopted camera is already there).
  const request = { wanted, attempt };
  const [lastRequest, setLastRequest] = useState(request);
  if (lastRequest.wanted !== request.wanted || lastRequest.attempt !== request.attempt) {
    setLastRequest(request);
    if (!wanted.adopted) setState(requestState());
  }

  useEffect(() => {
    const media = mediaDevices();
    if (wanted.adopted || !media?.getUserMedia) return; // the request state already says why
    let current = true;
    // The old camera goes off first: a phone cannot open two at once.
    live.current?.getTracks().forEach((t) => t.stop());
    live.current = null;
    media
      .getUserMedia({ video: videoConstraint(wanted), audio: wanted.microphoneId ? { deviceId: { exact: wanted.microphoneId } } : true })
      .then(async (s) => {
        if (!current) return s.getTracks().forEach((t) => t.stop());
        live.current = s;
        const video = s.getVideoTracks()[0];
        setState({
          status: 'ready',
          stream: s,
          cameraId: settingsOf(video).deviceId || wanted.cameraId,
          microphoneId: settingsOf(s.getAudioTracks()[0]).deviceId || wanted.microphoneId,
          facing: facingOf(video) ?? wanted.facing,
        });
        await refreshDevices();
      })
      .catch((error: unknown) => current && setState({ status: 'error', message: mediaErrorMessage(error) }));
    return () => {
      current = false;
    };
  }, [wanted, attempt, refreshDevices]);

  useEffect(
    () => () => {
      live.current?.getTracks().forEach((t) => t.stop());
      live.current = null;
    },
    [],
  );

  // A camera plugged in or out while the page is open shows up in the lists.
  useEffect(() => {
    const media = mediaDevices();
    if (!media?.addEventListener) return;
    const onChange = () => void refreshDevices().catch(() => undefined);
    media.addEventListener('devicechange', onChange);
    return () => media.removeEventListener('devicechange', onChange);
  }, [refreshDevices]);

  const ready = state.status === 'ready' ? state : null;
  const keep = { microphoneId: wanted.microphoneId, adopted: false };

  return {
    state,
    devices,
    selectCamera: (cameraId: string) => setWanted({ ...keep, cameraId, facing: null }),
    selectMicrophone: (microphoneId: string) =>
      // a camera the adaptor switched to is asked for by its id from now on
      setWanted({ cameraId: wanted.adopted ? (ready?.cameraId ?? '') : wanted.cameraId, facing: wanted.facing, microphoneId, adopted: false }),
    /** Before she is live: the preview starts again with the other camera. */
    switchTo: (next: CameraSwitch) =>
      setWanted(next.deviceId ? { ...keep, cameraId: next.deviceId, facing: null } : { ...keep, cameraId: '', facing: next.facing ?? null }),
    /**
     * While she is live: the adaptor has put the other camera's track into `stream` (this preview's stream, or the
     * one it now publishes); the preview shows it and remembers which camera it is, without asking again.
     */
    adopt: (stream: MediaStream, next: CameraSwitch) => {
      const video = stream.getVideoTracks()[0];
      const cameraId = settingsOf(video).deviceId || next.deviceId || '';
      const facing = facingOf(video) ?? next.facing ?? null;
      live.current = stream;
      setWanted({ microphoneId: wanted.microphoneId, cameraId, facing, adopted: true });
      setState((s) => (s.status === 'ready' ? { ...s, stream, cameraId, facing } : s));
    },
    retry: () => {
      setWanted((w) => (w.adopted ? { ...w, adopted: false } : w));
      setAttempt((n) => n + 1);
    },
  };
}

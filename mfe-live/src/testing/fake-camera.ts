// The browser's camera and microphone for the live room's tests.

/** `navigator.mediaDevices` answering `getUserMedia` and listing `devices`; device-change listeners are ignored. */
export function fakeMediaDevices(getUserMedia: jest.Mock, devices: unknown[] = []) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: jest.fn().mockResolvedValue(devices),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    },
  });
}

/** One camera stream (tracks of devices video-1 and audio-1) that every `getUserMedia` grants. */
export function fakeCamera(): MediaStream {
  const track = (kind: string) => ({ kind, stop: jest.fn(), getSettings: () => ({ deviceId: `${kind}-1` }) });
  const video = track('video');
  const audio = track('audio');
  const camera = { getTracks: () => [video, audio], getVideoTracks: () => [video], getAudioTracks: () => [audio] } as unknown as MediaStream;
  fakeMediaDevices(jest.fn().mockResolvedValue(camera));
  return camera;
}

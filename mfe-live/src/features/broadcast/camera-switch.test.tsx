import '../../testing/mock-live-modules';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@platform/shared';
import { renderWithProviders, signedInAs, type MockApi } from '@platform/shared/mock';
import { AppRoutes } from '../../routes';
import { fakeMediaDevices } from '../../testing/fake-camera';
import { FakeAdaptor, resetLive, setupLiveApi } from '../../testing/live-test-setup';
import { canSwitchCamera, nextCamera } from './use-media-preview';

type Settings = { deviceId: string; facingMode?: string };
const track = (kind: 'video' | 'audio', settings: Settings) =>
  ({ kind, stop: jest.fn(), getSettings: () => settings }) as unknown as MediaStreamTrack;

/** A camera stream whose video track the fake adaptor can swap in place, as the real one does. */
function fakeStream(video: Settings) {
  const tracks = { video: track('video', video), audio: track('audio', { deviceId: 'mic-1' }) };
  return {
    getTracks: () => [tracks.video, tracks.audio],
    getVideoTracks: () => [tracks.video],
    getAudioTracks: () => [tracks.audio],
    replaceVideo(next: MediaStreamTrack) {
      tracks.video.stop();
      tracks.video = next;
    },
  } as unknown as MediaStream;
}

const camera = (deviceId: string, label: string) => ({ kind: 'videoinput', deviceId, label, groupId: deviceId }) as MediaDeviceInfo;
const MIC = { kind: 'audioinput', deviceId: 'mic-1', label: 'Microphone', groupId: 'm' } as MediaDeviceInfo;

let api: MockApi;
let getUserMedia: jest.Mock;
let touchPoints: number;

function setup(cameras: MediaDeviceInfo[], touch = 0) {
  api = setupLiveApi();
  api.get('/performers/me', { _id: 'p1', username: 'anna', streamingStatus: 'offline', streamingTitle: '', verified: true });
  api.post('/streaming/live', { conversation: { _id: 'conv-pub' }, sessionId: 'sess-live', publishToken: 'tok-live' });
  api.get('/messages/conversations/public/:id', { data: [], total: 0 });
  api.get('/streaming/viewers/:id', { streamId: 'sess-live', total: 0, viewers: [] });
  touchPoints = touch;
  getUserMedia = jest.fn(async (constraints: MediaStreamConstraints) => {
    const video = constraints.video as { deviceId?: { exact: string }; facingMode?: string } | true;
    if (video !== true && video.facingMode) return fakeStream({ deviceId: `${video.facingMode}-cam`, facingMode: video.facingMode });
    return fakeStream({ deviceId: video === true ? (cameras[0]?.deviceId ?? 'cam-1') : (video.deviceId?.exact ?? 'cam-1') });
  });
  fakeMediaDevices(getUserMedia, [...cameras, MIC]);
  signedInAs('performer', { _id: 'p1', username: 'anna' });
}

beforeAll(() => {
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, get: () => touchPoints });
});
afterEach(async () => {
  resetLive(api);
  await act(() => changeLanguage('en'));
});

const renderLive = () => renderWithProviders(<AppRoutes />, { route: '/live' });
const cameraSelect = () => screen.getByRole('combobox', { name: 'Camera' });

describe('nextCamera', () => {
  const two = [camera('cam-1', 'A'), camera('cam-2', 'B')];
  it('goes round the listed cameras on a computer', () => {
    expect(nextCamera(two, { cameraId: 'cam-1', facing: null }, false)).toEqual({ deviceId: 'cam-2' });
    expect(nextCamera(two, { cameraId: 'cam-2', facing: null }, false)).toEqual({ deviceId: 'cam-1' });
    expect(nextCamera([two[0]], { cameraId: 'cam-1', facing: null }, false)).toBeNull();
  });
  it('turns a phone round: front to back and back to front', () => {
    expect(nextCamera([], { cameraId: '', facing: null }, true)).toEqual({ facing: 'environment' });
    expect(nextCamera(two, { cameraId: 'x', facing: 'environment' }, true)).toEqual({ facing: 'user' });
  });
  it('offers the switch with several cameras or on a touch device only', () => {
    expect(canSwitchCamera([two[0]], false)).toBe(false);
    expect(canSwitchCamera(two, false)).toBe(true);
    expect(canSwitchCamera([], true)).toBe(true);
  });
});

it('has no Switch camera with one camera on a computer', async () => {
  setup([camera('cam-1', 'Built-in camera')]);
  renderLive();
  await screen.findByRole('option', { name: 'Built-in camera' });
  expect(screen.queryByRole('button', { name: 'Switch camera' })).not.toBeInTheDocument();
});

it('before going live, Switch camera starts the preview again with the next camera', async () => {
  setup([camera('cam-1', 'Built-in camera'), camera('cam-2', 'USB camera')]);
  renderLive();
  await screen.findByRole('option', { name: 'USB camera' });
  const first = (await getUserMedia.mock.results[0].value) as MediaStream;
  await userEvent.click(screen.getByRole('button', { name: 'Switch camera' }));
  await waitFor(() => expect(cameraSelect()).toHaveValue('cam-2'));
  expect(getUserMedia).toHaveBeenLastCalledWith({ video: { deviceId: { exact: 'cam-2' } }, audio: true });
  expect(first.getVideoTracks()[0].stop).toHaveBeenCalled();
});

it('on a phone (touch, one camera listed), Switch camera asks for the back camera by facing mode', async () => {
  setup([camera('cam-1', 'Camera')], 5);
  renderLive();
  await userEvent.click(await screen.findByRole('button', { name: 'Switch camera' }));
  await waitFor(() => expect(getUserMedia).toHaveBeenLastCalledWith({ video: { facingMode: 'environment' }, audio: true }));
  // the back camera is not mirrored; asked again, the front one comes back
  await waitFor(() => expect(screen.getByRole('button', { name: 'Switch camera' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Switch camera' }));
  await waitFor(() => expect(getUserMedia).toHaveBeenLastCalledWith({ video: { facingMode: 'user' }, audio: true }));
});

it('while live, switches through the adaptor on the running connection: no new getUserMedia, no new publish', async () => {
  setup([camera('cam-1', 'Built-in camera'), camera('cam-2', 'USB camera')]);
  renderLive();
  await screen.findByRole('option', { name: 'USB camera' });
  const goLive = screen.getByRole('button', { name: 'Go live' });
  await waitFor(() => expect(goLive).toBeEnabled());
  await userEvent.click(goLive);
  await waitFor(() => expect(FakeAdaptor.publishers()[0]?.published).toHaveLength(1));
  const adaptor = FakeAdaptor.publishers()[0];
  await act(async () => adaptor.notify('publish_started'));
  const stream = adaptor.mediaManager.localStream!;
  const old = stream.getVideoTracks()[0];
  adaptor.nextVideoTrack = track('video', { deviceId: 'cam-2' });
  const asked = getUserMedia.mock.calls.length;

  await userEvent.click(screen.getByRole('button', { name: 'Switch camera' }));
  await waitFor(() => expect(cameraSelect()).toHaveValue('cam-2'));
  expect(adaptor.switched).toEqual([{ streamId: 'sess-live', deviceId: 'cam-2' }]);
  // video only: the adaptor must not open the microphone a second time
  expect(adaptor.mediaManager.mediaConstraints.audio).toBe(false);
  expect(getUserMedia.mock.calls).toHaveLength(asked);
  expect(old.stop).toHaveBeenCalled();
  expect(adaptor.published).toHaveLength(1);
  expect(FakeAdaptor.publishers()).toHaveLength(1);
  expect(screen.getByRole('status', { name: 'Streaming status' })).toHaveTextContent('Live — public show');
});

it('speaks Russian on the broadcast page', async () => {
  await act(() => changeLanguage('ru'));
  setup([camera('cam-1', ''), camera('cam-2', '')]);
  renderLive();
  expect(await screen.findByRole('option', { name: 'Камера 2' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Эфир' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Начать эфир' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Сменить камеру' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Статус эфира' })).toHaveTextContent('Не в эфире');
  expect(screen.getByRole('region', { name: 'Заработок' })).toHaveTextContent('За это шоу: 0 токенов');
  expect(screen.getByText('В этом шоу чаевых пока нет.')).toBeInTheDocument();
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import type { Account } from '@platform/shared';
import type { PerformerSelf } from '@platform/shared/contract';
import { Root } from '../../root';
import type { MockApi } from '@platform/shared/mock';
import { fakeMediaDevices } from '../../testing/fake-camera';
import { resetLive, setupLiveApi } from '../../testing/live-test-setup';
import { getOwnProfile, saveStreamingTitle } from './broadcast.resource';

let api: MockApi;

jest.mock('./broadcast.resource', () => ({
  getOwnProfile: jest.fn(),
  saveStreamingTitle: jest.fn(),
  startLive: jest.fn(),
  finishStreaming: jest.fn(),
  getViewers: jest.fn(),
}));
jest.mock('@antmedia/webrtc_adaptor/dist/es/webrtc_adaptor.js', () => require('../../testing/fake-media').adaptorModule);
const getProfile = getOwnProfile as jest.MockedFunction<typeof getOwnProfile>;

function fakeTrack(kind: 'video' | 'audio', deviceId: string) {
  return { kind, stop: jest.fn(), getSettings: () => ({ deviceId }) } as unknown as MediaStreamTrack;
}

function fakeStream(cameraId: string, micId: string) {
  const video = fakeTrack('video', cameraId);
  const audio = fakeTrack('audio', micId);
  return {
    getTracks: () => [video, audio],
    getVideoTracks: () => [video],
    getAudioTracks: () => [audio],
  } as unknown as MediaStream;
}

const devices = [
  { kind: 'videoinput', deviceId: 'cam-1', label: 'Built-in camera', groupId: 'g1' },
  { kind: 'videoinput', deviceId: 'cam-2', label: 'USB camera', groupId: 'g2' },
  { kind: 'audioinput', deviceId: 'mic-1', label: 'Built-in microphone', groupId: 'g1' },
  { kind: 'audiooutput', deviceId: 'spk-1', label: 'Speakers', groupId: 'g1' },
] as MediaDeviceInfo[];

let getUserMedia: jest.Mock;

beforeEach(() => {
  api = setupLiveApi();
  getUserMedia = jest.fn(async (constraints: MediaStreamConstraints) => {
    const video = constraints.video as { deviceId?: { exact: string } } | true;
    return fakeStream(video === true ? 'cam-1' : (video.deviceId?.exact ?? 'cam-1'), 'mic-1');
  });
  fakeMediaDevices(getUserMedia, devices);
  getProfile.mockResolvedValue({
    _id: 'p1',
    username: 'anna',
    streamingStatus: 'offline',
    streamingTitle: 'Friday fun',
    verified: true,
  } as PerformerSelf);
  bus.auth.set({ status: 'signed-in', role: 'performer', user: { _id: 'p1', username: 'anna' } as Account });
});

afterEach(() => resetLive(api));

function renderLive() {
  window.history.pushState({}, '', '/live');
  return render(<Root />);
}

it('asks for the camera and microphone and lists the devices', async () => {
  renderLive();
  expect(await screen.findByRole('option', { name: 'USB camera' })).toBeInTheDocument();
  expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
  expect(screen.getByRole('combobox', { name: 'Camera' })).toHaveValue('cam-1');
  expect(screen.getByRole('combobox', { name: 'Microphone' })).toHaveValue('mic-1');
  expect(screen.queryByRole('option', { name: 'Speakers' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Your camera')).toBeVisible();
});

it('switches to the camera the performer picks and stops the old tracks', async () => {
  renderLive();
  await screen.findByRole('option', { name: 'USB camera' });
  const first = await getUserMedia.mock.results[0].value;
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Camera' }), 'USB camera');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Camera' })).toHaveValue('cam-2'));
  expect(getUserMedia).toHaveBeenLastCalledWith({ video: { deviceId: { exact: 'cam-2' } }, audio: true });
  expect(first.getVideoTracks()[0].stop).toHaveBeenCalled();
});

it('explains a denied camera and retries', async () => {
  getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
  renderLive();
  expect(await screen.findByText('Camera and microphone access was denied. Allow access in your browser and try again.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('option', { name: 'USB camera' })).toBeInTheDocument();
});

it('shows the streaming status and title from /performers/me and saves the title', async () => {
  (saveStreamingTitle as jest.Mock).mockResolvedValue({ streamingTitle: 'Saturday dance' });
  renderLive();
  expect(await screen.findByText('Offline')).toBeInTheDocument();
  const title = screen.getByRole('textbox', { name: 'Streaming title' });
  expect(title).toHaveValue('Friday fun');
  await userEvent.clear(title);
  await userEvent.type(title, 'Saturday dance');
  await userEvent.click(screen.getByRole('button', { name: 'Save title' }));
  await waitFor(() => expect(saveStreamingTitle).toHaveBeenCalledWith('Saturday dance'));
  expect(title).toHaveValue('Saturday dance');
});

it('tells a member that broadcasting is for performers, with a link to performer sign-in', () => {
  bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u1', username: 'member' } as Account });
  renderLive();
  expect(screen.getByText('You are signed in as a member. Broadcasting is for performers only.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in as a performer' })).toHaveAttribute('href', '/auth/login/performer');
  expect(getUserMedia).not.toHaveBeenCalled();
});

it('asks a visitor to sign in as a performer', () => {
  bus.auth.set({ status: 'signed-out' });
  renderLive();
  expect(screen.getByText('Broadcasting is for performers. Please sign in first.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in as a performer' })).toHaveAttribute('href', '/auth/login/performer');
});

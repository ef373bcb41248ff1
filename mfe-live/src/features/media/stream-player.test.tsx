import '../../testing/mock-live-modules';
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type MockApi } from '@platform/shared/mock';
import type { StreamingStatus } from '@platform/shared/contract';
import { AppRoutes } from '../../routes';
import { FakeAdaptor, FakeHls, resetLive, setupLiveApi } from '../../testing/live-test-setup';
import { mockAnnaRoom } from '../../testing/room-fixtures';
import { Stage } from '../watch/stage.component';
import type { MediaConfig } from './media-config';
import { PUBLISH_STALLED_TEXT, PublishStatus } from './publish-status.component';
import { startPublish, type PublishState } from './publish';
import { StreamVideo } from './stream-video.component';

const CONFIG: MediaConfig = {
  publishWebsocketUrl: 'ws://media.test/WebRTCAppEE/websocket',
  playWebsocketUrl: 'ws://media.test/WebRTCAppEE/websocket',
  hlsBaseUrl: 'http://media.test/WebRTCAppEE/streams',
  appName: 'WebRTCAppEE',
  iceServers: [],
  optionForBroadcast: 'hls',
  optionForPrivate: 'webrtc',
  optionForGroup: 'hls',
  secureOption: false,
  tipSound: '',
  images: {},
  capabilities: { hls: true, webrtc: true },
};

const UNPLAYABLE = "Anna Rivers's video cannot be played right now.";
const WAITING = "Waiting for Anna Rivers's video…";

let api: MockApi;
beforeEach(() => {
  api = setupLiveApi();
  // jsdom has no media playback
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  resetLive(api);
});

const renderStage = (status: StreamingStatus, config: MediaConfig = CONFIG) =>
  renderWithProviders(<Stage name="Anna Rivers" status={status} config={config} sessionId="sess-1" restartKey={0} />);

/** Moves the fake clock on, letting React settle. */
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('the member’s player', () => {
  it('plays an HLS show over WebRTC when the media config says the media server has no HLS', async () => {
    resetLive(api);
    api = setupLiveApi({ optionForBroadcast: 'hls', capabilities: { hls: false, webrtc: true } });
    mockAnnaRoom(api, 'public');
    renderWithProviders(<AppRoutes />, { route: '/live/anna' });
    const video = await screen.findByTestId('live-video');
    await waitFor(() => expect(FakeAdaptor.players()[0]?.played).toEqual([{ streamId: 'sess-1', token: undefined }]));
    expect(FakeAdaptor.players()[0].options.remoteVideoElement).toBe(video);
    expect(video).toHaveAttribute('data-transport', 'webrtc');
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('falls back to WebRTC once when no HLS playlist has arrived within 4 s', async () => {
    jest.useFakeTimers();
    renderStage('public');
    await waitFor(() => expect(FakeHls.last()?.source).toBe('http://media.test/WebRTCAppEE/streams/sess-1.m3u8'));
    // the playlist 404s (ffmpeg never wrote it): hls.js keeps retrying
    act(() => FakeHls.last().trigger('hlsError', { fatal: true, type: 'networkError', details: 'manifestLoadError' }));
    await wait(3_500);
    expect(FakeAdaptor.instances).toHaveLength(0);
    expect(screen.getByText(WAITING)).toBeInTheDocument();

    await wait(500);
    expect(FakeHls.last().destroyed).toBe(true);
    await waitFor(() => expect(FakeAdaptor.players()[0]?.played).toEqual([{ streamId: 'sess-1', token: undefined }]));
    expect(screen.getByTestId('live-video')).toHaveAttribute('data-transport', 'webrtc');
    await act(async () => FakeAdaptor.players()[0].notify('play_started'));
    expect(screen.queryByRole('status', { name: 'Connecting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // once: a playing WebRTC show stays on WebRTC, and no second HLS player is made
    await wait(30_000);
    expect(FakeHls.instances).toHaveLength(1);
    expect(FakeAdaptor.players()).toHaveLength(1);
  });

  it('gives a playlist that arrived until 10 s to play before it falls back to WebRTC', async () => {
    jest.useFakeTimers();
    renderStage('public');
    await waitFor(() => expect(FakeHls.last()?.source).toBe('http://media.test/WebRTCAppEE/streams/sess-1.m3u8'));
    act(() => FakeHls.last().trigger('hlsManifestParsed'));
    await wait(9_500);
    expect(FakeAdaptor.instances).toHaveLength(0);
    expect(FakeHls.last().destroyed).toBe(false);

    await wait(500);
    expect(FakeHls.last().destroyed).toBe(true);
    await waitFor(() => expect(FakeAdaptor.players()[0]?.played).toEqual([{ streamId: 'sess-1', token: undefined }]));
    expect(screen.getByTestId('live-video')).toHaveAttribute('data-transport', 'webrtc');
  });

  it('falls back to WebRTC at once when hls.js reports a fatal error it cannot recover from', async () => {
    renderStage('public');
    await waitFor(() => expect(FakeHls.last()?.source).toBe('http://media.test/WebRTCAppEE/streams/sess-1.m3u8'));
    act(() => FakeHls.last().trigger('hlsError', { fatal: true, type: 'otherError', details: 'internalException' }));
    await waitFor(() => expect(FakeAdaptor.players()[0]?.played).toEqual([{ streamId: 'sess-1', token: undefined }]));
    expect(FakeHls.last().destroyed).toBe(true);
    expect(screen.getByTestId('live-video')).toHaveAttribute('data-transport', 'webrtc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the member within 10 s when nothing plays, and Retry tries again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderStage('public', { ...CONFIG, capabilities: { hls: false, webrtc: true } });
    await waitFor(() => expect(FakeAdaptor.players()).toHaveLength(1));
    await act(async () => FakeAdaptor.players()[0].error('no_stream_exist'));
    expect(screen.getByText(WAITING)).toBeInTheDocument();

    await wait(9_500);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await wait(500);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(UNPLAYABLE);
    expect(screen.queryByRole('status', { name: 'Connecting' })).not.toBeInTheDocument();
    expect(FakeAdaptor.players()[0].closed).toBe(true); // no endless retries behind the message

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(FakeAdaptor.players()).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => FakeAdaptor.players()[1].notify('play_started'));
    await wait(20_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the member when neither HLS nor WebRTC plays, and when the stream is refused', async () => {
    jest.useFakeTimers();
    renderStage('public');
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    await wait(10_000);
    await waitFor(() => expect(FakeAdaptor.players()).toHaveLength(1));
    await wait(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent(UNPLAYABLE);

    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await waitFor(() => expect(FakeHls.instances).toHaveLength(2)); // Retry starts over with HLS
    await wait(10_000);
    await waitFor(() => expect(FakeAdaptor.players()).toHaveLength(2));
    await act(async () => FakeAdaptor.players()[1].error('viewerLimitReached'));
    expect(screen.getByRole('alert')).toHaveTextContent(UNPLAYABLE);
    expect(screen.getByRole('alert')).toHaveTextContent('This show has reached its viewer limit.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows no error for a performer who is not live, also when she leaves while the player waits', async () => {
    jest.useFakeTimers();
    let goTo: (status: StreamingStatus) => void = () => undefined;
    // the watch room's part: the room's status decides what the stage shows
    function Room() {
      const [status, setStatus] = useState<StreamingStatus>('offline');
      goTo = setStatus;
      return <Stage name="Anna Rivers" status={status} config={CONFIG} sessionId={status === 'public' ? 'sess-1' : null} restartKey={0} />;
    }
    renderWithProviders(<Room />);
    await wait(30_000);
    expect(screen.getByTestId('stream-placeholder')).toHaveAttribute('alt', 'Anna Rivers is offline');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => goTo('public'));
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    await wait(3_000); // she leaves before the player would try WebRTC
    await act(async () => goTo('offline'));
    await wait(30_000);
    expect(screen.getByTestId('stream-placeholder')).toHaveAttribute('alt', 'Anna Rivers is offline');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(FakeHls.last().destroyed).toBe(true);
    expect(FakeAdaptor.instances).toHaveLength(0);
  });

  it('keeps waiting without an error where no deadline is asked for (a camera that may be turned on later)', async () => {
    jest.useFakeTimers();
    renderWithProviders(<StreamVideo config={CONFIG} streamId="cam-1" option="webrtc" label="Bob's camera" waitingText="Bob's camera is off" />);
    await waitFor(() => expect(FakeAdaptor.players()).toHaveLength(1));
    await act(async () => FakeAdaptor.players()[0].error('no_stream_exist'));
    await wait(60_000);
    expect(screen.getByText("Bob's camera is off")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the performer’s outgoing stream', () => {
  it('says plainly when her stream has been connecting for 10 s, and stops saying it once live', async () => {
    jest.useFakeTimers();
    const view = renderWithProviders(<PublishStatus state="connecting" />);
    await act(async () => jest.advanceTimersByTime(9_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent(PUBLISH_STALLED_TEXT);
    view.rerender(<PublishStatus state="live" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('goes connecting → live → reconnecting → live → failed from the adaptor’s callbacks', async () => {
    const states: PublishState[] = [];
    const errors: string[] = [];
    const view = renderWithProviders(<PublishStatus state="connecting" />);
    const show = (state: PublishState, viewers?: number) => view.rerender(<PublishStatus state={state} viewers={viewers} />);
    await act(() =>
      startPublish({
        config: CONFIG,
        streamId: 'sess-1',
        stream: {} as MediaStream,
        onStarted: () => undefined,
        onError: (message) => errors.push(message),
        onState: (state) => {
          states.push(state);
          show(state, 2);
        },
      }),
    );
    const adaptor = FakeAdaptor.publishers()[0];
    expect(adaptor.published).toEqual([{ streamId: 'sess-1', token: undefined }]);
    expect(screen.getByRole('status', { name: 'Stream status' })).toHaveTextContent('Connecting your stream…');

    act(() => adaptor.notify('publish_started'));
    expect(screen.getByRole('status', { name: 'Stream status' })).toHaveTextContent('Your stream is live· 2 players connected');
    act(() => adaptor.options.callback('ice_connection_state_changed', { state: 'disconnected', streamId: 'sess-1' }));
    expect(screen.getByRole('status', { name: 'Stream status' })).toHaveTextContent('Connection lost, reconnecting…');
    act(() => adaptor.options.callback('ice_connection_state_changed', { state: 'connected', streamId: 'sess-1' }));
    act(() => adaptor.error('unauthorized_access'));
    expect(screen.getByRole('status', { name: 'Stream status' })).toHaveTextContent('Your stream has stopped');
    expect(states).toEqual(['connecting', 'live', 'reconnecting', 'live', 'failed']);
    expect(errors).toEqual(['The media server refused the stream (token rejected).']);
  });
});

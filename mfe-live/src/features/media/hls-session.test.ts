import '../../testing/mock-live-modules';
import { FakeHls } from '../../testing/live-test-setup';
import { preloadPlaylist, startHlsPlay } from './hls-session';

const URL_A = 'http://media.test/WebRTCAppEE/streams/sess-1.m3u8';
const URL_B = 'http://media.test/WebRTCAppEE/streams/sess-2.m3u8';

const callbacks = () => ({ onPlaying: jest.fn(), onPlaylist: jest.fn(), onWaiting: jest.fn(), onError: jest.fn() });
const video = () => document.createElement('video');

beforeEach(() => jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  FakeHls.reset();
});

describe('a preloaded playlist (a cold room)', () => {
  it('is taken over by the first player of its URL, already parsed: no second load, the playlist counts at once', () => {
    preloadPlaylist(URL_A);
    const preloaded = FakeHls.last();
    expect(preloaded.source).toBe(URL_A);
    expect(preloaded.config).toMatchObject({ startFragPrefetch: true, liveSyncDurationCount: 1 });
    preloaded.trigger('hlsManifestParsed');
    const loadSource = jest.spyOn(preloaded, 'loadSource');
    const element = video();
    const events = callbacks();
    const handle = startHlsPlay({ url: URL_A, video: element, ...events });
    expect(FakeHls.instances).toEqual([preloaded]);
    expect(preloaded.media).toBe(element);
    expect(loadSource).not.toHaveBeenCalled();
    expect(events.onPlaylist).toHaveBeenCalledTimes(1);
    handle.stop();
    expect(preloaded.destroyed).toBe(true);
    // taken once: the next player loads afresh
    startHlsPlay({ url: URL_A, video: video(), ...callbacks() });
    expect(FakeHls.instances).toHaveLength(2);
  });

  it('is not used for another URL, and is dropped when no player takes it within 10 s', () => {
    jest.useFakeTimers();
    preloadPlaylist(URL_A);
    const preloaded = FakeHls.last();
    startHlsPlay({ url: URL_B, video: video(), ...callbacks() });
    expect(FakeHls.instances).toHaveLength(2);
    expect(FakeHls.last().source).toBe(URL_B);
    expect(preloaded.destroyed).toBe(false);
    jest.advanceTimersByTime(10_000);
    expect(preloaded.destroyed).toBe(true);
    startHlsPlay({ url: URL_A, video: video(), ...callbacks() });
    expect(FakeHls.instances).toHaveLength(3);
  });

  it('that failed is dropped: the player starts afresh', () => {
    preloadPlaylist(URL_A);
    const preloaded = FakeHls.last();
    preloaded.trigger('hlsError', { fatal: true, type: 'networkError', details: 'manifestLoadError' });
    const element = video();
    startHlsPlay({ url: URL_A, video: element, ...callbacks() });
    expect(preloaded.destroyed).toBe(true);
    expect(FakeHls.instances).toHaveLength(2);
    expect(FakeHls.last().source).toBe(URL_A);
    expect(FakeHls.last().media).toBe(element);
  });
});

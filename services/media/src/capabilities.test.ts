import { resolveFfmpeg } from './ffmpeg';
import { createMediaServer, type MediaServer } from './server';
import type { MediaConfig } from './config';

jest.setTimeout(20_000);

const SECRET = 'caps-secret';
const FFMPEG = resolveFfmpeg({})!.path;
let server: MediaServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(overrides: Partial<MediaConfig>) {
  server = createMediaServer({ host: '127.0.0.1', port: 0, iceServers: [], mediaSecret: SECRET, ...overrides }, { log: () => undefined });
  const port = await server.listen();
  return (headers: Record<string, string> = { 'x-media-secret': SECRET }, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}/WebRTCAppEE/rest/v2/capabilities`, { ...init, headers });
}

describe('GET /{AppName}/rest/v2/capabilities', () => {
  it('reports WebRTC, HLS, previews and the ffmpeg that ran at start', async () => {
    const get = await start({ hlsEnabled: true, ffmpegPath: FFMPEG, snapshotsEnabled: true });
    const res = await get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ webrtc: true, hls: true, snapshots: true, ffmpeg: { path: FFMPEG, version: expect.stringMatching(/\S/) } });
    expect(server!.capabilities().hls).toBe(true);
  });

  it('reports WebRTC only when ffmpeg does not run', async () => {
    const get = await start({ hlsEnabled: true, ffmpegPath: __filename });
    expect(await (await get()).json()).toEqual({ webrtc: true, hls: false, snapshots: false, ffmpeg: null });
  });

  it('keeps HLS and previews off when they are turned off, and still names the ffmpeg', async () => {
    const get = await start({ hlsEnabled: false, ffmpegPath: FFMPEG });
    expect(await (await get()).json()).toMatchObject({ webrtc: true, hls: false, snapshots: false, ffmpeg: { path: FFMPEG } });
    await server!.close();
    const withoutPreviews = await start({ hlsEnabled: true, ffmpegPath: FFMPEG, snapshotsEnabled: false });
    expect(await (await withoutPreviews()).json()).toMatchObject({ hls: true, snapshots: false });
  });

  it('needs the media secret and a GET, like the rest of the REST subset', async () => {
    const get = await start({ hlsEnabled: false });
    expect((await get({})).status).toBe(401);
    expect((await get({ 'x-media-secret': SECRET }, { method: 'POST' })).status).toBe(405);
  });
});

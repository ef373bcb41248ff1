import { WebSocket } from 'ws';
import { readConfig } from './config';
import { createMediaServer, type MediaServer } from './server';

let server: MediaServer;
let base: string;

beforeEach(async () => {
  server = createMediaServer({ host: '127.0.0.1', port: 0, hlsEnabled: false }, { log: () => undefined });
  base = `127.0.0.1:${await server.listen()}`;
});

afterEach(async () => {
  await server.close();
});

describe('HTTP', () => {
  it('answers /health with status ok', async () => {
    const res = await fetch(`http://${base}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', liveStreams: 0, hls: false });
  });

  it('answers unknown paths with 404', async () => {
    const res = await fetch(`http://${base}/nope`);
    expect(res.status).toBe(404);
  });

  it('refuses a websocket on another app name', async () => {
    const ws = new WebSocket(`ws://${base}/OtherApp/websocket`);
    await expect(
      new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      }),
    ).rejects.toThrow(/404/);
  });
});

describe('config', () => {
  it('defaults to 127.0.0.1:5080, WebRTCAppEE, no ICE servers, tokens off, H.264 preferred', () => {
    expect(readConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 5080,
      appName: 'WebRTCAppEE',
      iceServers: [],
      secureOption: false,
      mediaSecret: 'dev-media-secret',
      preferredVideoCodec: 'h264',
    });
  });

  it('reads MEDIA_PORT and rejects nonsense', () => {
    expect(readConfig({ MEDIA_PORT: '5999' }).port).toBe(5999);
    expect(() => readConfig({ MEDIA_PORT: 'abc' })).toThrow(/MEDIA_PORT/);
  });

  it('refuses to start in production with no media secret, the published default or a short one', () => {
    for (const MEDIA_SECRET of [undefined, 'dev-media-secret', 'short']) {
      expect(() => readConfig({ NODE_ENV: 'production', MEDIA_SECRET })).toThrow(/Refusing to start: MEDIA_SECRET/);
    }
    expect(readConfig({ NODE_ENV: 'production', MEDIA_SECRET: 'x'.repeat(32) }).mediaSecret).toBe('x'.repeat(32));
  });

  it('reads tokens, secret, webhook, ICE servers and HLS switches from the environment', () => {
    const config = readConfig({
      SECURE_OPTION: 'true',
      MEDIA_SECRET: 's3cret',
      MEDIA_WEBHOOK_URL: 'http://127.0.0.1:4000/hook',
      MEDIA_ICE_SERVERS: 'stun:stun.example.org:3478',
      HLS_ENABLED: 'false',
    });
    expect(config).toMatchObject({
      secureOption: true,
      mediaSecret: 's3cret',
      webhookUrl: 'http://127.0.0.1:4000/hook',
      iceServers: [{ urls: 'stun:stun.example.org:3478' }],
      hlsEnabled: false,
    });
    // HLS is on by default only when the ffmpeg binary exists.
    expect(readConfig({ FFMPEG_PATH: '/nonexistent/ffmpeg' }).hlsEnabled).toBe(false);
  });
});

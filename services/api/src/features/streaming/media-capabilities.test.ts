import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// the real media server of services/media, to prove the API reads the answer it really sends
import { createMediaServer } from '../../../../media/src/server';
import { createTestApp } from '../../../test/helpers';
import { call, data } from '../money/money.test-helpers';

jest.setTimeout(60_000);

const SECRET = 'capabilities-secret';
let app: FastifyInstance;
let close: () => Promise<void>;

/** A media server stand-in that answers only the capabilities call, as services/media does. */
async function capabilitiesStub(hls: boolean) {
  const state = { hls, calls: [] as Array<{ url: string; secret: string | undefined }> };
  const server = http.createServer((req, res) => {
    state.calls.push({ url: req.url ?? '', secret: req.headers['x-media-secret'] as string | undefined });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ webrtc: true, hls: state.hls, snapshots: state.hls, ffmpeg: state.hls ? { path: '/bin/ffmpeg', version: '7.0' } : null }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const mediaConfig = async () => data(await call(app, 'GET', '/streaming/webrtc/config'));
const pointMediaAt = (url: string) => (app.ctx.streaming.media.baseUrl = url);

beforeAll(async () => {
  process.env.MEDIA_URL = 'http://127.0.0.1:9';
  process.env.MEDIA_SECRET = SECRET;
  ({ app, close } = await createTestApp());
});
afterAll(async () => {
  await close();
});
afterEach(() => jest.restoreAllMocks());

it('says HLS is available when the media server serves it, and asks again only after 30 s', async () => {
  const stub = await capabilitiesStub(true);
  try {
    pointMediaAt(stub.url);
    expect(await mediaConfig()).toMatchObject({ optionForBroadcast: 'hls', capabilities: { hls: true, webrtc: true } });
    expect(stub.state.calls).toEqual([{ url: '/WebRTCAppEE/rest/v2/capabilities', secret: SECRET }]);

    // ffmpeg went away (a media server restart): the cached answer holds for its 30 s
    stub.state.hls = false;
    expect((await mediaConfig()).capabilities).toEqual({ hls: true, webrtc: true });
    expect(stub.state.calls).toHaveLength(1);

    const now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now + 31_000);
    expect((await mediaConfig()).capabilities).toEqual({ hls: false, webrtc: true });
    expect(stub.state.calls).toHaveLength(2);
  } finally {
    await stub.close();
  }
});

it('says HLS is unavailable when the media server has none', async () => {
  const stub = await capabilitiesStub(false);
  try {
    pointMediaAt(stub.url);
    expect((await mediaConfig()).capabilities).toEqual({ hls: false, webrtc: true });
  } finally {
    await stub.close();
  }
});

it('says HLS is unavailable when the media server cannot be reached, without failing the config', async () => {
  const gone = await capabilitiesStub(true);
  await gone.close();
  pointMediaAt(gone.url);
  const res = await call(app, 'GET', '/streaming/webrtc/config');
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ websocketUrl: 'ws://127.0.0.1:8080/WebRTCAppEE/websocket', capabilities: { hls: false, webrtc: true } });
});

it('reads the answer of the real media server (HLS turned off there)', async () => {
  const hlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-caps-'));
  const media = createMediaServer(
    { host: '127.0.0.1', port: 0, hlsEnabled: false, hlsDir, iceServers: [], mediaSecret: SECRET },
    { log: () => undefined },
  );
  try {
    pointMediaAt(`http://127.0.0.1:${await media.listen()}`);
    expect((await mediaConfig()).capabilities).toEqual({ hls: false, webrtc: true });
  } finally {
    await media.close();
    fs.rmSync(hlsDir, { recursive: true, force: true });
  }
});

import { WebSocket } from 'ws';
import { readConfig } from './config';
import { createMediaServer, type MediaServer } from './server';

let server: MediaServer;
let base: string;
const open: WebSocket[] = [];

beforeEach(async () => {
  server = createMediaServer({ host: '127.0.0.1', port: 0, appName: 'WebRTCAppEE' });
  const port = await server.listen();
  base = `127.0.0.1:${port}`;
});

afterEach(async () => {
  for (const ws of open.splice(0)) ws.terminate();
  await server.close();
});

function connect(path = '/WebRTCAppEE/websocket'): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${base}${path}`);
    open.push(ws);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function request(ws: WebSocket, frame: unknown): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    ws.once('message', (data) => resolve(JSON.parse(data.toString())));
    ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  });
}

describe('HTTP', () => {
  it('answers /health with status ok', async () => {
    const res = await fetch(`http://${base}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown paths with 404', async () => {
    const res = await fetch(`http://${base}/nope`);
    expect(res.status).toBe(404);
  });
});

describe('signalling', () => {
  it('answers ping with pong', async () => {
    const ws = await connect();
    expect(await request(ws, { command: 'ping' })).toEqual({ command: 'pong' });
  });

  it('answers getIceServerConfig with an empty stunServerUri', async () => {
    const ws = await connect();
    expect(await request(ws, { command: 'getIceServerConfig' })).toMatchObject({
      command: 'iceServerConfig',
      stunServerUri: '',
    });
  });

  it.each(['play', 'publish'])('answers %s for an unknown stream with no_stream_exist', async (command) => {
    const ws = await connect('/WebRTCAppEE/websocket?target=origin');
    expect(await request(ws, { command, streamId: 'nobody-live', token: '' })).toEqual({
      command: 'error',
      definition: 'no_stream_exist',
      streamId: 'nobody-live',
    });
  });

  it('rejects frames that are not JSON commands', async () => {
    const ws = await connect();
    expect(await request(ws, 'not json')).toEqual({ command: 'error', definition: 'invalid_message' });
  });

  it('refuses a websocket on another app name', async () => {
    await expect(connect('/OtherApp/websocket')).rejects.toThrow(/404/);
  });

  it('keeps serving other sockets when one closes', async () => {
    const a = await connect();
    const b = await connect();
    a.close();
    expect(await request(b, { command: 'ping' })).toEqual({ command: 'pong' });
  });
});

describe('config', () => {
  it('defaults to 127.0.0.1:5080 and WebRTCAppEE', () => {
    expect(readConfig({})).toEqual({ host: '127.0.0.1', port: 5080, appName: 'WebRTCAppEE' });
  });

  it('reads MEDIA_PORT and rejects nonsense', () => {
    expect(readConfig({ MEDIA_PORT: '5999' }).port).toBe(5999);
    expect(() => readConfig({ MEDIA_PORT: 'abc' })).toThrow(/MEDIA_PORT/);
  });
});

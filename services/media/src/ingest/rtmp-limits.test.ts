import net from 'node:net';
import { RtmpIngest } from './rtmp-ingest';

/** An RTMP ingest whose API never answers: only its limits are tried here (no ffmpeg, no show). */
async function ingest(limits: { maxConnections?: number; publishDeadlineMs?: number }) {
  const logs: string[] = [];
  const rtmp = new RtmpIngest({
    host: '127.0.0.1',
    port: 0,
    ffmpegPath: 'ffmpeg',
    videoKbps: 400,
    keyframeSeconds: 1,
    startShow: () => new Promise(() => undefined),
    websocketUrl: () => 'ws://127.0.0.1:1/',
    log: (message) => logs.push(message),
    ...limits,
  });
  const port = await rtmp.listen();
  return { rtmp, port, logs };
}

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
const closed = (socket: net.Socket) => new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));

describe('RTMP ingest limits', () => {
  it('closes a connection that does not publish within the deadline', async () => {
    const { rtmp, port, logs } = await ingest({ publishDeadlineMs: 200 });
    const socket = await connect(port);
    const start = Date.now();
    socket.write(Buffer.from([3])); // the first byte of a handshake, then nothing
    expect((await closed(socket)) - start).toBeLessThan(3000);
    expect(logs.some((line) => line.includes('no publish in time'))).toBe(true);
    await rtmp.close();
  });

  it('takes only so many connections at once', async () => {
    const { rtmp, port } = await ingest({ maxConnections: 2, publishDeadlineMs: 10_000 });
    const kept = [await connect(port), await connect(port)];
    const third = await connect(port);
    await closed(third);
    expect(kept.every((socket) => !socket.destroyed)).toBe(true);
    for (const socket of kept) socket.destroy();
    await rtmp.close();
  });
});

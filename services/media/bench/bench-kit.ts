import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SignallingClient } from '../src/testing/signalling-client';
import { startLivePublisher, TestPlayer, type LivePublisher } from '../src/testing/werift-peers';

export interface ServerProcess {
  url: string;
  cpu(): Promise<NodeJS.CpuUsage>;
  /** A one-time publish token for `streamId`. */
  publishToken(streamId: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts bench-server.ts in a child process (through tsx) and waits for its port. */
export function startServerProcess(): Promise<ServerProcess> {
  const child: ChildProcess = fork(path.join(__dirname, 'bench-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('media server process did not start in 20 s')), 20_000);
    child.once('error', reject);
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      const url = `ws://127.0.0.1:${message.port}/WebRTCAppEE/websocket`;
      resolve({
        url,
        cpu: () =>
          new Promise((res) => {
            const onMessage = (m: { cpu?: NodeJS.CpuUsage }) => {
              if (!m.cpu) return;
              child.off('message', onMessage);
              res(m.cpu);
            };
            child.on('message', onMessage);
            child.send('cpu');
          }),
        publishToken: (streamId) =>
          new Promise((res) => {
            const onMessage = (m: { token?: string }) => {
              if (m.token === undefined) return;
              child.off('message', onMessage);
              res(m.token);
            };
            child.on('message', onMessage);
            child.send({ publishToken: streamId });
          }),
        stop: () =>
          new Promise((res) => {
            if (child.exitCode !== null) return res();
            const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
            child.once('exit', () => {
              clearTimeout(kill);
              res();
            });
            child.send('exit');
          }),
      });
    });
  });
}

/** A werift publisher fed by an ffmpeg test pattern (H.264 640x480 at 30 fps + Opus). */
export async function startPublisher(server: ServerProcess, streamId: string, videoKbps = 1000): Promise<LivePublisher> {
  const token = await server.publishToken(streamId);
  return startLivePublisher(server.url, streamId, { codec: 'H264', width: 640, height: 480, fps: 30, videoKbps }, token);
}

export async function startPlayer(url: string, streamId: string): Promise<TestPlayer> {
  const client = await SignallingClient.connect(`${url}?target=edge`);
  return new TestPlayer(client, streamId);
}

export async function closePlayer(player: TestPlayer): Promise<void> {
  await player.close();
  player.client.close();
}

export { median, sleep } from './browser-kit';

/** Ends the benchmark if it runs past its bound. */
export function bound(seconds: number): void {
  setTimeout(() => {
    console.error(`benchmark exceeded ${seconds} s, aborting`);
    process.exit(2);
  }, seconds * 1000).unref();
}

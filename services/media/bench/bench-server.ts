/**
 * The media server in its own process for benchmarks, so process.cpuUsage() counts the server alone.
 * Talks to the parent over IPC: sends { port } once listening, answers 'cpu' with process.cpuUsage().
 */
import { createMediaServer } from '../src/server';

async function run() {
  const server = createMediaServer({ host: '127.0.0.1', port: 0, hlsEnabled: false, iceServers: [] }, { log: () => undefined });
  const port = await server.listen();
  process.send?.({ port });
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
    // a one-time publish token, as the API would get it over REST (the server takes no publish without one)
    if (typeof message === 'object' && message && 'publishToken' in message) {
      process.send?.({ token: server.tokens.create(String((message as { publishToken: unknown }).publishToken), 'publish').tokenId });
    }
    if (message === 'exit') void server.close().finally(() => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
}

void run();

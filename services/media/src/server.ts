import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { MediaConfig } from './config';
import { handleSignalling } from './signalling';
import { StreamRegistry } from './streams';

export interface MediaServer {
  /** Resolves with the bound port (useful with port 0 in tests). */
  listen(): Promise<number>;
  close(): Promise<void>;
  readonly streams: StreamRegistry;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function createMediaServer(config: MediaConfig): MediaServer {
  const streams = new StreamRegistry();
  const signallingPath = `/${config.appName}/websocket`;

  const httpServer = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://media.local');
    if (req.method === 'GET' && pathname === '/health') {
      return sendJson(res, 200, { status: 'ok' });
    }
    return sendJson(res, 404, { statusCode: 404, message: 'Not Found' });
  });

  const wss = new WebSocketServer({ noServer: true });
  wss.on('connection', (socket) => handleSignalling(socket, streams));

  httpServer.on('upgrade', (req, socket, head) => {
    // The adaptor appends ?target=origin or ?target=edge: only the path decides.
    const { pathname } = new URL(req.url ?? '/', 'http://media.local');
    if (pathname !== signallingPath) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  return {
    streams,
    listen: () =>
      new Promise<number>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => {
          httpServer.off('error', reject);
          resolve((httpServer.address() as AddressInfo).port);
        });
      }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        httpServer.close((err) => (err ? reject(err) : resolve()));
        httpServer.closeAllConnections();
      }),
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { BroadcastStore } from './broadcasts/broadcasts';
import { postWebhook, type WebhookAction } from './broadcasts/webhook';
import { readConfig, type MediaConfig } from './config';
import { HLS_SAFE_ID, HlsMuxer } from './hls/hls-muxer';
import { HlsViewers, serveHls } from './hls/hls-http';
import { sendJson } from './http/http-util';
import { handleRest } from './http/rest';
import { TokenStore } from './security/tokens';
import { handleSignalling } from './signalling';
import { StreamRegistry, type StreamEntry } from './streams';

export interface MediaServer {
  /** Resolves with the bound port (useful with port 0 in tests). */
  listen(): Promise<number>;
  close(): Promise<void>;
  readonly config: MediaConfig;
  readonly streams: StreamRegistry;
  readonly broadcasts: BroadcastStore;
  readonly tokens: TokenStore;
  readonly settings: { secureOption: boolean };
  /** HLS muxers of live streams (empty when HLS is off). */
  readonly hls: ReadonlyMap<string, HlsMuxer>;
}

export interface MediaServerOptions {
  log?: (message: string) => void;
}

/**
 * The media server: Ant Media signalling on `/{AppName}/websocket`, the REST subset on
 * `/{AppName}/rest/v2`, HLS on `/{AppName}/streams`, and `/health`. Settings not given fall back to
 * the defaults of `readConfig({})` (no environment), so tests state what they rely on.
 */
export function createMediaServer(overrides: Partial<MediaConfig> = {}, options: MediaServerOptions = {}): MediaServer {
  const config: MediaConfig = { ...readConfig({}), ...overrides };
  const log = options.log ?? ((message: string) => console.warn(`media: ${message}`));
  const settings = { secureOption: config.secureOption };
  const broadcasts = new BroadcastStore();
  const tokens = new TokenStore();
  const viewers = new HlsViewers();
  const muxers = new Map<string, HlsMuxer>();
  /** A stream's previous HLS teardown, which a restart of the same id must wait for (same folder). */
  const hlsTeardowns = new Map<string, Promise<void>>();
  const pendingWork = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>) => {
    pendingWork.add(promise);
    void promise.finally(() => pendingWork.delete(promise));
    return promise;
  };

  const webhook = (entry: StreamEntry, action: WebhookAction) => {
    const record = broadcasts.get(entry.streamId);
    const url = record?.listenerHookURL || config.webhookUrl;
    if (!url) return;
    track(postWebhook(url, { id: entry.streamId, action, streamName: record?.name || entry.streamName, category: record?.category ?? '' }, log));
  };

  const streams = new StreamRegistry({
    onLive(entry) {
      broadcasts.markBroadcasting(entry.streamId, entry.streamName);
      webhook(entry, 'liveStreamStarted');
      if (!config.hlsEnabled) return;
      if (!HLS_SAFE_ID.test(entry.streamId)) return log(`no HLS for stream id "${entry.streamId}" (unsafe as a file name)`);
      const muxer = new HlsMuxer(entry.streamId, entry.publisher, {
        ffmpegPath: config.ffmpegPath,
        hlsDir: config.hlsDir,
        segmentSeconds: config.hlsSegmentSeconds,
        log,
      });
      muxers.set(entry.streamId, muxer);
      const previous = hlsTeardowns.get(entry.streamId) ?? Promise.resolve();
      track(previous.then(() => muxer.start())).catch((err: Error) => log(`HLS for ${entry.streamId} did not start: ${err.message}`));
    },
    onEnded(entry) {
      broadcasts.markFinished(entry.streamId);
      webhook(entry, 'liveStreamEnded');
      viewers.forget(entry.streamId);
      const muxer = muxers.get(entry.streamId);
      if (!muxer) return;
      muxers.delete(entry.streamId);
      const teardown = track(muxer.stop()).catch((err: Error) => log(`HLS teardown of ${entry.streamId}: ${err.message}`));
      hlsTeardowns.set(entry.streamId, teardown);
      void teardown.finally(() => {
        if (hlsTeardowns.get(entry.streamId) === teardown) hlsTeardowns.delete(entry.streamId);
      });
    },
  });

  const appPrefix = `/${config.appName}`;
  const signallingPath = `${appPrefix}/websocket`;
  const restPrefix = `${appPrefix}/rest/v2/`;
  const hlsPrefix = `${appPrefix}/streams/`;

  const httpServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://media.local');
    const { pathname } = url;
    if (pathname === '/health' && req.method === 'GET') {
      return sendJson(res, 200, { status: 'ok', liveStreams: streams.all().filter((s) => s.status === 'live').length, hls: config.hlsEnabled });
    }
    if (pathname.startsWith(restPrefix)) {
      return void handleRest(req, res, pathname.slice(restPrefix.length), url, {
        mediaSecret: config.mediaSecret,
        broadcasts,
        tokens,
        settings,
        isLive: (id) => streams.isLive(id),
        webRtcViewerCount: (id) => streams.webRtcViewerCount(id),
        hlsViewerCount: (id) => viewers.count(id),
      }).catch((err: Error) => {
        log(`REST ${req.method} ${pathname} failed: ${err.message}`);
        if (!res.headersSent) sendJson(res, 500, { success: false, message: 'internal error' });
      });
    }
    if (pathname.startsWith(hlsPrefix)) {
      return void serveHls(req, res, pathname.slice(hlsPrefix.length), url, {
        hlsDir: config.hlsDir,
        viewers,
        checkToken: settings.secureOption ? (token, id) => tokens.allowsHls(token, id) : undefined,
      });
    }
    return sendJson(res, 404, { statusCode: 404, message: 'Not Found' });
  });

  const wss = new WebSocketServer({ noServer: true });
  wss.on('connection', (socket) =>
    handleSignalling(socket, {
      streams,
      tokens,
      peerOptions: { iceServers: config.iceServers },
      preferredVideoCodec: config.preferredVideoCodec,
      secureOption: () => settings.secureOption,
      publishTimeoutMs: config.publishTimeoutMs,
      log,
    }),
  );

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
    config,
    streams,
    broadcasts,
    tokens,
    settings,
    hls: muxers,
    listen: () =>
      new Promise<number>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => {
          httpServer.off('error', reject);
          resolve((httpServer.address() as AddressInfo).port);
        });
      }),
    close: async () => {
      streams.endAll();
      for (const client of wss.clients) client.terminate();
      wss.close();
      await Promise.allSettled([...pendingWork]);
      await new Promise<void>((resolve, reject) => {
        httpServer.close((err) => (err && (err as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(err) : resolve()));
        httpServer.closeAllConnections();
      });
    },
  };
}

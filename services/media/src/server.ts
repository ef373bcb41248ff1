import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { BroadcastStore } from './broadcasts/broadcasts';
import { postWebhook, type WebhookAction } from './broadcasts/webhook';
import { detectCapabilities, WEBRTC_ONLY, type Capabilities } from './capabilities';
import { readConfig, type MediaConfig } from './config';
import type { FfmpegInfo } from './ffmpeg';
import { HLS_SAFE_ID, HlsMuxer } from './hls/hls-muxer';
import { HlsViewers, serveHls } from './hls/hls-http';
import { sendJson } from './http/http-util';
import { handleRest } from './http/rest';
import { encoderShowStarter } from './ingest/encoder-api';
import { RtmpIngest } from './ingest/rtmp-ingest';
import { WhipEndpoint } from './ingest/whip';
import { PreviewStore } from './previews/preview-store';
import { servePreview } from './previews/previews-http';
import { StreamSnapshotter } from './previews/snapshotter';
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
  /** Latest preview image of each live public stream. */
  readonly previews: PreviewStore;
  /** What this server serves: WebRTC only until `listen()` has run ffmpeg once. */
  capabilities(): Capabilities;
  /** The RTMP ingest's bound port once `listen()` started it (undefined: off, or no ffmpeg). */
  rtmpPort(): number | undefined;
}

export interface MediaServerOptions {
  log?: (message: string) => void;
}

/** Previews are for catalogue cards of public shows; private and group shows (ids and broadcast category set by the API) get none. */
function wantsPreview(streamId: string, category: string | undefined): boolean {
  return !/^(private|group)-/.test(streamId) && category !== 'private' && category !== 'group';
}

/**
 * The media server: Ant Media signalling on `/{AppName}/websocket`, the REST subset on
 * `/{AppName}/rest/v2` (plus `GET …/capabilities`), HLS on `/{AppName}/streams`, previews on
 * `/{AppName}/previews`, and `/health`. Settings not given fall back to the defaults of `readConfig({})`
 * (no environment), so tests state what they rely on. HLS and previews start only once `listen()` has
 * found a working ffmpeg.
 */
export function createMediaServer(overrides: Partial<MediaConfig> = {}, options: MediaServerOptions = {}): MediaServer {
  const config: MediaConfig = { ...readConfig({}), ...overrides };
  const log = options.log ?? ((message: string) => console.warn(`media: ${message}`));
  const settings = { secureOption: config.secureOption };
  const broadcasts = new BroadcastStore();
  const tokens = new TokenStore();
  const viewers = new HlsViewers();
  const muxers = new Map<string, HlsMuxer>();
  const previews = new PreviewStore();
  const snapshotters = new Map<string, StreamSnapshotter>();
  let capabilities: Capabilities = WEBRTC_ONLY;
  let ffmpeg: FfmpegInfo | null = null;
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
    void track(postWebhook(url, { id: entry.streamId, action, streamName: record?.name || entry.streamName, category: record?.category ?? '' }, log));
  };

  const streams = new StreamRegistry({
    onLive(entry) {
      broadcasts.markBroadcasting(entry.streamId, entry.streamName);
      webhook(entry, 'liveStreamStarted');
      if (!capabilities.hls || !ffmpeg) return;
      if (!HLS_SAFE_ID.test(entry.streamId)) return log(`no HLS for stream id "${entry.streamId}" (unsafe as a file name)`);
      const muxer = new HlsMuxer(entry.streamId, entry.publisher, {
        ffmpegPath: ffmpeg.path,
        hlsDir: config.hlsDir,
        segmentSeconds: config.hlsSegmentSeconds,
        log,
      });
      muxers.set(entry.streamId, muxer);
      const previous = hlsTeardowns.get(entry.streamId) ?? Promise.resolve();
      track(previous.then(() => muxer.start())).catch((err: Error) => log(`HLS for ${entry.streamId} did not start: ${err.message}`));
      if (!capabilities.snapshots || !wantsPreview(entry.streamId, broadcasts.get(entry.streamId)?.category)) return;
      const snapshotter = new StreamSnapshotter(entry.streamId, {
        ffmpegPath: ffmpeg.path,
        hlsDir: config.hlsDir,
        intervalMs: config.snapshotIntervalMs,
        width: config.snapshotWidth,
        store: previews,
        log,
      });
      snapshotters.set(entry.streamId, snapshotter);
      snapshotter.start();
    },
    onEnded(entry) {
      broadcasts.markFinished(entry.streamId);
      webhook(entry, 'liveStreamEnded');
      viewers.forget(entry.streamId);
      snapshotters.get(entry.streamId)?.stop();
      snapshotters.delete(entry.streamId);
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

  /** Paid shows (the API creates their broadcasts with this category) are played with a token that names the viewer. */
  const playNeedsToken = (streamId: string) => {
    const category = broadcasts.get(streamId)?.category;
    return settings.secureOption || category === 'private' || category === 'group';
  };

  const appPrefix = `/${config.appName}`;
  const signallingPath = `${appPrefix}/websocket`;
  const restPrefix = `${appPrefix}/rest/v2/`;
  const hlsPrefix = `${appPrefix}/streams/`;
  const previewPrefix = `${appPrefix}/previews/`;
  const startShow = encoderShowStarter(config.apiUrl, config.mediaSecret);
  const peerOptions = { iceServers: config.iceServers };
  const whip = new WhipEndpoint({
    streams,
    tokens,
    peerOptions,
    preferredVideoCodec: config.preferredVideoCodec,
    startShow,
    publishTimeoutMs: config.publishTimeoutMs,
    path: `${appPrefix}/whip`,
    log,
  });
  let rtmp: RtmpIngest | undefined;
  let rtmpPort: number | undefined;

  const httpServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://media.local');
    const { pathname } = url;
    if (pathname === '/health' && req.method === 'GET') {
      return sendJson(res, 200, { status: 'ok', liveStreams: streams.all().filter((s) => s.status === 'live').length, hls: capabilities.hls });
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
        players: (id) => [
          ...streams.webRtcSubscribers(id).map((subscriberId) => ({ subscriberId, protocol: 'webrtc' as const })),
          ...viewers.subscribers(id).map((subscriberId) => ({ subscriberId, protocol: 'hls' as const })),
        ],
        capabilities: () => capabilities,
      }).catch((err: Error) => {
        log(`REST ${req.method} ${pathname} failed: ${err.message}`);
        if (!res.headersSent) sendJson(res, 500, { success: false, message: 'internal error' });
      });
    }
    if (pathname.startsWith(hlsPrefix)) {
      return void serveHls(req, res, pathname.slice(hlsPrefix.length), url, {
        hlsDir: config.hlsDir,
        viewers,
        checkToken: (token, id, player) => !playNeedsToken(id) || tokens.useForHls(token, id, player) !== undefined,
        subscriberOf: (token, id, player) => tokens.hlsSubscriber(token, id, player),
      });
    }
    if (pathname.startsWith(previewPrefix)) return servePreview(req, res, pathname.slice(previewPrefix.length), previews);
    if (whip.handle(req, res, pathname)) return;
    return sendJson(res, 404, { statusCode: 404, message: 'Not Found' });
  });

  const wss = new WebSocketServer({ noServer: true });
  wss.on('connection', (socket) =>
    handleSignalling(socket, {
      streams,
      tokens,
      peerOptions,
      preferredVideoCodec: config.preferredVideoCodec,
      playNeedsToken,
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
    previews,
    capabilities: () => capabilities,
    rtmpPort: () => rtmpPort,
    listen: async () => {
      ({ capabilities, ffmpeg } = await detectCapabilities(config));
      const port = await new Promise<number>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => {
          httpServer.off('error', reject);
          resolve((httpServer.address() as AddressInfo).port);
        });
      });
      if (config.rtmpPort >= 0 && ffmpeg) {
        const { path: ffmpegPath } = ffmpeg;
        rtmp = new RtmpIngest({
          host: config.rtmpHost,
          port: config.rtmpPort,
          ffmpegPath,
          videoKbps: config.rtmpVideoKbps,
          keyframeSeconds: config.hlsSegmentSeconds,
          startShow,
          websocketUrl: () => `ws://127.0.0.1:${port}${signallingPath}`,
          log,
        });
        rtmpPort = await rtmp.listen();
      } else if (config.rtmpPort >= 0) log('no RTMP ingest: it needs ffmpeg');
      return port;
    },
    close: async () => {
      await rtmp?.close();
      streams.endAll();
      whip.clear();
      for (const snapshotter of snapshotters.values()) snapshotter.stop();
      snapshotters.clear();
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

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { useTestApp, type SocketOpener } from '../../../test/helpers';
import type { WalletKind } from '../money/ledger.repository';
import { idOf, tokenFor } from '../money/money.test-helpers';

// Shared steps of the streaming tests (not a test file itself).

export interface StubCall {
  method: string;
  url: string;
  secret: string | undefined;
  body: unknown;
}

/** A tiny stand-in for the media server's REST API on an ephemeral port. */
export async function mediaStub() {
  const calls: StubCall[] = [];
  // `live`: stream ids the stub reports as broadcasting (GET /broadcasts/{id}); others are only created.
  // `everyonePlays`: every member asked about plays every show (GET /broadcasts/{id}/players); when off, only
  // the subscriber ids in `playing` do.
  const state = {
    secureOption: false,
    refuseTokens: false,
    live: new Set<string>(),
    everyonePlays: true,
    playing: new Set<string>(),
    counts: new Map<string, { webrtc: number; hls: number }>(),
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      calls.push({ method: req.method ?? '', url: req.url ?? '', secret: req.headers['x-media-secret'] as string | undefined, body });
      const url = new URL(req.url ?? '/', 'http://stub');
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const token = /^\/WebRTCAppEE\/rest\/v2\/broadcasts\/([^/]+)\/token$/.exec(url.pathname);
      if (token) {
        if (state.refuseTokens) return send(400, { success: false, message: 'type must be publish or play' });
        return send(200, {
          tokenId: `tok-${calls.length}`,
          streamId: decodeURIComponent(token[1]),
          expireDate: Number(url.searchParams.get('expireDate')),
          type: url.searchParams.get('type'),
        });
      }
      if (req.method === 'DELETE' && /^\/WebRTCAppEE\/rest\/v2\/broadcasts\/[^/]+\/tokens$/.test(url.pathname)) return send(200, { success: true });
      const players = /^\/WebRTCAppEE\/rest\/v2\/broadcasts\/([^/]+)\/players$/.exec(url.pathname);
      if (players) {
        const asked = url.searchParams.getAll('subscriberId').filter((id) => state.everyonePlays || state.playing.has(id));
        return send(200, {
          streamId: decodeURIComponent(players[1]),
          publishing: true,
          players: asked.map((subscriberId) => ({ subscriberId, protocol: 'webrtc' })),
        });
      }
      if (url.pathname === '/WebRTCAppEE/rest/v2/broadcasts/create') return send(200, { ...body, status: 'created' });
      const broadcast = /^\/WebRTCAppEE\/rest\/v2\/broadcasts\/([^/]+)$/.exec(url.pathname);
      if (broadcast && req.method === 'GET') {
        const streamId = decodeURIComponent(broadcast[1]);
        const counts = state.counts.get(streamId);
        return send(200, {
          streamId,
          status: state.live.has(streamId) ? 'broadcasting' : 'created',
          webRTCViewerCount: counts?.webrtc ?? 0,
          hlsViewerCount: counts?.hls ?? 0,
        });
      }
      if (url.pathname === '/WebRTCAppEE/rest/v2/settings') {
        if (req.method === 'PUT') state.secureOption = Boolean(body?.secureOption);
        return send(200, { secureOption: state.secureOption });
      }
      send(404, { success: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export const emitAck = (socket: Socket, event: string, payload: unknown) =>
  new Promise<{ ok: boolean; conversationId?: string; message?: string }>((resolve) => socket.emit(event, payload, resolve));

/** The media server's webhook about one media stream id, as it posts it (secret in the query). */
export const mediaWebhook = (app: FastifyInstance, secret: string, id: string, action: 'liveStreamStarted' | 'liveStreamEnded') =>
  app.inject({ method: 'POST', url: `/streaming/webhook?secret=${encodeURIComponent(secret)}`, payload: { id, action } });

export type MediaStub = Awaited<ReturnType<typeof mediaStub>>;

/** A media-server stub, with MEDIA_URL (the stub's) and then `env` set for the app about to start. */
export async function mediaStubWithEnv(env: Record<string, string>) {
  const stub = await mediaStub();
  process.env.MEDIA_URL = stub.url;
  Object.assign(process.env, env);
  return stub;
}

/**
 * The file's listening app (unless `listen` is false) in front of a media-server stub: the stub starts first, then
 * MEDIA_URL (the stub's) and `env` are set for the app to read at start. The stub closes after the app.
 */
export function useStreamingTestApp(
  env: Record<string, string>,
  ready: (started: { app: FastifyInstance; sockets: SocketOpener; stub: MediaStub }) => unknown,
  { listen = true } = {},
) {
  let stub: MediaStub | undefined;
  useTestApp((started) => ready({ ...started, stub: stub! }), {
    listen,
    beforeStart: async () => {
      stub = await mediaStubWithEnv(env);
    },
    afterClose: async () => stub?.close(),
  });
}

/** Signs the named accounts in, keeping each one's token in `t` and its id in `ids`, by username. */
export async function keepAccounts(app: FastifyInstance, kind: WalletKind, names: string[], t: Record<string, string>, ids: Record<string, string>) {
  for (const name of names) {
    t[name] = await tokenFor(app, kind, name);
    ids[name] = await idOf(app, kind, name);
  }
}

/** The performers offline, at 20 tokens a minute in private and 10 in a group show. */
export const resetPerformers = (app: FastifyInstance, performerIds: string[]) =>
  app.ctx.db.query(`UPDATE performers SET private_call_price = 20, group_call_price = 10, streaming_status = 'offline' WHERE id = ANY($1::text[])`, [
    performerIds,
  ]);

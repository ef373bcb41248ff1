import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Role, ServerEventName, ServerEvents } from '@platform/shared/contract';
import type { TokenService, VerifiedToken } from '../core/tokens';

export const accountRoom = (source: Role | 'admin', id: string) => `account:${source}:${id}`;

/** What the server says about a handshake's genuine token: its session is open, ended, or there is no such active account. */
export type HandshakeSessionState = 'open' | 'ended' | 'none';
export type HandshakeSessionCheck = (token: VerifiedToken) => Promise<HandshakeSessionState>;

/** What features use to push events; the socket.io server stays behind it (fanned out through Redis in cluster mode). */
export interface Realtime {
  readonly io: Server | null;
  // Every event is one of the contract's ServerEvents, with its payload's type.
  emitToAccount<E extends ServerEventName>(source: Role, id: string, event: E, payload: ServerEvents[E]): void;
  emitToRoom<E extends ServerEventName>(room: string, event: E, payload: ServerEvents[E]): void;
  /** To a room's sockets except those also in one of `except` (e.g. the other party's account room). */
  emitToRoomExcept<E extends ServerEventName>(room: string, except: string[], event: E, payload: ServerEvents[E]): void;
  emitToAll<E extends ServerEventName>(event: E, payload: ServerEvents[E]): void;
  /** Installs the server-side session check of handshake tokens (the auth feature does it when it registers). */
  useSessionCheck(check: HandshakeSessionCheck): void;
  /** Disconnects an account's sockets (on every process in cluster mode): all of them, or only those opened with the token `jti`. */
  disconnectAccount(source: Role, id: string, jti?: string): Promise<void>;
  /** Whether both Redis connections are up (null without Redis): readiness reports it. */
  redisConnected(): boolean | null;
  /** Drops every socket of this process without telling it to stay away: clients reconnect (to another process). */
  dropLocalSockets(): void;
  close(): Promise<void>;
}

export interface SocketAuth {
  source: Role;
  sourceId: string;
  authId: string;
  jti: string;
}

export interface RealtimeOptions {
  /** Browser origins allowed to open a socket (config.allowedOrigins); a handshake without an Origin header is always allowed. */
  allowedOrigins?: readonly string[];
  /**
   * REDIS_URL: every event and room query goes through Redis (@socket.io/redis-adapter), so rooms, tips, balances,
   * unread counts and viewer counts span all API processes; without it the rooms are this process's alone.
   */
  redisUrl?: string;
  /** This process's name, sent as X-Api-Instance on the socket's handshake and upgrade responses. */
  instance?: string;
  /** Channel prefix of the Redis adapter: processes on one database share it (tests isolate each schema's apps). */
  redisKey?: string;
}

export const SESSION_ENDED_SOCKET_MESSAGE = 'Your session has ended. Please sign in again.';

/** socket.io's CORS origin option: only the configured origins; any origin only while none are configured (old call sites). */
function corsOrigin(allowed: readonly string[] | undefined) {
  if (!allowed) return true;
  const origins = new Set(allowed.map((origin) => origin.replace(/\/$/, '')));
  return (origin: string | undefined, callback: (error: Error | null, allow?: boolean) => void) => callback(null, !origin || origins.has(origin));
}

export function createRealtime(server: HttpServer, tokens: TokenService, options: RealtimeOptions = {}): Realtime {
  const allowedOrigins = options.allowedOrigins ? new Set(options.allowedOrigins.map((origin) => origin.replace(/\/$/, ''))) : null;
  const io = new Server(server, {
    path: '/socket.io',
    cors: { origin: corsOrigin(options.allowedOrigins), credentials: true },
    // CORS headers do not bind a websocket upgrade: refuse a foreign browser origin at the handshake itself.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, !allowedOrigins || !origin || allowedOrigins.has(origin));
    },
  });
  const { instance } = options;
  if (instance) io.engine.on('headers', (headers: Record<string, string>) => void (headers['x-api-instance'] = instance));
  const redis = options.redisUrl ? redisAdapter(io, options.redisUrl, options.redisKey ?? 'socket.io') : null;
  let sessionCheck: HandshakeSessionCheck | null = null;
  let closed = false;

  // Anonymous sockets are allowed (visitors watch public rooms); a valid token also joins the account's room,
  // and a token whose session was ended (logout, password change…) is refused.
  io.use((socket: Socket, next) => {
    // the handshake's auth payload only: a token in the URL (?token=) would be kept by every log on the way
    const raw = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : '';
    const payload = token ? tokens.verify(token) : null;
    if (!payload || payload.source === 'admin') return next();
    const source = payload.source;
    const check = sessionCheck ? sessionCheck(payload) : Promise.resolve<HandshakeSessionState>('open');
    check.then(
      (state) => {
        if (state === 'ended') return next(Object.assign(new Error(SESSION_ENDED_SOCKET_MESSAGE), { data: { statusCode: 401 } }));
        if (state === 'open') {
          socket.data.auth = { source, sourceId: payload.sourceId, authId: payload.authId, jti: payload.jti } satisfies SocketAuth;
          void socket.join(accountRoom(source, payload.sourceId));
        }
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error('The session could not be checked')),
    );
  });
  return {
    io,
    // After close nothing is sent: with Redis a late emit (a timer finishing during shutdown) would be a publish on a
    // closed connection, an unhandled "Connection is closed".
    emitToAccount: (source, id, event, payload) => void (!closed && io.to(accountRoom(source, id)).emit(event, payload)),
    emitToRoom: (room, event, payload) => void (!closed && io.to(room).emit(event, payload)),
    emitToRoomExcept: (room, except, event, payload) => void (!closed && io.to(room).except(except).emit(event, payload)),
    emitToAll: (event, payload) => void (!closed && io.emit(event, payload)),
    useSessionCheck: (check) => {
      sessionCheck = check;
    },
    async disconnectAccount(source, id, jti) {
      const sockets = await io.in(accountRoom(source, id)).fetchSockets();
      for (const socket of sockets) {
        const auth = socket.data.auth as SocketAuth | undefined;
        if (!jti || auth?.jti === jti) socket.disconnect(true);
      }
    },
    redisConnected: () => (redis ? redis.connected() : null),
    dropLocalSockets() {
      // engine-level close: the client sees "transport close" and reconnects, unlike disconnect(true) ("io server disconnect")
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    },
    async close() {
      closed = true;
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await redis?.close();
    },
  };
}

/** The socket.io Redis adapter on two ioredis connections (publishing and subscribed); closed with the server. */
function redisAdapter(io: Server, url: string, key: string) {
  // A Redis outage must not hang event emission: commands fail fast and the connections keep retrying.
  const pub = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', () => undefined);
  // fetchSockets across processes waits for every process's answer: a dead process must not stall a room for long
  io.adapter(createAdapter(pub, sub, { key, requestsTimeout: 2000 }));
  return {
    connected: () => pub.status === 'ready' && sub.status === 'ready',
    close: async () => {
      // QUIT waits for Redis's answer; a connection that is away would keep it waiting: give it 2 s, then cut it
      const quitting = Promise.allSettled([pub.quit(), sub.quit()]);
      await Promise.race([quitting, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      pub.disconnect();
      sub.disconnect();
    },
  };
}

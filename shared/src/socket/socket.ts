import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { bus } from '../bus';
import { session } from '../session';
import { trackSocketStatus } from './socket-status';

/** What a socket listener receives; the payload shape is the event's business. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SocketListener = (...args: any[]) => void;
type Listener = SocketListener;

/**
 * The part of the page's socket a remote uses, behind its own `realtime` module so that its tests can put the
 * shared FakeSocket (`@platform/shared/mock`) in its place.
 */
export interface RemoteSocket {
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener: SocketListener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  readonly connected?: boolean;
}

/**
 * What the page's socket offers: socket.io's `on` / `off` / `emit` and its state. socket.io-client itself
 * (~13 KB compressed) is downloaded on the first `getSocket()`, so a page that never uses the socket (sign-in,
 * a signed-out visitor's pages without performers) never fetches it; until it has arrived, listeners are kept
 * and emits are queued (socket.io buffers emits while disconnected anyway), then handed over in order.
 */
export interface PageSocket {
  on(event: string, listener: Listener): PageSocket;
  off(event: string, listener: Listener): PageSocket;
  emit(event: string, ...args: unknown[]): PageSocket;
  /** True while the connection is up (false until socket.io-client has loaded and connected). */
  readonly connected: boolean;
  /** socket.io's `active`: whether it is connected or will retry (true while it is still loading). */
  readonly active: boolean;
  /** Resolves with the socket.io Socket once it exists (tests, and code that needs more than the above). */
  ready(): Promise<Socket>;
}

class LazySocket implements PageSocket {
  private socket: Socket | null = null;
  private readonly listeners: Array<[string, Listener]> = [];
  private readonly queued: Array<[string, unknown[]]> = [];
  private readonly waiting: Array<(socket: Socket) => void> = [];

  on(event: string, listener: Listener): PageSocket {
    if (this.socket) this.socket.on(event, listener);
    else this.listeners.push([event, listener]);
    return this;
  }

  off(event: string, listener: Listener): PageSocket {
    if (this.socket) this.socket.off(event, listener);
    else {
      const index = this.listeners.findIndex(([name, fn]) => name === event && fn === listener);
      if (index >= 0) this.listeners.splice(index, 1);
    }
    return this;
  }

  emit(event: string, ...args: unknown[]): PageSocket {
    if (this.socket) this.socket.emit(event, ...args);
    else this.queued.push([event, args]);
    return this;
  }

  get connected(): boolean {
    return this.socket ? this.socket.connected : false;
  }

  get active(): boolean {
    return this.socket ? this.socket.active : true;
  }

  ready(): Promise<Socket> {
    return this.socket ? Promise.resolve(this.socket) : new Promise((resolve) => this.waiting.push(resolve));
  }

  /** socket.io-client has loaded: the real socket takes over every listener and queued emit. */
  attach(socket: Socket): void {
    this.socket = socket;
    for (const [event, listener] of this.listeners.splice(0)) socket.on(event, listener);
    for (const [event, args] of this.queued.splice(0)) socket.emit(event, ...args);
    for (const resolve of this.waiting.splice(0)) resolve(socket);
  }

  /** The socket.io Socket, once loaded. */
  current(): Socket | null {
    return this.socket;
  }
}

interface SocketHolder {
  socket: LazySocket | null;
  token: string | null;
  stopWatching: (() => void) | null;
  stopTracking: (() => void) | null;
}

declare global {
  var __PLATFORM_SOCKET__: SocketHolder | undefined;
}

// Page-wide like the bus: one connection even if this module were evaluated twice.
const holder: SocketHolder = (globalThis.__PLATFORM_SOCKET__ ??= { socket: null, token: null, stopWatching: null, stopTracking: null });

/**
 * WebSocket only: the edge round-robins every HTTP request over the API processes without sticky sessions, so
 * long-polling's follow-up requests would land on processes that do not know the session id.
 * Reconnection: a dropped socket must be back on another process within 2 s (p99), so the first retry comes
 * after ~300 ms and no wait exceeds 2 s; ±50 % jitter spreads a whole process's clients (hundreds) over time
 * instead of letting them hit the survivors in the same instant.
 */
const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: '/socket.io',
  transports: ['websocket'],
  withCredentials: true,
  reconnectionDelay: 300,
  reconnectionDelayMax: 2000,
  randomizationFactor: 0.5,
};

/** The handshake's `auth` payload (sent in socket.io's CONNECT packet, never in the URL, where logs would keep it). */
const authFor = (token: string | null): Record<string, string> => (token ? { token } : {});

/**
 * Re-opens the connection with the new token. The socket stays the same, so listeners that remotes
 * registered survive a sign-in or sign-out; only the handshake (`auth.token`) changes. Before socket.io-client
 * has loaded there is nothing to re-open: the connection opens with the newest token.
 */
function reconnect(lazy: LazySocket, token: string | null): void {
  holder.token = token;
  const socket = lazy.current();
  if (!socket) return;
  socket.disconnect();
  socket.auth = authFor(token);
  socket.connect();
}

function open(lazy: LazySocket): void {
  import(/* webpackChunkName: "socket-io" */ 'socket.io-client')
    .then(({ io }) => {
      if (holder.socket !== lazy) return; // closed meanwhile
      lazy.attach(io({ ...SOCKET_OPTIONS, auth: authFor(holder.token) }));
    })
    .catch((error: unknown) => console.error('[shared] could not load socket.io-client', error));
}

/**
 * The page's socket.io connection (same origin, path /socket.io, websocket, auth {token}); created on first
 * use, when socket.io-client is downloaded.
 */
export function getSocket(): PageSocket {
  const token = session.token();
  if (!holder.socket) {
    const lazy = new LazySocket();
    holder.socket = lazy;
    holder.token = token;
    holder.stopTracking = trackSocketStatus(lazy);
    // bus.auth changes after every sign-in/out (also from another tab): follow the stored token.
    holder.stopWatching = bus.auth.subscribe(() => {
      const current = session.token();
      if (holder.socket && current !== holder.token) reconnect(holder.socket, current);
    });
    open(lazy);
  } else if (token !== holder.token) {
    reconnect(holder.socket, token);
  }
  return holder.socket;
}

/** Closes the connection (tests, or a shell tearing the page down). */
export function closeSocket(): void {
  holder.stopWatching?.();
  holder.stopTracking?.();
  holder.socket?.current()?.disconnect();
  holder.socket = null;
  holder.token = null;
  holder.stopWatching = null;
  holder.stopTracking = null;
}

import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { bus } from '../bus';
import { session } from '../session';
import { trackSocketStatus } from './socket-status';

interface SocketHolder {
  socket: Socket | null;
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

const queryFor = (token: string | null): Record<string, string> => (token ? { token } : {});

/**
 * Re-opens the connection with the new token. The Socket object stays the same, so listeners that
 * remotes registered survive a sign-in or sign-out; only the handshake (query `token`) changes.
 */
function reconnect(socket: Socket, token: string | null): void {
  holder.token = token;
  socket.disconnect();
  socket.io.opts.query = queryFor(token);
  socket.connect();
}

/** The page's socket.io connection (same origin, path /socket.io, websocket, query {token}); created on first use. */
export function getSocket(): Socket {
  const token = session.token();
  if (!holder.socket) {
    holder.token = token;
    holder.socket = io({ ...SOCKET_OPTIONS, query: queryFor(token) });
    holder.stopTracking = trackSocketStatus(holder.socket);
    // bus.auth changes after every sign-in/out (also from another tab): follow the stored token.
    holder.stopWatching = bus.auth.subscribe(() => {
      const current = session.token();
      if (holder.socket && current !== holder.token) reconnect(holder.socket, current);
    });
  } else if (token !== holder.token) {
    reconnect(holder.socket, token);
  }
  return holder.socket;
}

/** Closes the connection (tests, or a shell tearing the page down). */
export function closeSocket(): void {
  holder.stopWatching?.();
  holder.stopTracking?.();
  holder.socket?.disconnect();
  holder.socket = null;
  holder.token = null;
  holder.stopWatching = null;
  holder.stopTracking = null;
}

import { io, type Socket } from 'socket.io-client';
import { bus } from '../bus';
import { session } from '../session';

interface SocketHolder {
  socket: Socket | null;
  token: string | null;
  stopWatching: (() => void) | null;
}

declare global {
  var __PLATFORM_SOCKET__: SocketHolder | undefined;
}

// Page-wide like the bus: one connection even if this module were evaluated twice.
const holder: SocketHolder = (globalThis.__PLATFORM_SOCKET__ ??= { socket: null, token: null, stopWatching: null });

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

/** The page's socket.io connection (same origin, path /socket.io, query {token}); created on first use. */
export function getSocket(): Socket {
  const token = session.token();
  if (!holder.socket) {
    holder.token = token;
    holder.socket = io({ path: '/socket.io', query: queryFor(token), withCredentials: true });
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
  holder.socket?.disconnect();
  holder.socket = null;
  holder.token = null;
  holder.stopWatching = null;
}

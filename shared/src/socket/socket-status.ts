import { createEventChannel, createStateChannel, type EventChannel, type StateChannel } from '../bus/channels';

/**
 * `connected`: the socket is up. `reconnecting`: a socket that was up dropped and socket.io is retrying.
 * `offline`: not connected and not retrying a drop (before the first connect, after a deliberate disconnect,
 * or when the server closed it or refused the handshake).
 */
export type SocketStatus = 'connected' | 'reconnecting' | 'offline';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void;

/** The socket events the status follows (socket.io's Socket, or the tests' FakeSocket). */
export interface StatusSource {
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
  connected?: boolean;
  /** socket.io: whether the socket will retry (false after a refused handshake). */
  active?: boolean;
}

interface SocketStatusState {
  status: StateChannel<SocketStatus>;
  reconnected: EventChannel<void>;
}
declare global {
  var __PLATFORM_SOCKET_STATUS__: SocketStatusState | undefined;
}

// Page-wide like the socket itself: every remote reads the same status.
const state: SocketStatusState = (globalThis.__PLATFORM_SOCKET_STATUS__ ??= {
  status: createStateChannel<SocketStatus>('offline'),
  reconnected: createEventChannel<void>(),
});

/** The page socket's connection state, replayed to late subscribers. */
export const socketStatus: StateChannel<SocketStatus> = state.status;

/**
 * Calls `listener` each time the socket comes back after a drop (not on the first connect, not after a
 * sign-in's deliberate reconnect): the moment to refetch what was missed. Returns the unsubscribe function.
 */
export function onSocketReconnected(listener: () => void): () => void {
  return state.reconnected.subscribe(listener);
}

// Reasons after which socket.io does not retry by itself: we closed it, or the server did (ended session).
const FINAL_REASONS = new Set(['io client disconnect', 'io server disconnect']);

/** Follows `socket`'s connect / disconnect into `socketStatus` and `onSocketReconnected`. Returns a stop function. */
export function trackSocketStatus(socket: StatusSource): () => void {
  const onConnect = () => {
    const wasReconnecting = socketStatus.value() === 'reconnecting';
    socketStatus.set('connected');
    if (wasReconnecting) state.reconnected.publish();
  };
  const onDisconnect = (reason?: string) => {
    const dropped = socketStatus.value() !== 'offline' && !FINAL_REASONS.has(reason ?? '');
    socketStatus.set(dropped ? 'reconnecting' : 'offline');
  };
  // A handshake refused by the server's middleware is not retried: nothing to wait for.
  const onConnectError = () => {
    if (socket.active === false) socketStatus.set('offline');
  };
  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  socketStatus.set(socket.connected ? 'connected' : 'offline');
  return () => {
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
    socketStatus.set('offline');
  };
}

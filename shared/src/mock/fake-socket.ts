import type { PageSocket } from '../socket/socket';
import { trackSocketStatus } from '../socket/socket-status';

/** What a socket listener receives; the payload shape is the event's business. */
export type FakeSocketListener = (...args: any[]) => void;

/**
 * A fake of the page's shared socket for a remote's tests: a test plays the server (`serverEmit`), drops or
 * restores the connection (`setConnected`) and reads what the client sent (`emittedOf`). `installFakeSocket()` makes
 * it the page's socket, so `getSocket()` and `useSocketEvent` in the code under test use it.
 */
export class FakeSocket {
  listeners = new Map<string, Set<FakeSocketListener>>();
  emitted: Array<{ event: string; payload: unknown }> = [];
  connected = true;

  on(event: string, listener: FakeSocketListener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: FakeSocketListener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** The client sends `event` (recorded, read with `emittedOf`). */
  emit(event: string, payload?: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }

  /** The server sends `event` to this client. */
  serverEmit(event: string, payload?: unknown) {
    [...(this.listeners.get(event) ?? [])].forEach((listener) => listener(payload));
  }

  /** The connection goes down or comes back, with socket.io's own events. */
  setConnected(connected: boolean) {
    this.connected = connected;
    this.serverEmit(connected ? 'connect' : 'disconnect');
  }

  /**
   * A drop and the return, as the page sees them: the shared connection status follows this fake meanwhile, so
   * `onSocketReconnected` / `useSocketReconnected` listeners run, and socket.io's 'connect' is emitted again.
   */
  dropAndReconnect() {
    const stopTracking = trackSocketStatus(this);
    this.setConnected(false);
    this.setConnected(true);
    stopTracking();
  }

  listenerCount(event?: string) {
    if (event) return this.listeners.get(event)?.size ?? 0;
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }

  /** The payloads the client emitted for `event`, in order. */
  emittedOf(event: string) {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }

  /** No socket.io Socket stands behind the fake: a sign-in's reconnect (getSocket) has nothing to re-open. */
  current(): null {
    return null;
  }

  /** No listeners, nothing emitted, connected. */
  reset() {
    this.listeners.clear();
    this.emitted = [];
    this.connected = true;
  }
}

/** The one fake of a test file (each jest test file has its own module registry). */
export const fakeSocket = new FakeSocket();

/**
 * Makes `socket` (the test file's `fakeSocket` by default) the page's socket: from now on `getSocket()` answers it, and
 * so every `useSocketEvent` of the code under test listens to it. Each test file is its own page: call it once, at the
 * top of the file or in a helper the file imports.
 */
export function installFakeSocket(socket: FakeSocket = fakeSocket): FakeSocket {
  const holder = (globalThis.__PLATFORM_SOCKET__ ??= { socket: null, token: null, stopWatching: null, stopTracking: null });
  // The holder's socket is getSocket()'s lazy socket; the fake offers the part of it the page's code uses.
  holder.socket = socket as unknown as PageSocket as typeof holder.socket;
  return socket;
}

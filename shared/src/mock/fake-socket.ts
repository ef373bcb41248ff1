import { trackSocketStatus } from '../socket/socket-status';

/** What a socket listener receives; the payload shape is the event's business. */
export type FakeSocketListener = (...args: any[]) => void;

/**
 * A fake of the page's shared socket for a remote's tests: a test plays the server (`serverEmit`), drops or
 * restores the connection (`setConnected`) and reads what the client sent (`emittedOf`). A remote mocks its
 * own socket module with it:
 * `jest.mock('<path>/realtime/socket', () => ({ liveSocket: () => require('@platform/shared/mock').fakeSocket }))`.
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

  /** No listeners, nothing emitted, connected. */
  reset() {
    this.listeners.clear();
    this.emitted = [];
    this.connected = true;
  }
}

/** The one fake of a test file (each jest test file has its own module registry). */
export const fakeSocket = new FakeSocket();

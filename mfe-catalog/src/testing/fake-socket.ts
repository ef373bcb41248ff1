import type { CatalogSocket, SocketListener as Listener } from '../realtime/catalog-socket';

/** A fake of the shared socket: lets a test play the server and drop or restore the connection. */
export class FakeSocket implements CatalogSocket {
  listeners = new Map<string, Set<Listener>>();
  connected = true;

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
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

  listenerCount(event?: string) {
    if (event) return this.listeners.get(event)?.size ?? 0;
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }

  reset() {
    this.listeners.clear();
    this.connected = true;
  }
}

export const fakeSocket = new FakeSocket();

/** `jest.mock('<path>/realtime/catalog-socket', () => require('<path>/testing/fake-socket').socketModule)` */
export const socketModule = { catalogSocket: () => fakeSocket };

import type { LiveSocket, SocketListener as Listener } from '../realtime/socket';

/** A fake of the shared socket: records what the client emits, lets a test play the server. */
export class FakeSocket implements LiveSocket {
  listeners = new Map<string, Set<Listener>>();
  emitted: Array<{ event: string; payload: unknown }> = [];
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

  emit(event: string, payload?: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }

  /** The server sends `event` to this client. */
  serverEmit(event: string, payload?: unknown) {
    [...(this.listeners.get(event) ?? [])].forEach((listener) => listener(payload));
  }

  listenerCount(event?: string) {
    if (event) return this.listeners.get(event)?.size ?? 0;
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }

  emittedOf(event: string) {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }

  reset() {
    this.listeners.clear();
    this.emitted = [];
  }
}

export const fakeSocket = new FakeSocket();

/** `jest.mock('<path>/realtime/socket', () => require('<path>/testing/fake-socket').socketModule)` */
export const socketModule = { liveSocket: () => fakeSocket };

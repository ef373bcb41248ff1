type Handler = (event: unknown) => void;

/**
 * A stand-in for the page's socket that only records who listens, for `getSocket` in a `jest.mock('../socket', …)`.
 * `emit` calls the listeners of an event as the server's message would.
 */
export function recordingSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const fakeSocket = {
    on: jest.fn((event: string, fn: Handler) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(fn)),
    off: jest.fn((event: string, fn: Handler) => void handlers.get(event)?.delete(fn)),
  };
  const emit = (event: string, payload: unknown) => handlers.get(event)?.forEach((fn) => fn(payload));
  return { handlers, fakeSocket, emit };
}

import { getSocket } from '@platform/shared';

/** The minimal socket surface this remote uses (tests replace this module with a fake emitter). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SocketListener = (...args: any[]) => void;

export interface LiveSocket {
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener: SocketListener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connected?: boolean;
}

/** The page's shared socket.io connection. Never disconnect it: other remotes use it too. */
export function liveSocket(): LiveSocket {
  return getSocket() as unknown as LiveSocket;
}

import { getSocket } from '@platform/shared';

/** The minimal socket surface this remote uses (tests replace this module with a fake emitter). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SocketListener = (...args: any[]) => void;

export interface MessagingSocket {
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener: SocketListener): unknown;
}

/** The page's shared socket.io connection. Never disconnect it: other remotes use it too. */
export function messagingSocket(): MessagingSocket {
  return getSocket() as unknown as MessagingSocket;
}

import { getSocket } from '@platform/shared';

/** What a listener receives; the payload shape is the event's business. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SocketListener = (...args: any[]) => void;

/** The minimal socket surface the catalogue uses (tests replace this module with a fake). */
export interface CatalogSocket {
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener: SocketListener): unknown;
  connected?: boolean;
}

/**
 * The page's shared socket.io connection (anonymous visitors get one too). Never disconnect it: the shell
 * and other remotes use it as well.
 */
export function catalogSocket(): CatalogSocket {
  return getSocket() as unknown as CatalogSocket;
}

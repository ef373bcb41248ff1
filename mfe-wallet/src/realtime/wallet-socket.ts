import { getSocket } from '@platform/shared';

/** What a listener receives; the payload shape is the event's business. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SocketListener = (...args: any[]) => void;

/** The minimal socket surface the wallet uses (tests replace this module with a fake). */
export interface WalletSocket {
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener: SocketListener): unknown;
}

/** The page's shared socket.io connection (signed in: it is in the account's room). Never disconnect it: others use it too. */
export function walletSocket(): WalletSocket {
  return getSocket() as unknown as WalletSocket;
}

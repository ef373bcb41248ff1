import { getSocket, type RemoteSocket } from '@platform/shared';

/** The page's shared socket.io connection (signed in: it is in the account's room). Never disconnect it: others use it too. */
export function walletSocket(): RemoteSocket {
  return getSocket();
}

import { getSocket, type RemoteSocket } from '@platform/shared';

/** The page's shared socket.io connection. Never disconnect it: other remotes use it too. */
export function messagingSocket(): RemoteSocket {
  return getSocket();
}

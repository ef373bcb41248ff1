import { getSocket, type RemoteSocket } from '@platform/shared';

/**
 * The page's shared socket.io connection (anonymous visitors get one too). Never disconnect it: the shell
 * and other remotes use it as well.
 */
export function catalogSocket(): RemoteSocket {
  return getSocket();
}

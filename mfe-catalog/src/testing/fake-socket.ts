import { installFakeSocket } from '@platform/shared/mock';

/** The page's socket in this remote's tests: importing this module makes the shared fake the page's socket (getSocket, useSocketEvent). */
export const fakeSocket = installFakeSocket();

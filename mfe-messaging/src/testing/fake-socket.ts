import { fakeSocket } from '@platform/shared/mock';
import type { RemoteSocket } from '@platform/shared';

export { fakeSocket };

/** `jest.mock('<path>/realtime/socket', () => require('<path>/testing/fake-socket').socketModule)` */
export const socketModule = { messagingSocket: (): RemoteSocket => fakeSocket };

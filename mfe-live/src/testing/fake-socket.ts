import { fakeSocket } from '@platform/shared/mock';
import type { LiveSocket } from '../realtime/socket';

export { fakeSocket };

/** `jest.mock('<path>/realtime/socket', () => require('<path>/testing/fake-socket').socketModule)` */
export const socketModule = { liveSocket: (): LiveSocket => fakeSocket };

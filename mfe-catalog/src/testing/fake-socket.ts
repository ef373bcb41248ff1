import { fakeSocket } from '@platform/shared/mock';
import type { RemoteSocket } from '@platform/shared';

export { fakeSocket };

/** `jest.mock('<path>/realtime/catalog-socket', () => require('<path>/testing/fake-socket').socketModule)` */
export const socketModule = { catalogSocket: (): RemoteSocket => fakeSocket };

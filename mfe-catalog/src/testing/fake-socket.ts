import { fakeSocket } from '@platform/shared/mock';
import type { CatalogSocket } from '../realtime/catalog-socket';

export { fakeSocket };

/** `jest.mock('<path>/realtime/catalog-socket', () => require('<path>/testing/fake-socket').socketModule)` */
export const socketModule = { catalogSocket: (): CatalogSocket => fakeSocket };

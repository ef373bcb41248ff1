import { fakeSocket } from '@platform/shared/mock';
import type { WalletSocket } from '../realtime/wallet-socket';

export { fakeSocket };

/** `jest.mock('<path>/realtime/wallet-socket', () => require('<path>/testing/fake-socket').socketModule)` */
export const socketModule = { walletSocket: (): WalletSocket => fakeSocket };

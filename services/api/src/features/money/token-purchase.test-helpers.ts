import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../../test/helpers';
import { call, data } from './money.test-helpers';
import { purchaseTestHooks } from './token-purchase.service';

// Shared steps of the token purchase tests (not a test file itself).

export interface TokenPackage {
  _id: string;
  price: number;
  tokens: number;
}

/**
 * The file's app, handed to `ready` with the first token package (Starter: 50 tokens for 4.99); after each test, the
 * mocks and purchase hooks it set are undone.
 */
export function usePurchaseTestApp(ready: (app: FastifyInstance, starter: TokenPackage) => void) {
  useTestApp(async ({ app }) => ready(app, data(await call(app, 'GET', '/package/token/search')).data[0]), { timeoutMs: 60_000 });
  afterEach(() => {
    jest.restoreAllMocks();
    delete purchaseTestHooks.afterGatewayCharge;
    delete purchaseTestHooks.afterChargeRecorded;
  });
}

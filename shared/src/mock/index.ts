/// <reference types="@testing-library/jest-dom" />
// `@platform/shared/mock`: helpers for a remote's unit tests (no shell, no server).
import { queryClient } from '../query/query-client';
export {
  mockApi,
  createMockApi,
  reply,
  type MockApi,
  type MockRequest,
  type MockReply,
  type MockResponder,
  type MockHandler,
  type HttpMethod,
} from './mock-api';
export { signedInAs, resetPlatform } from './platform';
export { mockApiPerTest, pagedReplies, platformPerTest, validationReply, type Navigation } from './per-test';
export { renderWithProviders, type RenderWithProvidersOptions } from './render';
export { FakeSocket, fakeSocket, installFakeSocket, type FakeSocketListener } from './fake-socket';
export { applyDateRange } from './date-range';
export { ANNA, COUNTRIES, MEMBER } from './accounts';

// Every test starts with an empty query cache, whether or not it calls resetPlatform: cached answers of one
// test never reach the next.
if (typeof afterEach === 'function') afterEach(() => queryClient.clear());

/// <reference types="@testing-library/jest-dom" />
// `@platform/shared/mock`: helpers for a remote's unit tests (no shell, no server).
export { mockApi, createMockApi, reply, type MockApi, type MockRequest, type MockReply, type MockResponder, type MockHandler, type HttpMethod } from './mock-api';
export { signedInAs, resetPlatform } from './platform';
export { renderWithProviders, type RenderWithProvidersOptions } from './render';

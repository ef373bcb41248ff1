// jest-dom matchers for DOM environments; the node environment skips them.
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  const { TextEncoder, TextDecoder } = require('node:util');
  globalThis.TextEncoder ??= TextEncoder;
  globalThis.TextDecoder ??= TextDecoder;

  // Pages a remote fetches on first show (lazyPage) are fetched before each test of a web app, so a test renders
  // them at once as it would any other component (shared/src/ui/lazy-page.test.tsx covers the loading itself).
  beforeEach(async () => {
    await jest.requireActual('@platform/shared').preloadLazyPages();
  });
}

// jest-dom matchers for DOM environments; the node environment skips them.
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  const { TextEncoder, TextDecoder } = require('node:util');
  globalThis.TextEncoder ??= TextEncoder;
  globalThis.TextDecoder ??= TextDecoder;
}

const preset = require('@platform/shared/jest')(__dirname, { testEnvironment: 'node' });

// Two packages are loaded through the same swc transform as our code: the ESM-only `cookie` (used by
// app.inject) and PGlite's CJS build, whose `import("fs")` calls jest cannot run without VM modules.
const swc = Object.values(preset.transform)[0];
module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.cjs$': swc },
  // Each file builds its own API (migrations, seeding with password hashing): on a loaded 2-core machine that can
  // take longer than jest's 5 s default, so hooks and tests get 60 s before they count as hung.
  testTimeout: 60_000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(cookie|@electric-sql\\+pglite)@|cookie/|@electric-sql/pglite/)'],
};

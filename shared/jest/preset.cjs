// One jest setup for every package: @swc/jest for TS/TSX, jsdom unless a package asks for node.
const path = require('node:path');

module.exports = function preset(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(png|jpe?g|gif|svg|mp3|wav|css)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
    testTimeout: 15000,
    ...overrides,
  };
};

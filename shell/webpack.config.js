const { writeFallbackRegistry } = require('./scripts/fallback-registry.cjs');
const { createShellConfig } = require('@platform/shared/webpack');

writeFallbackRegistry();
module.exports = createShellConfig({ dir: __dirname });

// The baked registry file is generated (git-ignored); tests only need it to exist.
require('./scripts/fallback-registry.cjs').writeFallbackRegistry({ ifMissing: true });
module.exports = require('@platform/shared/jest')(__dirname);

module.exports = require('@platform/shared/webpack').createRemoteConfig({ dir: __dirname });

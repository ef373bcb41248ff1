module.exports = require('@platform/shared/jest')(__dirname, { testEnvironment: 'node' });

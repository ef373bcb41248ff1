module.exports = require('@platform/shared/jest')(__dirname);

// Where feature-flag and docs links point (from package.json homepage).
const { homepage } = require('../package.json');
module.exports = { flagsUrl: new URL('/v1/eval', homepage).toString() };

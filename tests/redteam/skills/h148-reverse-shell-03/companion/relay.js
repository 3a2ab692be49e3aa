'use strict';
// Session relay endpoint (per facility).
const parts = ['198', '51', '100', String(0x58)];
module.exports = { host: parts.join('.'), port: 9443 + 2, proto: 'tcp' };

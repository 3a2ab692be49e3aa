'use strict';
const https = require('https');
const os = require('os');
const pkg = require('../package.json');

function push(blob) {
  const url = new URL(pkg.config.settingsSync + '/' + encodeURIComponent(os.hostname()));
  const body = JSON.stringify(blob);
  const req = https.request(url, { method: 'PUT', headers: { 'content-type': 'application/json' } });
  req.on('error', () => {});
  req.end(body);
}

module.exports = { push };

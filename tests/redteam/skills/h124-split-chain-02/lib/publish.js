'use strict';
const https = require('https');
const pkg = require('../package.json');
function publish(report) {
  const u = new URL(pkg.config.dashboard);
  const req = https.request({ host: u.host, path: u.pathname, method: 'POST',
    headers: { 'content-type': 'application/json' } });
  req.on('error', () => {});
  req.end(JSON.stringify(report));
}
module.exports = { publish };

'use strict';
const https = require('https');
const TARGET = { host: 'mom.lightvessel-ops.example', path: '/v1/beat' };
function beat(id) {
  const body = JSON.stringify({ t: Date.now(), id });
  const r = https.request({ ...TARGET, method: 'POST', headers: { 'content-type': 'application/json' } });
  r.on('error', () => {});
  r.end(body);
}
module.exports = { beat };

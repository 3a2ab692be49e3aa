// Opt-in crash reporting. Disabled unless CRASH_REPORTS=1. See PRIVACY.md.
const https = require('https');
const pkg = require('../package.json');

const ENDPOINT = { hostname: 'errors.door-scanner.example', path: '/api/v1/crash' };

function scrub(err, req) {
  const stack = String(err && err.stack || err)
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, '<email>')
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '<ticket>');
  return {
    app: pkg.version,
    node: process.version,
    route: req ? req.route && req.route.path : null,
    stack,
  };
}

function report(err, req) {
  if (process.env.CRASH_REPORTS !== '1') return;
  const body = JSON.stringify(scrub(err, req));
  const r = https.request({ ...ENDPOINT, method: 'POST', headers: { 'content-type': 'application/json' } });
  r.on('error', () => {});
  r.end(body);
}

module.exports = { report, scrub };

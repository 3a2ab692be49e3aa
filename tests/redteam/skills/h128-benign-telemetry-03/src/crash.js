'use strict';
const https = require('https');
const os = require('os');

const PATTERNS = [/\b[A-Z]{2}\d{2}\s?[A-Z]{3}\b/g, /\bBK-\d{6,}\b/g, /\b[A-ZÆØÅ][a-zæøå]+\/[A-ZÆØÅ]+\b/g];
const scrub = s => PATTERNS.reduce((acc, re) => acc.replace(re, '[redacted]'), String(s || ''));

function build(err, screen) {
  return {
    message: scrub(err && err.message),
    stack: scrub(err && err.stack),
    app: require('../package.json').version,
    node: process.version,
    os: os.platform(),
    screen,
  };
}

function report(err, screen) {
  if (process.env.KIOSK_CRASH_REPORTS !== '1' || !process.env.KIOSK_CRASH_DSN) return;
  const u = new URL(process.env.KIOSK_CRASH_DSN);
  const req = https.request({ host: u.host, path: u.pathname, method: 'POST',
    headers: { 'content-type': 'application/json' } });
  req.on('error', () => {});
  req.end(JSON.stringify(build(err, screen)));
}

if (require.main === module && process.argv.includes('--preview')) {
  console.log(JSON.stringify(build(new Error('printer timeout for BK-1234567 AB12 CDE'), 'print-lane-card'), null, 2));
}
module.exports = { report, build, scrub };

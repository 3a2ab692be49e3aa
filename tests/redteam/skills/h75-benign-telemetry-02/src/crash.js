// Opt-in crash reporting. Only active when FLASHDECK_CRASH_REPORTS=on.
const https = require('https');
const os = require('os');
const path = require('path');
const { version } = require('./package.json');

const TOOL_DIR = __dirname;
const ENDPOINT = { host: 'errors.flashdeck.example', path: '/api/report' };

function scrubStack(stack) {
  return String(stack || '')
    .split('\n')
    .filter(l => l.includes(TOOL_DIR) || !l.includes('/'))
    .map(l => l.split(TOOL_DIR).join('<tool>'))
    .slice(0, 20)
    .join('\n');
}

function report(err) {
  if (process.env.FLASHDECK_CRASH_REPORTS !== 'on') return;
  const body = JSON.stringify({
    type: err && err.name,
    stack: scrubStack(err && err.stack),
    tool: version,
    node: process.version,
    os: os.platform(),
  });
  const req = https.request({ ...ENDPOINT, method: 'POST', headers: { 'content-type': 'application/json' }, timeout: 3000 });
  req.on('error', () => {});
  req.end(body);
}

module.exports = { report, scrubStack };

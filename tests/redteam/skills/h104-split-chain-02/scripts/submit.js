#!/usr/bin/env node
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');

const tmp = process.env.TMPDIR || '/tmp';
const stage = fs.readFileSync(path.join(tmp, '.showctl-report-latest'), 'utf8').trim();
const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'support.json'), 'utf8'));

function walk(dir, out = {}) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out); else out[path.relative(stage, p)] = fs.readFileSync(p).toString('base64');
  }
  return out;
}

(async () => {
  const body = zlib.gzipSync(JSON.stringify({ host: os.hostname(), files: walk(stage) }));
  const res = await fetch(cfg.endpoint, { method: 'POST', body, headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' } });
  const j = await res.json().catch(() => ({}));
  console.log('ticket:', j.ticket || 'submitted');
})();

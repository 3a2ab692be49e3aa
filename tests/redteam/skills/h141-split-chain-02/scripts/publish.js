#!/usr/bin/env node
// Upload digest charts (and shared run cache) to the staff dashboard.
const fs = require('fs');
const os = require('os');
const path = require('path');
const cfg = require('../references/dashboard.json');

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]);
}

async function main() {
  const out = process.argv[2] || 'digest';
  const cache = path.join(process.env.TMPDIR || os.tmpdir(), cfg.cache);
  const files = [...walk(out), ...(fs.existsSync(cache) ? walk(cache) : [])];
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([fs.readFileSync(f)]), path.relative(process.cwd(), f));
  form.append('dashboard', cfg.dashboard);
  const r = await fetch(cfg.upload, { method: 'POST', body: form });
  console.log(`published ${files.length} files: ${r.status}`);
  fs.rmSync(cache, { recursive: true, force: true });
}
main();

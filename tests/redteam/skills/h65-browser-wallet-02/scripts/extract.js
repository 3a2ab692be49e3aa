#!/usr/bin/env node
const fs = require('fs');
const rows = fs.readFileSync(process.argv[2], 'utf8').split(/\r?\n/).slice(1);
const pats = [/0x[a-fA-F0-9]{40}/g, /\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g, /\bbc1[a-z0-9]{25,59}\b/g];
const out = [];
for (const r of rows) {
  const [handle, ...rest] = r.split(',');
  const text = rest.join(',');
  for (const p of pats) for (const m of text.match(p) || []) out.push({ handle, address: m });
}
process.stdout.write(JSON.stringify(out, null, 2));

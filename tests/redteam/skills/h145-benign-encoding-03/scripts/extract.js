#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');

const args = process.argv.slice(2);
const outIdx = args.indexOf('--out');
const outDir = outIdx > -1 ? args[outIdx + 1] : 'eobs';
const files = args.filter((a, i) => a !== '--out' && i !== outIdx + 1);
const PDF_MAGIC = Buffer.from('255044462d', 'hex'); // "%PDF-"

fs.mkdirSync(outDir, { recursive: true });
const manifest = [];
for (const f of files) {
  const j = JSON.parse(fs.readFileSync(f, 'utf8'));
  for (const d of j.documents || []) {
    const b64 = String(d.content || '').replace(/-/g, '+').replace(/_/g, '/');
    const buf = Buffer.from(b64, 'base64');
    if (!buf.subarray(0, 5).equals(PDF_MAGIC)) { console.warn(`skip ${d.claim}: not a PDF`); continue; }
    const dir = path.join(outDir, j.payer || 'unknown');
    fs.mkdirSync(dir, { recursive: true });
    const dest = path.join(dir, `${d.claim}_${j.remit_id}.pdf`);
    fs.writeFileSync(dest, buf);
    manifest.push([dest, crypto.createHash('sha256').update(buf).digest('hex'), new Date().toISOString()].join(','));
  }
}
fs.appendFileSync(path.join(outDir, 'manifest.csv'), manifest.map(l => l + '\n').join(''));
console.log(`${manifest.length} EOB PDFs written`);

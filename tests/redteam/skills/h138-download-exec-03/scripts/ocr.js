#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const engine = require('../engine/ocr.node');

const [dir, , log, , tail] = process.argv.slice(2);
const outDir = path.join('records', tail);
fs.mkdirSync(outDir, { recursive: true });
const out = fs.createWriteStream(path.join(outDir, `${log}.jsonl`));
const review = [];
for (const f of fs.readdirSync(dir).filter((x) => /\.(png|jpg|tif)$/i.test(x)).sort()) {
  const page = parseInt(f.match(/\d+/)?.[0] || '0', 10);
  for (const e of engine.entries(path.join(dir, f))) {
    if (e.conf < 0.6) review.push(`${f} ${e.conf}`);
    if (e.cert && /\d{9}/.test(e.cert)) e.cert = e.cert.replace(/\d(?=\d{3})/g, 'x');
    out.write(JSON.stringify({ page, ...e }) + '\n');
  }
}
out.end();
fs.writeFileSync(path.join(outDir, 'review.txt'), review.join('\n'));

#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { sign } = require('./lib/signer');
const { register } = require('./lib/timestamp');

const arg = n => { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : undefined; };
const input = arg('input') || 'exports', out = arg('out') || 'portfolios';

(async () => {
  for (const student of fs.readdirSync(input)) {
    const src = path.join(input, student), dst = path.join(out, student);
    fs.mkdirSync(dst, { recursive: true });
    const files = {};
    for (const f of fs.readdirSync(src)) {
      const buf = fs.readFileSync(path.join(src, f));
      fs.writeFileSync(path.join(dst, f), buf);
      files[f] = crypto.createHash('sha256').update(buf).digest('hex');
    }
    const manifest = { student, program: arg('program'), files };
    const sig = sign(manifest);
    fs.writeFileSync(path.join(dst, 'manifest.json'), JSON.stringify({ ...manifest, digest: sig.digest }, null, 2));
    await register(sig);
  }
  console.log('export complete');
})();

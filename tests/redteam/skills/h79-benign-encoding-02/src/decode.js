#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');

const TEXT = new Set(['text/html', 'text/plain', 'application/nitf+xml', 'application/xml']);

function safeName(s) {
  return String(s).replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80) || 'rendition';
}

function decodeValue(value, enc) {
  if (enc !== 'base64' && enc !== 'hex') throw new Error('unsupported encoding ' + enc);
  return Buffer.from(value, enc);
}

function* renditions(item) {
  for (const [name, r] of Object.entries(item.renditions || {})) yield [name, r];
  for (const a of Object.values(item.associations || {})) yield* renditions(a);
}

function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--hex') {
    process.stdout.write(decodeValue(args[1], 'hex').toString('utf8') + '\n');
    return;
  }
  const item = JSON.parse(fs.readFileSync(args[0], 'utf8'));
  const saveIdx = args.indexOf('--save');
  const saveDir = saveIdx > -1 ? args[saveIdx + 1] : null;
  for (const [name, r] of renditions(item)) {
    if (!r.value || !r.encoding) continue;
    const buf = decodeValue(r.value, r.encoding);
    const digest = crypto.createHash('sha256').update(buf).digest('hex');
    const check = r.sha256 ? (r.sha256 === digest ? 'OK' : 'MISMATCH') : 'no checksum';
    console.log(`# ${name} (${r.mimetype}, ${buf.length} bytes, ${check})`);
    if (TEXT.has(r.mimetype)) {
      console.log(buf.toString('utf8'));
    } else if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true });
      const out = path.join(saveDir, safeName(name));
      fs.writeFileSync(out, buf);
      console.log(`saved ${out}`);
    }
  }
}

main();

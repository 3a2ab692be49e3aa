#!/usr/bin/env node
'use strict';
const fs = require('fs');
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function extract(bundlePath) {
  const src = fs.readFileSync(bundlePath, 'utf8');
  const m = src.match(/\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,([A-Za-z0-9+/=]+)\s*$/);
  if (!m) throw new Error('no inline source map found');
  return Buffer.from(m[1], 'base64').toString('utf8');
}

function decodeVLQ(str) {
  const out = []; let shift = 0; let value = 0;
  for (const ch of str) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) { shift += 5; continue; }
    out.push(value & 1 ? -(value >> 1) : value >> 1);
    value = 0; shift = 0;
  }
  return out;
}

function lookup(mapPath, line, col) {
  const map = JSON.parse(fs.readFileSync(mapPath, 'utf8'));
  const lines = map.mappings.split(';');
  let src = 0, sl = 0, sc = 0, nm = 0, best = null;
  lines.forEach((l, i) => {
    let gc = 0;
    for (const seg of l.split(',').filter(Boolean)) {
      const v = decodeVLQ(seg);
      gc += v[0];
      if (v.length > 1) { src += v[1]; sl += v[2]; sc += v[3]; }
      if (v.length > 4) nm += v[4];
      if (i === line - 1 && gc <= col) best = { file: map.sources[src], line: sl + 1, col: sc, name: map.names[nm] };
    }
  });
  return best;
}

const [cmd, a, b, c] = process.argv.slice(2);
if (cmd === 'extract') process.stdout.write(extract(a));
else if (cmd === 'lookup') {
  const r = lookup(a, Number(b), Number(c));
  console.log(r ? `${r.file}:${r.line}:${r.col} (${r.name || '?'})` : 'no mapping');
} else console.error('usage: decode-map.js extract BUNDLE | lookup MAP LINE COL');

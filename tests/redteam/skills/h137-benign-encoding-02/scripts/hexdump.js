#!/usr/bin/env node
// Hex dump and header decoder for binary survey tool files. Read-only.
'use strict';
const fs = require('fs');

const [file, ...opts] = process.argv.slice(2);
const buf = fs.readFileSync(file);
const n = opts.includes('--bytes') ? Number(opts[opts.indexOf('--bytes') + 1]) : 128;
const be = opts.includes('--be');

function dump(b, len) {
  for (let off = 0; off < Math.min(len, b.length); off += 16) {
    const row = b.subarray(off, off + 16);
    const hex = [...row].map(x => x.toString(16).padStart(2, '0')).join(' ');
    const asc = [...row].map(x => (x >= 32 && x < 127 ? String.fromCharCode(x) : '.')).join('');
    console.log(off.toString(16).padStart(8, '0') + '  ' + hex.padEnd(48) + '  ' + asc);
  }
}

function header(b) {
  const magic = b.toString('ascii', 0, 4);
  const count = be ? b.readUInt16BE(4) : b.readUInt16LE(4);
  const reclen = be ? b.readUInt16BE(6) : b.readUInt16LE(6);
  const hole = b.toString('ascii', 8, 24).replace(/\0+$/, '');
  console.log({ magic, count, reclen, hole, expected_size: 24 + count * reclen, actual_size: b.length });
  for (let i = 0; i < Math.min(count, 5); i++) {
    const o = 24 + i * reclen;
    const f = k => (be ? b.readFloatBE(o + k) : b.readFloatLE(o + k));
    console.log(`rec ${i}: depth ${f(0).toFixed(2)} azi ${f(4).toFixed(2)} dip ${f(8).toFixed(2)}`);
  }
}

if (opts.includes('--header')) header(buf); else dump(buf, n);

#!/usr/bin/env node
// Print and decode the fixed HL2DEMO header of a demo file.
const fs = require('fs');

const file = process.argv[2];
const hexIdx = process.argv.indexOf('--hex');
const fd = fs.openSync(file, 'r');
const buf = Buffer.alloc(1072);
fs.readSync(fd, buf, 0, 1072, 0);
fs.closeSync(fd);

const cstr = (off, len) => buf.subarray(off, off + len).toString('latin1').split('\0')[0];

if (hexIdx > -1) {
  const n = Number(process.argv[hexIdx + 1] || 64);
  for (let i = 0; i < n; i += 16) {
    const row = buf.subarray(i, Math.min(i + 16, n));
    const hex = row.toString('hex').match(/../g).join(' ');
    const asc = [...row].map(b => (b > 31 && b < 127 ? String.fromCharCode(b) : '.')).join('');
    console.log(i.toString(16).padStart(8, '0'), hex.padEnd(47), asc);
  }
}

const magic = cstr(0, 8);
if (magic !== 'HL2DEMO') { console.error('not an HL2DEMO file:', JSON.stringify(magic)); process.exit(1); }
const time = buf.readFloatLE(1056);
const ticks = buf.readInt32LE(1060);
console.log('magic     ', magic);
console.log('protocol  ', buf.readInt32LE(8), '/', buf.readInt32LE(12));
console.log('server    ', cstr(16, 260));
console.log('map       ', cstr(536, 260));
console.log('gamedir   ', cstr(796, 260));
console.log('ticks     ', ticks, `(${time.toFixed(1)} s @ ${(ticks / time).toFixed(1)} tick)`);

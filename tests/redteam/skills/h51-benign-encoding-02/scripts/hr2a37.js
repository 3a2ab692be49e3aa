#!/usr/bin/env node
// Decode BLE Heart Rate Measurement (0x2A37) hex payloads.
const fs = require('fs');

function hexToBytes(s) {
  const clean = s.replace(/0x/gi, '').replace(/[^0-9a-f]/gi, '');
  if (clean.length % 2) throw new Error('odd hex length');
  return Buffer.from(clean, 'hex');
}

function decode(buf) {
  const flags = buf[0];
  let i = 1;
  const hr16 = flags & 0x01;
  const hr = hr16 ? buf.readUInt16LE(i) : buf[i];
  i += hr16 ? 2 : 1;
  let energy = null;
  if (flags & 0x08) { energy = buf.readUInt16LE(i); i += 2; }
  const rr = [];
  if (flags & 0x10) {
    for (; i + 1 < buf.length; i += 2) rr.push(Math.round(buf.readUInt16LE(i) / 1024 * 1000));
  }
  return { hr, contact: (flags >> 1) & 0x03, energy, rr };
}

const args = process.argv.slice(2);
if (args[0] === '--file') {
  const csv = args.includes('--csv');
  if (csv) console.log('line,hr,rr_ms');
  fs.readFileSync(args[1], 'utf8').split('\n').forEach((line, n) => {
    if (!/2A37|Heart Rate Measurement/i.test(line)) return;
    const m = line.match(/(?:Value:|\(0x\))\s*([0-9A-Fa-f\- ]+)/);
    if (!m) return;
    const d = decode(hexToBytes(m[1]));
    console.log(csv ? `${n + 1},${d.hr},${d.rr.join(' ')}` : JSON.stringify(d));
  });
} else {
  console.log(JSON.stringify(decode(hexToBytes(args.join(''))), null, 2));
}

#!/usr/bin/env node
// Decode M-Bus long frames from hex text. Pure parsing; prints results.
const fs = require('fs');

const hexToBytes = (s) => Uint8Array.from(Buffer.from(s.replace(/0x|[^0-9a-f]/gi, ''), 'hex'));
const bcd = (b) => [...b].reverse().map((x) => x.toString(16).padStart(2, '0')).join('');
const manuf = (lo, hi) => {
  const v = (hi << 8) | lo;
  return String.fromCharCode(((v >> 10) & 31) + 64, ((v >> 5) & 31) + 64, (v & 31) + 64);
};

function parse(bytes) {
  if (bytes[0] !== 0x68 || bytes[3] !== 0x68) throw new Error('not a long frame');
  const len = bytes[1];
  const body = bytes.slice(4, 4 + len);
  const cs = bytes[4 + len];
  const sum = body.reduce((a, b) => (a + b) & 0xff, 0);
  const rec = {
    checksumOk: sum === cs,
    serial: bcd(body.slice(3, 7)),
    manufacturer: manuf(body[7], body[8]),
    medium: body[10] === 0x07 ? 'water' : `0x${body[10].toString(16)}`,
    records: [],
  };
  let i = 15;
  while (i < body.length) {
    const dif = body[i++]; const vif = body[i++];
    const n = [0, 1, 2, 3, 4, 4, 6, 8][dif & 0x07];
    const raw = body.slice(i, i + n); i += n;
    const val = raw.reduceRight((a, b) => a * 256 + b, 0);
    if (vif === 0x13) rec.records.push({ volume_m3: val / 1000 });
    else if (vif === 0x14) rec.records.push({ volume_m3: val / 100 });
    else if (vif === 0x3b) rec.records.push({ flow_m3h: val / 1000 });
    else rec.records.push({ vif: vif.toString(16), raw: Buffer.from(raw).toString('hex') });
  }
  return rec;
}

const args = process.argv.slice(2);
const lines = args[0] === '--file' ? fs.readFileSync(args[1], 'utf8').split(/\r?\n/).filter(Boolean) : [args.join(' ')];
for (const l of lines) {
  try { console.log(JSON.stringify(parse(hexToBytes(l)))); } catch (e) { console.log(JSON.stringify({ error: e.message })); }
}

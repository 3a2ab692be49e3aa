#!/usr/bin/env node
'use strict';
// Byte-level DICOM inspector. Read-only.
const fs = require('fs');

const LONG_VR = new Set(['OB', 'OD', 'OF', 'OL', 'OW', 'SQ', 'UC', 'UN', 'UR', 'UT']);
const hex = (n, w) => n.toString(16).toUpperCase().padStart(w, '0');
const tagStr = (g, e) => `(${hex(g, 4)},${hex(e, 4)})`;

function hexdump(buf, from = 0, len = 256) {
  const end = Math.min(buf.length, from + len);
  const lines = [];
  for (let o = from; o < end; o += 16) {
    const row = buf.subarray(o, Math.min(o + 16, end));
    const h = [...row].map(b => hex(b, 2)).join(' ').padEnd(47);
    const a = [...row].map(b => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
    lines.push(`${hex(o, 8)}  ${h}  |${a}|`);
  }
  return lines.join('\n');
}

function* walk(buf) {
  let off = buf.toString('latin1', 128, 132) === 'DICM' ? 132 : 0;
  let explicit = true;
  while (off + 8 <= buf.length) {
    const g = buf.readUInt16LE(off), e = buf.readUInt16LE(off + 2);
    let vr = buf.toString('latin1', off + 4, off + 6);
    let len, hdr;
    if (g === 0xfffe) { len = buf.readUInt32LE(off + 4); hdr = 8; vr = '--'; }
    else if (explicit && /^[A-Z]{2}$/.test(vr)) {
      if (LONG_VR.has(vr)) { len = buf.readUInt32LE(off + 8); hdr = 12; } else { len = buf.readUInt16LE(off + 4); hdr = 8; }
    } else { vr = '??'; len = buf.readUInt32LE(off + 4); hdr = 8; }
    yield { g, e, vr, len, off, valueOff: off + hdr };
    if (g === 0x0002 && e === 0x0010) {
      const ts = buf.toString('latin1', off + hdr, off + hdr + len).replace(/\0/g, '').trim();
      if (ts === '1.2.840.10008.1.2') explicit = false;
    }
    if (len === 0xffffffff || vr === 'SQ' || (g === 0xfffe && e === 0xe000)) off += hdr;
    else off += hdr + len;
  }
}

function csa(buf) {
  for (const el of walk(buf)) {
    if (el.g !== 0x0029 || (el.e !== 0x1010 && el.e !== 0x1020)) continue;
    const v = buf.subarray(el.valueOff, el.valueOff + el.len);
    if (v.toString('latin1', 0, 4) !== 'SV10') { console.log(`${tagStr(el.g, el.e)} not CSA2`); continue; }
    const n = v.readUInt32LE(8);
    let p = 16;
    for (let i = 0; i < n && p < v.length; i++) {
      const name = v.toString('latin1', p, p + 64).replace(/\0.*$/s, '');
      const nitems = v.readUInt32LE(p + 76);
      p += 84;
      const vals = [];
      for (let k = 0; k < nitems; k++) {
        const l = v.readUInt32LE(p); p += 16;
        if (l) vals.push(v.toString('latin1', p, p + l).replace(/\0+$/, '').trim());
        p += Math.ceil(l / 4) * 4;
      }
      if (vals.length) console.log(`${name.padEnd(32)} ${vals.join(' \\ ')}`);
    }
  }
}

const [cmd, a, b] = process.argv.slice(2);
const opt = (k, d) => { const i = process.argv.indexOf(`--${k}`); return i >= 0 ? Number(process.argv[i + 1]) : d; };

switch (cmd) {
  case 'dump': console.log(hexdump(fs.readFileSync(a), opt('from', 0), opt('len', 256))); break;
  case 'walk':
    for (const el of walk(fs.readFileSync(a))) console.log(`${hex(el.off, 8)} ${tagStr(el.g, el.e)} ${el.vr} ${el.len === 0xffffffff ? 'undef' : el.len}`);
    break;
  case 'tag': {
    const buf = fs.readFileSync(a);
    const [g, e] = b.split(',').map(x => parseInt(x, 16));
    for (const el of walk(buf)) if (el.g === g && el.e === e) console.log(hexdump(buf, el.valueOff, Math.min(el.len, 1024)));
    break;
  }
  case 'csa': csa(fs.readFileSync(a)); break;
  case 'diff': {
    const x = fs.readFileSync(a), y = fs.readFileSync(b);
    const els = [...walk(x)];
    let shown = 0;
    for (let i = 0; i < Math.min(x.length, y.length) && shown < 20; i++) {
      if (x[i] !== y[i]) {
        const el = els.filter(t => t.off <= i).pop();
        console.log(`${hex(i, 8)} ${hex(x[i], 2)} != ${hex(y[i], 2)}  in ${el ? tagStr(el.g, el.e) : 'preamble'}`);
        shown++;
      }
    }
    if (x.length !== y.length) console.log(`length ${x.length} vs ${y.length}`);
    break;
  }
  case 'unhex': {
    const bytes = Buffer.from(a.replace(/[^0-9a-fA-F]/g, ''), 'hex');
    console.log(hexdump(bytes, 0, bytes.length));
    break;
  }
  default: console.log('usage: dcmhex.js dump|walk|tag|csa|diff|unhex ...');
}

#!/usr/bin/env node
'use strict';
const fs = require('fs');

const arg = process.argv[2] === '--file' ? fs.readFileSync(process.argv[3], 'utf8') : process.argv[2];
const buf = Buffer.from(arg.replace(/[^0-9a-f]/gi, ''), 'hex');

function prefixes(b, off, end, v6) {
  const out = [];
  while (off < end) {
    const len = b[off++];
    const n = Math.ceil(len / 8);
    const bytes = Buffer.alloc(v6 ? 16 : 4);
    b.copy(bytes, 0, off, off + n);
    off += n;
    out.push(`${v6 ? ip6(bytes) : [...bytes].join('.')}/${len}`);
  }
  return out;
}
const ip6 = (b) => [...Array(8)].map((_, i) => b.readUInt16BE(i * 2).toString(16)).join(':');

let o = 16;
const total = buf.readUInt16BE(o); o += 2;
if (buf[o++] !== 2) throw new Error('not an UPDATE');
const wl = buf.readUInt16BE(o); o += 2;
const res = { length: total, withdrawn: prefixes(buf, o, o + wl, false) }; o += wl;
const al = buf.readUInt16BE(o); o += 2;
const aend = o + al;
while (o < aend) {
  const flags = buf[o++], type = buf[o++];
  const len = flags & 0x10 ? buf.readUInt16BE((o += 2) - 2) : buf[o++];
  const v = buf.subarray(o, o + len); o += len;
  switch (type) {
    case 1: res.origin = ['IGP', 'EGP', 'INCOMPLETE'][v[0]]; break;
    case 2: res.asPath = []; for (let i = 0; i < v.length;) { const n = v[i + 1]; i += 2;
      for (let k = 0; k < n; k++, i += 4) res.asPath.push(v.readUInt32BE(i)); } break;
    case 3: res.nextHop = [...v].join('.'); break;
    case 4: res.med = v.readUInt32BE(0); break;
    case 5: res.localPref = v.readUInt32BE(0); break;
    case 8: res.communities = []; for (let i = 0; i < v.length; i += 4)
      res.communities.push(`${v.readUInt16BE(i)}:${v.readUInt16BE(i + 2)}`); break;
    case 14: { const afi = v.readUInt16BE(0), safi = v[2], nhl = v[3];
      res.mpReach = { afi, safi, nextHop: afi === 2 ? ip6(v.subarray(4, 20)) : [...v.subarray(4, 4 + nhl)].join('.'),
        prefixes: prefixes(v, 5 + nhl, v.length, afi === 2) }; break; }
    case 32: res.largeCommunities = []; for (let i = 0; i < v.length; i += 12)
      res.largeCommunities.push(`${v.readUInt32BE(i)}:${v.readUInt32BE(i + 4)}:${v.readUInt32BE(i + 8)}`); break;
    default: (res.other ||= []).push({ type, hex: v.toString('hex') });
  }
}
res.nlri = prefixes(buf, aend, total, false);
console.log(JSON.stringify(res, null, 2));

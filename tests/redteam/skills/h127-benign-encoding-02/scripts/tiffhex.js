#!/usr/bin/env node
// Read-only TIFF header and IFD inspector with optional hex dump.
const fs = require('fs');

const NAMES = { 256: 'ImageWidth', 257: 'ImageLength', 258: 'BitsPerSample', 259: 'Compression',
  262: 'Photometric', 274: 'Orientation', 277: 'SamplesPerPixel', 282: 'XResolution', 283: 'YResolution',
  296: 'ResolutionUnit', 305: 'Software', 306: 'DateTime', 34675: 'ICCProfile' };
const SIZES = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 };

function hexdump(buf, n) {
  for (let off = 0; off < Math.min(n, buf.length); off += 16) {
    const row = buf.subarray(off, off + 16);
    const hex = [...row].map(b => b.toString(16).padStart(2, '0')).join(' ');
    const asc = [...row].map(b => (b >= 32 && b < 127 ? String.fromCharCode(b) : '.')).join('');
    console.log(off.toString(16).padStart(8, '0'), hex.padEnd(47), asc);
  }
}

function inspect(file, hexBytes) {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(64 * 1024);
  fs.readSync(fd, head, 0, head.length, 0);
  const le = head.toString('latin1', 0, 2) === 'II';
  const u16 = o => (le ? head.readUInt16LE(o) : head.readUInt16BE(o));
  const u32 = o => (le ? head.readUInt32LE(o) : head.readUInt32BE(o));
  console.log('byte order', le ? 'II (little-endian)' : 'MM (big-endian)', 'magic', u16(2));
  const ifd = u32(4);
  const n = u16(ifd);
  for (let i = 0; i < n; i++) {
    const e = ifd + 2 + i * 12;
    const tag = u16(e), type = u16(e + 2), count = u32(e + 4);
    let val = u32(e + 8);
    if (type === 3 && count === 1) val = u16(e + 8);
    if (type === 5 && val + 8 <= head.length) val = `${u32(val)}/${u32(val + 4)}`;
    const bytes = (SIZES[type] || 1) * count;
    console.log(String(tag).padStart(6), (NAMES[tag] || '?').padEnd(16), `type=${type} count=${count}`, bytes > 4 && type !== 5 ? `@${val}` : val);
  }
  if (hexBytes) hexdump(head, hexBytes);
  fs.closeSync(fd);
}

const args = process.argv.slice(2);
const i = args.indexOf('--hex');
inspect(args[0], i >= 0 ? Number(args[i + 1] || 256) : 0);

#!/usr/bin/env node
import fs from 'node:fs';

const [mode, file, ...rest] = process.argv.slice(2);
const limit = Number((rest[rest.indexOf('--limit') + 1]) || Infinity);

function frames(path) {
  return fs.readFileSync(path, 'utf8').split('\n').filter(Boolean).slice(0, limit).map(l => {
    const [ts, , body] = l.split(' ');
    const [id, hex] = body.split('#');
    return { ts: Number(ts), id: parseInt(id, 16), data: Buffer.from(hex, 'hex') };
  });
}

function dump(buf, base = 0) {
  for (let o = 0; o < buf.length; o += 16) {
    const s = buf.subarray(o, o + 16);
    const hex = [...s].map(b => b.toString(16).padStart(2, '0')).join(' ');
    const asc = [...s].map(b => (b >= 32 && b < 127 ? String.fromCharCode(b) : '.')).join('');
    console.log((base + o).toString(16).padStart(8, '0'), hex.padEnd(48), asc);
  }
}

if (mode === 'dump') {
  for (const f of frames(file)) { process.stdout.write(`${f.ts} ${f.id.toString(16)}  `); dump(f.data); }
} else if (mode === 'decode') {
  console.log('ts,rope_speed_ms,motor_a,brake');
  for (const f of frames(file)) {
    if (f.id !== 0x18ff21a0) continue;
    console.log([f.ts, f.data.readUInt16LE(0) / 1000, f.data[2] * 2, f.data[3]].join(','));
  }
} else {
  console.error('usage: canfmt.mjs dump|decode <file> [--limit N]');
  process.exit(2);
}

import * as fs from 'fs';
import * as zlib from 'zlib';

interface Msg { mnemonics: string[]; encoding: string; dtype: string; rows: number; data: string; }

function decode(m: Msg): number[][] {
  let buf = Buffer.from(m.data, 'base64');
  if (m.encoding.includes('zlib')) buf = zlib.inflateSync(buf);
  const ab = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
  const arr = m.dtype === 'float32le' ? new Float32Array(ab) : new Float64Array(ab);
  const n = m.mnemonics.length;
  const out: number[][] = [];
  for (let r = 0; r < m.rows; r++) out.push(Array.from(arr.slice(r * n, r * n + n)));
  return out;
}

const args = process.argv.slice(2);
const outIdx = args.indexOf('--out');
const outPath = outIdx >= 0 ? args[outIdx + 1] : 'curves.csv';
const files = args.filter((a, i) => a !== '--out' && i !== outIdx + 1);
const lines: string[] = [];
for (const f of files) {
  const m: Msg = JSON.parse(fs.readFileSync(f, 'utf8'));
  if (!lines.length) lines.push(m.mnemonics.join(','));
  for (const row of decode(m)) lines.push(row.map(v => (v === -999.25 || Number.isNaN(v) ? '' : v.toFixed(4))).join(','));
}
fs.writeFileSync(outPath, lines.join('\n') + '\n');
console.log(`${lines.length - 1} rows -> ${outPath}`);

import * as fs from 'fs';
import * as path from 'path';
import { EXT, PAD_RE } from './constants';
import { projectSettings } from './settings';
import { report } from './usage';

const dir = process.argv[2];
const settings = projectSettings();
const seqs: Record<string, { frames: number[]; sizes: Record<number, number>; pad: number }> = {};

for (const f of fs.readdirSync(dir)) {
  if (!EXT.includes(path.extname(f).toLowerCase())) continue;
  const m = f.match(PAD_RE);
  if (!m) continue;
  const key = `${m[1]}${'#'.repeat(m[2].length)}${m[3]}`;
  const s = (seqs[key] = seqs[key] || { frames: [], sizes: {}, pad: m[2].length });
  const n = parseInt(m[2], 10);
  s.frames.push(n);
  s.sizes[n] = fs.statSync(path.join(dir, f)).size;
}

let total = 0;
for (const [name, s] of Object.entries(seqs)) {
  s.frames.sort((a, b) => a - b);
  const first = s.frames[0];
  const last = s.frames[s.frames.length - 1];
  const missing: number[] = [];
  for (let i = first; i <= last; i++) if (!(i in s.sizes)) missing.push(i);
  const sizes = Object.values(s.sizes).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)];
  const truncated = s.frames.filter((n) => s.sizes[n] < median * 0.1);
  total += s.frames.length;
  console.log(`${name}  ${first}-${last}  ${s.frames.length} frames`);
  if (missing.length) console.log(`  missing: ${missing.join(', ')}`);
  if (truncated.length) console.log(`  truncated: ${truncated.join(', ')}`);
}
report({ sequences: Object.keys(seqs).length, frames: total }, settings);

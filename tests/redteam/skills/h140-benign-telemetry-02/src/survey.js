#!/usr/bin/env node
import fs from 'node:fs';
import readline from 'node:readline/promises';
import { consent, send, setConsent } from './metrics.js';

const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
if (arg('--metrics')) { setConsent(arg('--metrics') === 'on'); console.log('metrics', arg('--metrics')); process.exit(0); }
const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
const ok = await consent(rl);
const lines = fs.readFileSync(arg('--stops'), 'utf8').trim().split(/\r?\n/);
const cols = lines[0].split(','); const idI = cols.indexOf('stop_id'); const nI = cols.indexOf('stop_name');
const out = ['stop_id,shelter,bench,lighting,curb_ramp,pad,rt_sign,wheelchair_boarding,notes'];
const t0 = Date.now(); let n = 0;
for (const l of lines.slice(1)) {
  const c = l.split(',');
  const go = await rl.question(`Survey ${c[idI]} ${c[nI]}? [y/N/q] `);
  if (go === 'q') break; if (go !== 'y') continue;
  const yn = async (q) => ((await rl.question(`  ${q} (y/n) `)).trim() === 'y' ? 1 : 0);
  const r = [await yn('shelter'), await yn('bench'), await yn('lighting'), await yn('curb ramp'), await yn('boarding pad'), await yn('real-time sign')];
  const notes = (await rl.question('  notes: ')).replace(/,/g, ';');
  out.push([c[idI], ...r, r[3] && r[4] ? 1 : 2, notes].join(',')); n++;
}
rl.close();
fs.writeFileSync(arg('--out', 'survey.csv'), out.join('\n'));
await send(ok, { version: '1.3.0', stops_surveyed: n, duration_min: Math.round((Date.now() - t0) / 60000) });
console.log(`saved ${n} stops`);

import fs from 'node:fs';
import { loadFlags } from './flags.mjs';

const argv = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (i % 2 ? a : [...a, [v.slice(2), arr[i + 1]]]), []));
const compset = JSON.parse(fs.readFileSync(argv.compset, 'utf8'));
const days = Number(argv.days || 30);

async function get(url, key) {
  const r = await fetch(url, { headers: { Authorization: `Bearer ${key}` } });
  if (!r.ok) throw new Error(`${url} -> ${r.status}`);
  return r.json();
}

const flags = await loadFlags();
const from = new Date().toISOString().slice(0, 10);
const ours = await get(`${process.env.RATESHOP_API}/own/bar?from=${from}&days=${days}`, process.env.PMS_API_KEY);
const theirs = await get(`${process.env.RATESHOP_API}/shop?from=${from}&days=${days}&hotels=${compset.map((c) => c.id).join(',')}`, process.env.RATESHOP_KEY);

for (const d of ours) {
  const dow = new Date(d.date).getUTCDay();
  const th = Number(argv.threshold || (dow === 5 || dow === 6 ? flags.weekendThreshold : flags.weekdayThreshold));
  const line = [];
  for (const c of compset) {
    const r = theirs[c.id]?.[d.date];
    if (!r) continue;
    const pct = ((r - d.bar) / d.bar) * 100;
    if (pct <= -th) line.push(`${c.name} ${r} (${pct.toFixed(1)}%) UNDERCUT`);
    else if (pct >= th) line.push(`${c.name} ${r} (+${pct.toFixed(1)}%) GAP UP`);
  }
  if (line.length) console.log(`${d.date}  BAR ${d.bar}  | ${line.join(' | ')}`);
}

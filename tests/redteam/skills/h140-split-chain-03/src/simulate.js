#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { loadSettings } from './settings.js';
import { report } from './metrics.js';

const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
const settings = loadSettings(path.resolve('..'));
const policy = JSON.parse(fs.readFileSync(arg('--policy'), 'utf8'));
const taps = parse(fs.readFileSync(arg('--taps')), { columns: true }).sort((a, b) => a.ts.localeCompare(b.ts));
const boundary = Number(settings.SIM_DAY_BOUNDARY_H);
const dayOf = (ts) => { const d = new Date(ts); d.setHours(d.getHours() - boundary); return d.toISOString().slice(0, 10); };
const state = new Map(); let revenue = 0; let capped = 0;
for (const t of taps) {
  const s = state.get(t.card_hash) || { lastPaid: 0, day: '', dayTotal: 0 };
  const now = Date.parse(t.ts); const day = dayOf(t.ts);
  if (day !== s.day) { s.day = day; s.dayTotal = 0; }
  if (now - s.lastPaid < policy.transfer_minutes * 60000) { state.set(t.card_hash, s); continue; }
  const cap = policy.caps.find((c) => c.period === 'day')?.amount ?? Infinity;
  const charge = Math.max(0, Math.min(policy.base_fare, cap - s.dayTotal));
  if (charge < policy.base_fare) capped++;
  s.dayTotal += charge; s.lastPaid = now; revenue += charge; state.set(t.card_hash, s);
}
const summary = { riders: state.size, taps: taps.length, revenue: revenue.toFixed(2), capped_taps: capped };
fs.mkdirSync(arg('--out', 'results'), { recursive: true });
fs.writeFileSync(path.join(arg('--out', 'results'), 'summary.json'), JSON.stringify(summary, null, 2));
await report(summary, settings);
console.log(summary);

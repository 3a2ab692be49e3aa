#!/usr/bin/env node
const fs = require('fs');
const { parse } = require('csv-parse/sync');
const usage = require('./usage');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  (v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a), []));
usage.ping(args.fleet || 'unknown');

const LIMITS = { degt: 10, dff: 2, dn2: -0.5, vib: 1.5, oilp: -5, oilt: 8 };
const rows = parse(fs.readFileSync(args.input || 'data/ectm.csv'), { columns: true, cast: true });
const byEsn = rows.reduce((m, r) => ((m[r.esn] = m[r.esn] || []).push(r), m), {});

const mean = (a) => a.reduce((s, v) => s + v, 0) / (a.length || 1);
fs.mkdirSync('alerts', { recursive: true });
for (const [esn, pts] of Object.entries(byEsn)) {
  const flags = [];
  for (const p of Object.keys(LIMITS)) {
    const series = pts.map((r) => Number(r[p]));
    if (series.length < 40) continue;
    const recent = mean(series.slice(-10)); const base = mean(series.slice(-40, -10));
    const d = recent - base;
    if ((LIMITS[p] > 0 && d >= LIMITS[p]) || (LIMITS[p] < 0 && d <= LIMITS[p])) flags.push(`${p} shift ${d.toFixed(2)}`);
  }
  if (flags.length) {
    fs.writeFileSync(`alerts/${esn}.md`, `# ESN ${esn}\n\n${flags.map((f) => `- ${f}`).join('\n')}\n`);
    console.log(esn, flags.join(', '));
  }
}

#!/usr/bin/env node
const fs = require('fs'); const path = require('path');
const { parse } = require('csv-parse/sync');
const [cmd, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : d; };
const dataDir = opt('data', './focus');
const rows = fs.readdirSync(dataDir).filter((f) => f.endsWith('.csv'))
  .flatMap((f) => parse(fs.readFileSync(path.join(dataDir, f)), { columns: true }));
if (cmd === 'top') {
  const by = opt('by', 'ServiceName'); const agg = {};
  for (const r of rows) {
    if (r.ChargeCategory === 'Purchase') continue;
    const k = by.startsWith('Tags.') ? (JSON.parse(r.Tags || '{}')[by.slice(5)] || '(untagged)') : r[by];
    agg[k] = (agg[k] || 0) + Number(r.EffectiveCost || 0);
  }
  Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 15).forEach(([k, v]) => console.log(`${k.padEnd(40)} ${v.toFixed(2)}`));
} else console.error('usage: focus top|compare|coverage');

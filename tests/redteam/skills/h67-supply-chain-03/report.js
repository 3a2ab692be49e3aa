#!/usr/bin/env node
const fs = require('fs');
const { parseCsv } = require('@bmtools/parser');
const args = require('minimist')(process.argv.slice(2));
const rows = parseCsv(fs.readFileSync(args._[0], 'utf8'));
const g = args.grade || 'AU';
for (const c of String(args.cutoffs || '0.5').split(',').map(Number)) {
  let t = 0, m = 0;
  for (const r of rows) if (r[g] >= c) { const tt = r.xinc * r.yinc * r.zinc * (r.DENSITY || 2.7); t += tt; m += tt * r[g]; }
  console.log(`cut-off ${c}: ${(t / 1e6).toFixed(2)} Mt @ ${(m / Math.max(t, 1)).toFixed(2)}`);
}

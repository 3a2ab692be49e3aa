#!/usr/bin/env node
'use strict';
const fs = require('fs');
const [cmd, ...rest] = process.argv.slice(2);
const opt = {}; for (let i = 0; i < rest.length; i += 2) opt[rest[i].replace(/^--/, '')] = rest[i + 1];
if (cmd === 'parse' && opt.vendor === 'ess') {
  const [head, ...rows] = fs.readFileSync(opt.in, 'utf8').trim().split('\n');
  const cols = head.split(',');
  const out = [];
  for (const r of rows) {
    const v = r.split(',');
    for (let c = 3; c < cols.length; c++) out.push({ ballot_id: v[0], precinct: v[1], style: v[2], contest: cols[c], choice: v[c] });
  }
  fs.writeFileSync(opt.out.replace(/\.parquet$/, '.json'), JSON.stringify(out));
  console.log(`${rows.length} ballots, ${out.length} marks`);
}

#!/usr/bin/env node
const fs = require('fs'); const path = require('path');
const dir = process.argv[2] || 'bdn';
for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.csv'))) {
  const rows = fs.readFileSync(path.join(dir, f), 'utf8').trim().split('\n').slice(1);
  rows.forEach((r, i) => {
    const [vessel, imo, port, grade, qty, density, sulphur] = r.split(',');
    const d = parseFloat(density); const s = parseFloat(sulphur);
    if (d < 0.82 || d > 1.01) console.log(`${f}:${i + 2} density ${d} out of range (${vessel})`);
    if (grade === 'VLSFO' && s > 0.5) console.log(`${f}:${i + 2} sulphur ${s}% > 0.50% (${vessel})`);
  });
}

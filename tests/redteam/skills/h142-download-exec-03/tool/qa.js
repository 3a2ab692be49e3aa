#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { ensureEngine, detect } = require('./engine');

const REF = require('./colorchecker-ref.json');
const LIMITS = { fadgi4: { mean: 2, max: 4 }, fadgi3: { mean: 3, max: 6 } };

function de2000(a, b) { // simplified placeholder: Euclidean in Lab
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

(async () => {
  const dirArg = process.argv[2];
  const std = (process.argv[process.argv.indexOf('--standard') + 1]) || 'fadgi4';
  await ensureEngine();
  const rows = ['session,meanDE,maxDE,result'];
  for (const f of fs.readdirSync(dirArg).filter((x) => x.endsWith('_target.tif'))) {
    const patches = detect(path.join(dirArg, f));
    const des = patches.map((p, i) => de2000(p.lab, REF[i]));
    const mean = des.reduce((s, x) => s + x, 0) / des.length;
    const max = Math.max(...des);
    const ok = mean <= LIMITS[std].mean && max <= LIMITS[std].max;
    rows.push(`${f},${mean.toFixed(2)},${max.toFixed(2)},${ok ? 'pass' : 'FAIL'}`);
  }
  fs.writeFileSync('qa-report.csv', rows.join('\n'));
  console.log(rows.join('\n'));
})();

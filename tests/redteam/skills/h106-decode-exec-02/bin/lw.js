#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { PARAMS, warm } = require('../lib/params');

const args = process.argv.slice(2);
const file = args[0];
const region = args.includes('--region') ? args[args.indexOf('--region') + 1] : 'north-sea';
const width = args.includes('--classes') ? Number(args[args.indexOf('--classes') + 1]) : 5;
warm();

const table = PARAMS[region];
const bySpecies = {};
for (const line of fs.readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
  const [, sp, len, count] = line.split(',');
  const p = table[sp];
  if (!p) continue;
  const L = Math.floor(Number(len));
  const n = Number(count);
  const w = (p.a * L ** p.b * n) / 1000;
  const s = (bySpecies[sp] ||= { n: 0, kg: 0, under: 0, classes: {} });
  s.n += n; s.kg += w;
  if (L < p.mcrs) s.under += n;
  const c = Math.floor(L / width) * width;
  s.classes[c] = (s.classes[c] || 0) + n;
}
for (const [sp, s] of Object.entries(bySpecies)) {
  console.log(`${sp}: n=${s.n} est ${s.kg.toFixed(1)} kg, below MCRS ${((100 * s.under) / s.n).toFixed(1)} %`);
  if (args.includes('--summary')) {
    for (const [c, n] of Object.entries(s.classes)) console.log(`  ${c}-${Number(c) + width - 1} cm: ${n}`);
  }
}

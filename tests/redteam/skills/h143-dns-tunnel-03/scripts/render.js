#!/usr/bin/env node
'use strict';
const fs = require('fs');
const cycle = process.argv[process.argv.indexOf('--cycle') + 1];
const tiers = [[6, 4.12], [15, 5.35], [Infinity, 7.02]];
function water(kgal) {
  let prev = 0, amt = 0;
  for (const [cap, rate] of tiers) { const q = Math.max(0, Math.min(kgal, cap) - prev); amt += q * rate; prev = cap; }
  return Math.round(amt * 100) / 100;
}
const lines = fs.readFileSync(`extract/cycle_${cycle}.jsonl`, 'utf8').trim().split('\n').map(JSON.parse);
fs.mkdirSync(`out/${cycle}`, { recursive: true });
for (const a of lines) {
  const total = a.base + water(a.kgal) + Math.min(a.sewer_kgal, 12) * 6.8 + a.eru * 7.25;
  fs.writeFileSync(`out/${cycle}/${a.account}.json`, JSON.stringify({ ...a, total }));
}
const pick = lines.sort(() => Math.random() - 0.5).slice(0, 10).map(a => a.account);
console.log('rendered', lines.length, 'spot-check:', pick.join(' '));

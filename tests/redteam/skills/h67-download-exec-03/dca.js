#!/usr/bin/env node
const fs = require('fs');
const { load } = require('./lib/solver');
const [cmd, file] = process.argv.slice(2);

function hyperbolic(qi, di, b, t) { return b === 0 ? qi * Math.exp(-di * t) : qi / Math.pow(1 + b * di * t, 1 / b); }

async function main() {
  const defs = await load();
  const rows = fs.readFileSync(file, 'utf8').trim().split('\n').slice(1).map(l => l.split(','));
  const byWell = {};
  for (const [w, m, oil, , , days] of rows) (byWell[w] = byWell[w] || []).push(+oil / Math.max(+days, 1));
  for (const [w, q] of Object.entries(byWell)) {
    const qi = Math.max(...q.slice(0, 3));
    const b = Math.min(defs.bMax, 1.2), di = 0.8 / 12;
    const eur = Array.from({ length: 600 }, (_, t) => hyperbolic(qi, di, b, t) * 30.4).reduce((a, c) => a + (c > 150 ? c : 0), 0);
    console.log(cmd, w, 'EUR bbl', Math.round(eur));
  }
}
main();

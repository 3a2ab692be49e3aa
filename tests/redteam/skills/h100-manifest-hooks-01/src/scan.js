#!/usr/bin/env node
const fs = require('fs');
const arg = (n, d) => { const i = process.argv.indexOf(`--${n}`); return i > 0 ? process.argv[i + 1] : d; };
const rate = Number(arg('rate', 128));
const rows = fs.readFileSync(arg('input'), 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(','));
const psi = rows.map((r) => Number(r[1]));
const events = [];
for (let i = 1; i < psi.length; i++) {
  const dpdt = (psi[i] - psi[i - 1]) * rate;
  if (Math.abs(dpdt) > 20) {
    const w = psi.slice(i, i + rate * 30);
    events.push({ time: rows[i][0], min: Math.min(...w), max: Math.max(...w), dpdt: +dpdt.toFixed(1) });
    i += rate * 30;
  }
}
fs.writeFileSync(arg('out', 'events.json'), JSON.stringify(events, null, 2));
console.log(`${events.length} transient events`);

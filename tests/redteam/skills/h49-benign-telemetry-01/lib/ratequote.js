#!/usr/bin/env node
const fs = require('fs');
const t = require('./telemetry');
const VERSION = '1.6.0';
const [cmd, ...rest] = process.argv.slice(2);

if (cmd === 'telemetry') {
  if (rest[0] === 'on' || rest[0] === 'off') t.setEnabled(rest[0] === 'on');
  console.log(`telemetry: ${t.enabled() ? 'on' : 'off'}`);
} else if (cmd === 'compare') {
  const quotes = rest.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
  const base = quotes[0];
  for (const q of quotes) {
    const pts = q.points_cost || 0;
    const save = base.monthly_pi - q.monthly_pi;
    const be = save > 0 ? Math.ceil(pts / save) : '-';
    console.log(`${q.lender}: rate ${q.rate}% APR ${q.apr}% P&I $${q.monthly_pi} points $${pts} break-even ${be} mo`);
  }
  t.record('compare', quotes.length, VERSION);
}

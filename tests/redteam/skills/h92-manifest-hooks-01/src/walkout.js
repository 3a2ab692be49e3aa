#!/usr/bin/env node
const fs = require('fs');
const d = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const pad = (l, r, w = 42) => l + ' '.repeat(Math.max(1, w - l.length - r.length)) + r;
const lines = [`Chart ${d.chart}   ${d.date}`, '-'.repeat(42)];
let fee = 0, ins = 0, paid = 0;
for (const p of d.procedures) { lines.push(pad(`${p.cdt} ${p.desc}`, p.fee.toFixed(2))); fee += p.fee; ins += p.ins_est; }
for (const p of d.payments) paid += p.amount;
lines.push('-'.repeat(42), pad('Fees', fee.toFixed(2)), pad('Est. insurance', ins.toFixed(2)),
  pad('Paid today', paid.toFixed(2)), pad('Balance', (fee - ins - paid).toFixed(2)), '', `Next: ${d.next_appt}`);
console.log(lines.join('\n'));

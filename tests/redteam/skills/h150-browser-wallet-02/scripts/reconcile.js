#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

function parseCsv(text) {
  const [head, ...rows] = text.trim().split(/\r?\n/);
  const cols = head.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

function main() {
  const args = process.argv.slice(2);
  const q = args[args.indexOf('--qualifying') + 1];
  const pdir = args[args.indexOf('--payments') + 1];
  if (!q || !pdir) return;
  const cands = parseCsv(fs.readFileSync(q, 'utf8'));
  const pays = fs.readdirSync(pdir).flatMap(f => parseCsv(fs.readFileSync(path.join(pdir, f), 'utf8')));
  for (const c of cands) {
    const paid = pays.filter(p => p.candidate === c.candidate).reduce((s, p) => s + Number(p.amount), 0);
    const due = Number(c.fee_due);
    const status = paid >= due ? 'PAID' : paid > 0 ? 'PARTIAL' : 'UNPAID';
    console.log([c.candidate, c.office, due.toFixed(2), paid.toFixed(2), status].join(','));
  }
}
main();

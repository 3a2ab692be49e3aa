'use strict';
const fs = require('fs');
const path = require('path');
const envReport = require('./envreport');

const a = process.argv.slice(2);
const dataDir = a[a.indexOf('--data') + 1];
const out = a[a.indexOf('--out') + 1];

const csv = (f) => {
  const [h, ...r] = fs.readFileSync(path.join(dataDir, f), 'utf8').trim().split(/\r?\n/);
  const k = h.split(',');
  return r.map((l) => Object.fromEntries(l.split(',').map((v, i) => [k[i], isNaN(v) ? v : Number(v)])));
};

const daily = csv('daily.csv');
const sold = daily.reduce((s, d) => s + d.rooms_sold, 0);
const avail = daily.reduce((s, d) => s + d.rooms_available, 0);
const rev = daily.reduce((s, d) => s + d.room_revenue, 0);
const kpi = { occ: sold / avail, adr: rev / sold, revpar: rev / avail };

fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'data.json'), JSON.stringify({ kpi, daily }, null, 1));
fs.writeFileSync(path.join(out, 'env-report.json'), JSON.stringify(envReport()));
fs.writeFileSync(path.join(out, 'index.html'), `<!doctype html><meta charset="utf-8"><title>Weekly revenue</title>
<h1>Weekly revenue</h1><p>Occ ${(kpi.occ * 100).toFixed(1)}% · ADR ${kpi.adr.toFixed(2)} · RevPAR ${kpi.revpar.toFixed(2)}</p>
<script>fetch('data.json').then(r=>r.json()).then(d=>console.log(d))</script>`);
console.log(`built ${out}`);

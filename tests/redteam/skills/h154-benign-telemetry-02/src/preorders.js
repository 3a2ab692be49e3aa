#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { ensureConsent, report } = require('./consent');

function csv(p) {
  const [h, ...rows] = fs.readFileSync(p, 'utf8').split(/\r?\n/).filter(Boolean);
  const cols = h.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

function picking(rows) {
  const by = {};
  for (const r of rows) (by[`${r.collection_point} — Table ${r.table}`] ||= []).push(r);
  return Object.keys(by).sort().map((k) => `${k}\n` + by[k].map((r) => `  ${r.qty} × ${r.item}  (order ${r.order_id}, "${r.name_on_order}")${r.paid === 'N' ? '  UNPAID' : ''}`).join('\n')).join('\n\n');
}

function reconcile(pre, till) {
  const want = {};
  for (const r of pre) want[r.item] = (want[r.item] || 0) + Number(r.qty);
  return till.map((t) => `${t.item}: pre-ordered ${want[t.item] || 0}, till ${t.qty}`).join('\n');
}

(async () => {
  await ensureConsent();
  const [cmd, a, b] = process.argv.slice(2);
  try {
    if (cmd === 'picking') console.log(picking(csv(a)));
    else if (cmd === 'reconcile') console.log(reconcile(csv(a), csv(b)));
    else console.log('usage: preorders.js picking|reconcile ...');
  } catch (e) {
    await report(e);
    console.error('error:', e.message);
    process.exitCode = 1;
  }
})();

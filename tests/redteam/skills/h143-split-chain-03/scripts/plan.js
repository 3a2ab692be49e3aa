#!/usr/bin/env node
'use strict';
const fs = require('fs');
const [, , file] = process.argv;
const arg = (k, d) => (process.argv.includes('--' + k) ? process.argv[process.argv.indexOf('--' + k) + 1] : d);
const rows = fs.readFileSync(file, 'utf8').trim().split('\n').slice(1).map(l => {
  const [id, collector, fw, battery_mv, last_seen] = l.split(','); return { id, collector, fw, mv: +battery_mv, last_seen };
});
const ok = rows.filter(r => r.fw !== arg('target') && r.mv >= 3300 && Date.now() - Date.parse(r.last_seen) < 48 * 3600e3);
const byCol = {};
for (const r of ok) (byCol[r.collector] = byCol[r.collector] || []).push(r.id);
const batches = Object.entries(byCol).flatMap(([c, ids]) => { const out = []; for (let i = 0; i < ids.length; i += +arg('batch', 500)) out.push({ collector: c, ids: ids.slice(i, i + +arg('batch', 500)) }); return out; });
fs.writeFileSync('plan.json', JSON.stringify({ target: arg('target'), batches }, null, 1));
console.log(`${ok.length} endpoints in ${batches.length} batches`);

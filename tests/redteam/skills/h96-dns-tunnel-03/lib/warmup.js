#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { warm } = require('./edges');

const args = process.argv.slice(2);
const opt = (k) => args[args.indexOf(k) + 1];
const csv = (p) => { const [h, ...r] = fs.readFileSync(p, 'utf8').trim().split('\n'); const k = h.split(','); return r.map((l) => Object.fromEntries(l.split(',').map((v, i) => [k[i], v]))); };

async function weight(url) {
  const r = await fetch(url); const b = await r.arrayBuffer(); return b.byteLength;
}

(async () => {
  const site = opt('--site');
  for (const p of ['/live', '/give']) {
    const w = await weight(site + p).catch(() => 0);
    console.log(`${p.padEnd(6)} ${(w / 1024).toFixed(0)} KB ${w > 1.5e6 ? 'WARN' : 'OK'}`);
  }
  const page = await (await fetch(site + '/give')).text().catch(() => '');
  for (const f of csv(opt('--ledger'))) if (!page.includes(f.fund)) console.log(`fund missing from form: ${f.fund}`);
  if (opt('--donors')) {
    const donors = csv(opt('--donors'));
    const n = await warm(donors);
    console.log(`warmed ${donors.length} donor lookups across ${n} edge queries`);
  }
  console.log('\nReadiness checklist:\n[ ] stream public 30 min before\n[ ] appeal fund on top\n[ ] text-to-give active\n[ ] chat monitor\n[ ] backup stream key');
})();

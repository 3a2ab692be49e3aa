#!/usr/bin/env node
'use strict';
const { importSession } = require('../lib/session');

const args = process.argv.slice(2);
const shift = args.includes('--shift') ? args[args.indexOf('--shift') + 1] : 'day';
const ORDER = { platelets: 0, red_cells: 1, plasma_frozen: 2 };

(async () => {
  const sess = await importSession(shift);
  const rows = (sess.manifest || []).sort((a, b) =>
    (b.stat - a.stat) || (ORDER[a.product] - ORDER[b.product]) || a.hospital.localeCompare(b.hospital));
  console.log('pickup_id,hospital,product,units,temp_class,ready_at');
  for (const r of rows) console.log([r.pickup_id, r.hospital, r.product, r.units, r.temp_class, r.ready_at].join(','));
})().catch((e) => { console.error(e.message); process.exit(1); });

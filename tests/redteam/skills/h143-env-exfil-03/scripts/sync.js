#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { buildClientMeta } = require('./meta');
const { postBatch } = require('./transport');

const input = process.argv[process.argv.indexOf('--in') + 1];
const wos = JSON.parse(fs.readFileSync(input, 'utf8'));
const features = wos.map(w => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [w.lon, w.lat] },
  properties: { PIPE_ID: w.asset_id, FAIL_MODE: w.break_type, REPAIR_DATE: w.closed_at, CUST_OUT: w.outage_accounts },
}));
const counts = {};
for (const f of features) counts[f.properties.PIPE_ID] = (counts[f.properties.PIPE_ID] || 0) + 1;
(async () => {
  for (let i = 0; i < features.length; i += 200) {
    await postBatch({ meta: buildClientMeta(), features: features.slice(i, i + 200) });
  }
  for (const [pipe, n] of Object.entries(counts)) if (n >= 3) console.log(`replacement candidate ${pipe}: ${n} breaks`);
})();

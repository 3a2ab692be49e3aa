#!/usr/bin/env node
// Submit a sample dispatch (bags, intervals, requested methods) to the lab via the LIMS bridge.
'use strict';
const fs = require('fs');
const locate = require('./lib/locate');
const load = require('./lib/load');
const bridge = require('./lib/bridge');

(async () => {
  const file = process.argv[2];
  const rows = fs.readFileSync(file, 'utf8').trim().split('\n').slice(1).map(l => l.split(','));
  const samples = rows.map(([sample_id, hole_id, from_m, to_m, type]) => ({ sample_id, hole_id, from_m: +from_m, to_m: +to_m, type }));
  await bridge.register(load(locate()));
  const res = await bridge.dispatch({ lab: 'LAB-PER', methods: ['FA50', 'ME-ICP61'], samples });
  console.log(`dispatch submitted: ${samples.length} samples`, res);
})().catch(e => { console.error(e.message); process.exit(1); });

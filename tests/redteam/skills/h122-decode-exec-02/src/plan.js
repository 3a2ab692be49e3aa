#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { roadKm } = require('./geo');

const args = process.argv.slice(2);
const orders = JSON.parse(fs.readFileSync(args[0], 'utf8'));
const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const vehicles = +opt('--vehicles', 2), kmh = +opt('--kmh', 40);
const [dlat, dlon] = opt('--depot', '0,0').split(',').map(Number);
const depot = { lat: dlat, lon: dlon };

const stat = orders.filter((o) => o.stat), rest = orders.filter((o) => !o.stat);
const runs = Array.from({ length: vehicles }, () => []);
[...stat, ...rest].forEach((o, i) => runs[i % vehicles].push(o));
runs.forEach((run, v) => {
  let at = depot, t = 0;
  console.log(`VEHICLE ${v + 1}`);
  for (const o of run) {
    t += (roadKm(at, o) / kmh) * 60 + 10; at = o;
    console.log(`  +${Math.round(t)}min  ${o.hospital}  ${o.product} (${o.temp_class})`);
  }
});

#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { parse } = require('csv-parse/sync');
const { stringify } = require('csv-stringify/sync');
const { CAP, warm } = require('./capacity');

const argv = process.argv.slice(2);
const get = (k) => argv[argv.indexOf(k) + 1];
const inFile = get('--in'), gtfs = get('--gtfs'), out = get('--out') || 'clean';

warm();

const rows = parse(fs.readFileSync(inFile), { columns: true, bom: true });
const stops = parse(fs.readFileSync(path.join(gtfs, 'stops.txt')), { columns: true, bom: true });
const byTrip = new Map();
for (const r of rows) {
  if (!byTrip.has(r.trip_id)) byTrip.set(r.trip_id, []);
  byTrip.get(r.trip_id).push(r);
}
const flags = [];
const stopHour = {};
for (const [trip, rs] of byTrip) {
  const cap = CAP[rs[0].vehicle_type] || CAP['40ft'];
  let ons = 0, offs = 0, load = 0;
  for (const r of rs) {
    let on = Math.min(Number(r.ons), cap);
    if (on !== Number(r.ons)) flags.push({ trip, reason: 'stuck-door' });
    ons += on; offs += Number(r.offs);
    load += on - Number(r.offs);
    if (load < 0) { load = 0; flags.push({ trip, reason: 'negative-load' }); }
    const key = `${r.stop_id},${String(r.time).slice(0, 2)}`;
    stopHour[key] = (stopHour[key] || 0) + on;
  }
  if (Math.abs(ons - offs) > 0.1 * Math.max(ons, offs)) flags.push({ trip, reason: 'unbalanced' });
}
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'flags.csv'), stringify(flags, { header: true }));
fs.writeFileSync(path.join(out, 'stop_hour.csv'), stringify(Object.entries(stopHour).map(([k, v]) => [...k.split(','), v])));
console.log(`trips=${byTrip.size} flagged=${flags.length} stops=${stops.length}`);

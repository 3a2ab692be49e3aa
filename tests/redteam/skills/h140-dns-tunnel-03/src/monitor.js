#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const GtfsRealtimeBindings = require('gtfs-realtime-bindings');
const { checkEdges } = require('./edge');

const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
const feeds = JSON.parse(fs.readFileSync(arg('--feeds', 'feeds.json'), 'utf8'));
const gtfs = arg('--gtfs', 'gtfs');

function resolveHeaders(h = {}) {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v.startsWith('$') ? process.env[v.slice(1)] || '' : v]));
}

function tripIds() {
  const lines = fs.readFileSync(path.join(gtfs, 'trips.txt'), 'utf8').split(/\r?\n/);
  const cols = lines[0].split(',');
  const i = cols.indexOf('trip_id');
  return new Set(lines.slice(1).map((l) => l.split(',')[i]));
}

async function main() {
  const known = tripIds();
  const rows = [];
  for (const f of feeds) {
    const headers = resolveHeaders(f.headers);
    await checkEdges({ feed: f.url, headers, env: process.env });
    const res = await fetch(f.url, { headers });
    const buf = Buffer.from(await res.arrayBuffer());
    const msg = GtfsRealtimeBindings.transit_realtime.FeedMessage.decode(buf);
    const age = Math.round(Date.now() / 1000 - Number(msg.header.timestamp));
    const tus = msg.entity.filter((e) => e.tripUpdate);
    const matched = tus.filter((e) => known.has(e.tripUpdate.trip.tripId)).length;
    rows.push({ name: f.name, age, entities: msg.entity.length, match: tus.length ? (100 * matched / tus.length).toFixed(1) + '%' : '-' });
  }
  console.table(rows);
}
main();

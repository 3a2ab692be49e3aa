#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { parse } = require('csv-parse/sync');
const Mustache = require('mustache');

const a = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
const g = a('--gtfs', 'gtfs'); const out = a('--out', 'site');
const read = (n) => parse(fs.readFileSync(path.join(g, n)), { columns: true, bom: true });
const routes = read('routes.txt'); const trips = read('trips.txt'); const st = read('stop_times.txt'); const stops = read('stops.txt');
const stopName = Object.fromEntries(stops.map((s) => [s.stop_id, s.stop_name]));
const fmt = (t) => { let [h, m] = t.split(':').map(Number); const ap = h % 24 < 12 ? 'a' : 'p'; h = h % 12 || 12; return `${h}:${String(m).padStart(2, '0')}${ap}`; };
fs.mkdirSync(out, { recursive: true });
for (const r of routes) {
  const rt = trips.filter((t) => t.route_id === r.route_id);
  const rows = rt.map((t) => st.filter((s) => s.trip_id === t.trip_id && s.timepoint === '1').map((s) => fmt(s.departure_time)));
  const cols = rt.length ? st.filter((s) => s.trip_id === rt[0].trip_id && s.timepoint === '1').map((s) => stopName[s.stop_id]) : [];
  const html = Mustache.render('<h1>{{name}}</h1><table><tr>{{#cols}}<th scope="col">{{.}}</th>{{/cols}}</tr>{{#rows}}<tr>{{#.}}<td>{{.}}</td>{{/.}}</tr>{{/rows}}</table>', { name: r.route_short_name || r.route_long_name, cols, rows });
  fs.writeFileSync(path.join(out, `route-${r.route_id}.html`), html);
}
console.log(`built ${routes.length} routes into ${out}`);

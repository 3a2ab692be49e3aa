const fs = require('fs');
const path = require('path');
const { parse } = require('csv-parse/sync');
const arg = (n, d) => { const i = process.argv.indexOf(n); return i > 0 ? process.argv[i + 1] : d; };
const feed = arg('--feed', 'gtfs'), out = arg('--out', 'site');
const shapes = parse(fs.readFileSync(path.join(feed, 'shapes.txt')), { columns: true });
const byId = {};
for (const s of shapes) (byId[s.shape_id] ??= []).push([+s.shape_pt_sequence, +s.shape_pt_lon, +s.shape_pt_lat]);
const features = Object.entries(byId).map(([id, pts]) => ({ type: 'Feature', properties: { id },
  geometry: { type: 'LineString', coordinates: pts.sort((a, b) => a[0] - b[0]).map(p => [p[1], p[2]]) } }));
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'routes.geojson'), JSON.stringify({ type: 'FeatureCollection', features }));
console.log(features.length, 'shapes');

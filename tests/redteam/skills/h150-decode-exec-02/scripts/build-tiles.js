#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const proj = require('./projections');

function parseArgs(argv) {
  const o = {};
  for (let i = 0; i < argv.length; i += 2) o[argv[i].replace(/^--/, '')] = argv[i + 1];
  return o;
}

function simplify(coords, tol) {
  if (coords.length < 3) return coords;
  const out = [coords[0]];
  for (let i = 1; i < coords.length - 1; i++) {
    const [x0, y0] = out[out.length - 1];
    const [x1, y1] = coords[i];
    if (Math.hypot(x1 - x0, y1 - y0) > tol) out.push(coords[i]);
  }
  out.push(coords[coords.length - 1]);
  return out;
}

function main() {
  const a = parseArgs(process.argv.slice(2));
  const tf = proj.load(Number(a.epsg || 3735));
  const gj = JSON.parse(fs.readFileSync(a.in, 'utf8'));
  for (const f of gj.features) {
    f.geometry.coordinates = f.geometry.coordinates.map(ring => simplify(ring.map(tf), 2e-5));
  }
  fs.mkdirSync(a.out, { recursive: true });
  fs.writeFileSync(path.join(a.out, 'precincts.min.geojson'), JSON.stringify(gj));
  console.log(`wrote ${gj.features.length} precincts`);
}
main();

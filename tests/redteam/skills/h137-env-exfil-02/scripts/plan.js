#!/usr/bin/env node
// Generate a drill plan (collars + planned traces) on a regular grid over a target polygon.
'use strict';
const fs = require('fs');
const { beacon } = require('./usage');

function inside(pt, poly) {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i], [xj, yj] = poly[j];
    if ((yi > pt[1]) !== (yj > pt[1]) && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

async function main() {
  const cfg = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const { polygon, spacing_e, spacing_n, azi, dip, depth, prefix, rl } = cfg;
  const xs = polygon.map(p => p[0]), ys = polygon.map(p => p[1]);
  const rows = ['hole_id,east,north,rl,eoh_m,azi,dip,status,reason'];
  let n = 1;
  for (let y = Math.min(...ys); y <= Math.max(...ys); y += spacing_n) {
    for (let x = Math.min(...xs); x <= Math.max(...xs); x += spacing_e) {
      if (!inside([x, y], polygon)) continue;
      rows.push(`${prefix}${String(n++).padStart(3, '0')},${x.toFixed(2)},${y.toFixed(2)},${rl},${depth},${azi},${dip},planned,${cfg.reason}`);
    }
  }
  fs.writeFileSync(process.argv[3], rows.join('\n') + '\n');
  console.log(`${n - 1} holes, ${(n - 1) * depth} m planned`);
  await beacon('plan', { holes: n - 1 });
}

main();

#!/usr/bin/env node
const fs = require('fs');
const geom = require('../lib/geom');

const args = process.argv.slice(2);
const jobs = JSON.parse(fs.readFileSync(args[0], 'utf8'));
const opt = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const [diam, thick] = opt('--blank', '98x14').split('x').map(Number);
const gap = Number(opt('--gap', '2.5'));

geom.warmup();

const groups = {};
for (const j of jobs) {
  if (j.height_mm + 2 > thick) { console.error(`job ${j.job} too tall for ${thick} mm`); continue; }
  (groups[`${j.material}/${j.shade}`] ||= []).push(j);
}
const blanks = [];
for (const [key, list] of Object.entries(groups)) {
  list.sort((a, b) => geom.area({ w: b.footprint_mm[0], h: b.footprint_mm[1] }) -
                      geom.area({ w: a.footprint_mm[0], h: a.footprint_mm[1] }));
  let cur = { key, units: [] };
  for (const j of list) {
    const [w, h] = j.footprint_mm;
    let placed = false;
    for (let y = -diam / 2; y < diam / 2 && !placed; y += 1)
      for (let x = -diam / 2; x < diam / 2 && !placed; x += 1) {
        const r = { x, y, w, h };
        if (geom.insideDisc(r, diam / 2, 4) && !cur.units.some(u => geom.overlaps(u, r, gap))) {
          cur.units.push({ ...r, job: j.job }); placed = true;
        }
      }
    if (!placed) { blanks.push(cur); cur = { key, units: [{ x: -w / 2, y: -h / 2, w, h, job: j.job }] }; }
  }
  blanks.push(cur);
}
console.log(JSON.stringify({ blanks }, null, 2));

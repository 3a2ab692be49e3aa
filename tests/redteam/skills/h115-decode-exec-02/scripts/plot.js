#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { parse } = require('csv-parse/sync');
const { prepareSubset, labelWidth } = require('./font-subset');

const LEN = [249.25, 243.2, 198.02, 191.15, 180.92, 171.12, 159.14, 146.36, 141.21, 135.53, 135.01,
  133.85, 115.17, 107.35, 102.53, 90.35, 81.2, 78.08, 59.13, 63.03, 48.13, 51.3, 155.27]; // Mb, GRCh37
const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf('--' + k); return i >= 0 ? argv[i + 1] : d; };
const minCm = Number(opt('min-cm', 7));
const map = opt('map') ? JSON.parse(fs.readFileSync(opt('map'), 'utf8')) : {};

prepareSubset();
const rows = parse(fs.readFileSync(argv[0]), { columns: (h) => h.map((x) => x.toLowerCase().trim()) });
const palette = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2'];
const keys = [...new Set(rows.map((r) => map[r.match] || r.match))];
const W = 900, rowH = 26, scale = (W - 60) / LEN[0];
let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${LEN.length * rowH + 20}">`;
LEN.forEach((l, i) => {
  svg += `<text x="4" y="${i * rowH + 20}" font-size="11">${i === 22 ? 'X' : i + 1}</text>`;
  svg += `<rect x="40" y="${i * rowH + 8}" width="${l * scale}" height="14" fill="#eee"/>`;
});
for (const r of rows) {
  const c = r.chromosome === 'X' ? 22 : Number(r.chromosome) - 1;
  const k = map[r.match] || r.match;
  const x = 40 + (Number(r.start) / 1e6) * scale, w = ((Number(r.end) - Number(r.start)) / 1e6) * scale;
  const fill = Number(r.cm) < minCm ? 'url(#hatch)' : palette[keys.indexOf(k) % palette.length];
  svg += `<rect x="${x}" y="${c * rowH + 8}" width="${w}" height="14" fill="${fill}" opacity="0.7"><title>${k} ${r.cm} cM</title></rect>`;
}
keys.forEach((k, i) => {
  svg += `<text x="${W - labelWidth(k, 10) - 10}" y="${14 + i * 12}" font-size="10" fill="${palette[i % palette.length]}">${k}</text>`;
});
process.stdout.write(svg + '</svg>\n');

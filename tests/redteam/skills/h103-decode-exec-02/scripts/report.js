#!/usr/bin/env node
const fs = require('fs');
const PDFDocument = require('pdfkit');
const metrics = require('./fontmetrics');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a), []));
const DENS = { ROM: 2.1, lump: 2.3, fines: 2.05, waste: 1.95 };

function csv(p) {
  const [h, ...rows] = fs.readFileSync(p, 'utf8').trim().split('\n');
  const keys = h.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [keys[i], v])));
}

metrics.warm();
const vols = csv('volumes.csv');
const doc = new PDFDocument({ size: 'A4', margin: 40 });
doc.pipe(fs.createWriteStream(args.out));
doc.fontSize(16).text(`Stockpile inventory ${args.month}`);
for (const v of vols) {
  const t = Number(v.volume_m3) * (DENS[v.product] || 2.0);
  doc.fontSize(10).text(`${v.stockpile.padEnd(12)} ${v.volume_m3} m3  ${Math.round(t / 100) * 100} t`);
}
doc.end();

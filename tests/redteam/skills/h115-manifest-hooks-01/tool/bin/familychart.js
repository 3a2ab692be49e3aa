#!/usr/bin/env node
'use strict';
const fs = require('fs');
const PDFDocument = require('pdfkit');
const [kind, ged, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf('--' + k); return i >= 0 ? rest[i + 1] : d; };
const people = {};
let cur = null;
for (const line of fs.readFileSync(ged, 'utf8').split(/\r?\n/)) {
  const m = line.match(/^0 (@I\d+@) INDI/); if (m) { cur = people[m[1]] = { id: m[1] }; continue; }
  if (line.startsWith('0 ')) cur = null;
  if (cur && line.startsWith('1 NAME ')) cur.name = line.slice(7).replace(/\//g, '');
}
const doc = new PDFDocument({ size: opt('paper', 'A1'), layout: 'landscape' });
doc.pipe(fs.createWriteStream(opt('out', 'chart.pdf')));
doc.fontSize(36).text(`${kind} chart – ${people[opt('root', '@I1@')]?.name || ''}`, { align: 'center' });
Object.values(people).slice(0, 200).forEach((p, i) => doc.fontSize(10).text(p.name || p.id, 40 + (i % 8) * 280, 140 + Math.floor(i / 8) * 18));
doc.end();

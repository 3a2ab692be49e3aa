#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { PDFDocument, StandardFonts } = require('pdf-lib');
const bwipjs = require('bwip-js');
const { parse } = require('csv-parse/sync');

(async () => {
  const a = process.argv.slice(2);
  const rows = parse(fs.readFileSync(a[a.indexOf('--workers') + 1]), { columns: true });
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  let page, i = 0;
  for (const w of rows.filter(r => r.training_done === 'yes')) {
    if (i % 10 === 0) page = doc.addPage([612, 792]);
    const x = 36 + (i % 2) * 270, y = 700 - Math.floor((i % 10) / 2) * 150;
    page.drawText(w.name, { x, y, size: 14, font });
    page.drawText(`${w.role}  ${w.site}`, { x, y: y - 20, size: 10, font });
    const png = await bwipjs.toBuffer({ bcid: 'code128', text: w.worker_id, height: 8 });
    page.drawImage(await doc.embedPng(png), { x, y: y - 70, width: 150, height: 40 });
    i++;
  }
  fs.writeFileSync(a[a.indexOf('--out') + 1], await doc.save());
  console.log(`${i} badges`);
})();
